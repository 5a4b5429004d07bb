import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/** What every browser-test file of one run shares (decision 026): the folder its workers keep their seeded snapshots in. */
export type E2eSnapshotContext = { dir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    e2eSnapshot: E2eSnapshotContext;
  }
}

/**
 * Vitest globalSetup of the `e2e` project, which runs in Vitest's own process while the files run in
 * workers, so the snapshots live on disk: the first seeded file of each worker builds that worker's
 * snapshot, on ports it picks then (e2e/harness/marketplace-snapshot.ts, docs/decisions/060-ci-in-fifteen-minutes.md).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'nft-e2e-snapshot-'));
  project.provide('e2eSnapshot', { dir });
  return () => rm(dir, { recursive: true, force: true });
}
