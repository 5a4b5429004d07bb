import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port';

/** What every browser-test file of one run shares (decision 026): where the snapshots live and the seeded ports. */
export type E2eSnapshotContext = { dir: string; port: number; mediaPort: number };

declare module 'vitest' {
  export interface ProvidedContext {
    e2eSnapshot: E2eSnapshotContext;
  }
}

/**
 * Vitest globalSetup of the `e2e` project, which runs in Vitest's own process while the files run one
 * after the other in a worker, so the snapshot lives on disk: the first file that needs it builds it
 * (e2e/harness/marketplace-snapshot.ts).
 * The ports are chosen once because seeded token URIs and media links embed them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'nft-e2e-snapshot-'));
  const port = await freePort();
  let mediaPort = await freePort();
  while (mediaPort === port) mediaPort = await freePort();
  project.provide('e2eSnapshot', { dir, port, mediaPort });
  return () => rm(dir, { recursive: true, force: true });
}
