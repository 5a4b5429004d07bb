import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { repoRoot, webAppDir, webDistDir } from './repo-paths';
import type { E2eSnapshotContext } from './snapshot-setup';

// What the bundle is built from; a change to any of them makes dist/ stale.
const sources = [
  join(webAppDir, 'src'),
  join(webAppDir, 'public'),
  join(webAppDir, 'index.html'),
  join(webAppDir, 'vite.config.ts'),
  join(repoRoot, 'packages/shared/src'),
  // Route schemas and contract ABIs the app parses and calls with.
  join(repoRoot, 'packages/api-contract/src'),
  join(repoRoot, 'packages/contracts/src/abi'),
  join(repoRoot, 'packages/chains/src'),
  // The web app imports the NULS sign-in digest from here.
  join(repoRoot, 'packages/nuls/src'),
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), info.mtimeMs);
}

export function isWebBuildStale(): boolean {
  const index = join(webDistDir, 'index.html');
  if (!existsSync(index)) return true;
  const builtAt = statSync(index).mtimeMs;
  return sources.some((source) => newestMtime(source) > builtAt);
}

/** Builds apps/web when dist/ is missing or older than its sources, so tests never see a stale app. */
export async function ensureWebBuilt(): Promise<void> {
  if (!isWebBuildStale()) return;
  const output: string[] = [];
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    // The production build, whoever asks: Vitest sets NODE_ENV=test, and Vite then bundles React's
    // development build (about 50 KB more as sent, and slower), which the browser tests and bench/web
    // (it reuses a fresh dist/) would otherwise measure (docs/decisions/033-first-load-javascript.md).
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn('npm', ['run', 'build', '-w', '@nft/web'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (exitCode !== 0 || !existsSync(join(webDistDir, 'index.html'))) {
    throw new Error(
      `The web app could not be built for the browser tests (npm run build -w @nft/web exited with ${exitCode}):\n${output.join('')}`,
    );
  }
}

/** This worker's copy of the build, kept while dist/ stays the same build (Vitest runs a worker's files in turn). */
let workerCopy: { builtAt: number; dir: string } | undefined;

/**
 * A private copy of the built app for a marketplace. Another test run may rebuild apps/web/dist while this one is
 * serving (vite empties the folder first, and new chunk names replace the old ones), so a server reading dist/
 * directly could answer 404 for its own pages and lazy chunks. A copy taken while a rebuild was emptying dist/ is
 * noticed (index.html gone or replaced) and retaken.
 *
 * In a browser-test run the servers only read the copy and a worker's files run one after the other, so one copy
 * in the run's folder (removed with it) serves all of a worker's files until dist/ is rebuilt: a copy per file cost
 * 0.55-0.7 s of each (decision 067's update). Elsewhere (bench/web) the copy goes to `target`.
 */
export async function snapshotWebBuild(target: string): Promise<string> {
  const index = join(webDistDir, 'index.html');
  const shared = sharedCopyRoot();
  for (let attempt = 1; ; attempt++) {
    await ensureWebBuilt();
    const before = existsSync(index) ? statSync(index).mtimeMs : undefined;
    if (shared && before !== undefined && workerCopy?.builtAt === before && existsSync(join(workerCopy.dir, 'index.html'))) {
      return workerCopy.dir;
    }
    // The worker's previous copy is dropped here: no marketplace of an earlier file serves it any more.
    const copy = shared ? workerCopyDir(shared) : target;
    workerCopy = undefined;
    await rm(copy, { recursive: true, force: true });
    await cp(webDistDir, copy, { recursive: true }).catch(() => undefined);
    const after = existsSync(index) ? statSync(index).mtimeMs : undefined;
    if (before !== undefined && before === after && existsSync(join(copy, 'index.html'))) {
      if (shared) workerCopy = { builtAt: before, dir: copy };
      return copy;
    }
    if (attempt === 5) throw new Error(`apps/web/dist kept changing while it was copied for the browser tests (${attempt} attempts)`);
    await waitForStableBuild(index);
  }
}

/** The browser-test run's folder (e2e/harness/snapshot-setup.ts), when this is a worker of that run. */
function sharedCopyRoot(): string | undefined {
  if (!process.env.VITEST) return undefined;
  return (inject('e2eSnapshot') as E2eSnapshotContext | undefined)?.dir;
}

/** The folder of this worker's copy in the run's folder: one per worker, reused for each new build. */
function workerCopyDir(root: string): string {
  return join(root, `web-build-worker-${process.env.VITEST_POOL_ID ?? '1'}`);
}

/** Lets a concurrent build write its index.html (its last file) before copying again. */
async function waitForStableBuild(index: string): Promise<void> {
  for (let waited = 0; waited < 180_000 && !existsSync(index); waited += 500) await new Promise((resolve) => setTimeout(resolve, 500));
}
