import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { eventually } from './e2e/harness/eventually';
import { splitByDatabase, splitByModuleMocks } from './scripts/lib/test-scopes.mjs';

// Every workspace keeps its tests next to its code (*.test.ts). The Node tests are split by whether
// they reach the test database (scripts/lib/test-scopes.mjs): `db` runs on PGlite and again on
// PostgreSQL in CI, `unit` runs once. `web` is the web app's jsdom tests; `e2e` the browser tests,
// run last and once (decision 026).
const nodeDirs = ['packages', 'apps/api', 'apps/indexer', 'apps/embedded', 'apps/web/build', 'bench'];
const nodeTests = splitByDatabase(import.meta.dirname, nodeDirs);
const once = (project: string) => ({ NFT_TEST_NO_DATABASE: project });
const webTests = splitByModuleMocks(import.meta.dirname, ['apps/web/src']);

// Shared workers (decision 032): a worker runs many files without re-importing the modules they
// share (viem, fastify, drizzle, PGlite's compiled WebAssembly, React and Mantine) for each one,
// which cost more than the tests themselves. A module mock would then outlive its file, so the few
// web files that call vi.mock run isolated, and the Node projects have none.
const shared = { pool: 'threads', isolate: false } as const;
const web = {
  exclude: [...configDefaults.exclude],
  setupFiles: ['apps/web/src/testing/fresh-page.ts', 'apps/web/src/i18n/testing/load-page-texts.ts'],
  env: once('web'),
};
const nodeMocks = splitByModuleMocks(import.meta.dirname, nodeDirs).mocking;
if (nodeMocks.length) throw new Error(`vi.mock in the shared-worker projects unit/db (decision 032): ${nodeMocks.join(', ')}`);
const e2eMocks = splitByModuleMocks(import.meta.dirname, ['e2e']).mocking;
if (e2eMocks.length) throw new Error(`vi.mock in the browser tests, which share one worker (decision 032): ${e2eMocks.join(', ')}`);

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One worker per core, not Vitest's default of one fewer: on the 2-core CI machine that default
    // is a single worker, and the files wait on anvil, PostgreSQL and child processes as much as they
    // compute. Three workers were slower than two there (decision 032).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: nodeTests.other, env: once('unit'), ...shared },
      },
      {
        extends: true,
        test: { name: 'db', include: nodeTests.db, ...shared },
      },
      {
        extends: true,
        test: { name: 'web', include: webTests.other, ...web, ...shared },
      },
      {
        extends: true,
        test: { name: 'web-isolated', include: webTests.mocking, ...web },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // Two files at a time (one per worker, `maxWorkers` above): one file alone kept the two cores 43 % busy,
          // waiting on the chains, the indexer and the pages, for the last 270 s of CI. Two side by side took the
          // whole project from 494 to 338 s, each file about 1.75 times slower, far inside its timeouts (decision 060's
          // Update of the seventh session). Each worker runs its files one after the other without importing the whole
          // marketplace (API, indexer, devnet, PGlite, viem, Playwright) again for each (decision 032). No e2e file
          // mocks a module.
          fileParallelism: true,
          isolate: false,
          // One seeded chain-and-database snapshot per worker, shared by that worker's files (decisions 026, 060).
          globalSetup: ['e2e/harness/snapshot-setup.ts'],
          // The first seeded file of a worker builds that snapshot in its beforeAll: the demo seed (collections,
          // then live listings and sales), the indexer catching up, the dump and a restart from it.
          hookTimeout: 300_000,
          // Every expect.poll waits as `eventually` says, also where a test leaves the options out: Vitest's own 1 s
          // failed a create-NFT assertion after 1.9 s on a busy CI machine.
          expect: { poll: eventually },
        },
      },
    ],
  },
});
