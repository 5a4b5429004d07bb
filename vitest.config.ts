import { configDefaults, defineConfig } from 'vitest/config';
import { splitByDatabase } from './scripts/lib/test-scopes.mjs';

// Every workspace keeps its tests next to its code (*.test.ts). The Node tests are split by whether
// they reach the test database (scripts/lib/test-scopes.mjs): `db` runs on PGlite and again on
// PostgreSQL in CI, `unit` runs once. `web` is the web app's jsdom tests; `e2e` the browser tests,
// run last and once (decision 026).
const nodeTests = splitByDatabase(import.meta.dirname, ['packages', 'apps/api', 'apps/indexer', 'apps/embedded']);
const once = (project: string) => ({ NFT_TEST_NO_DATABASE: project });

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: nodeTests.other, env: once('unit') },
      },
      {
        extends: true,
        test: { name: 'db', include: nodeTests.db },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude],
          setupFiles: ['apps/web/src/i18n/testing/load-page-texts.ts'],
          env: once('web'),
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          fileParallelism: false,
          // One seeded chain-and-database snapshot per run, shared by the files (decision 026).
          globalSetup: ['e2e/harness/snapshot-setup.ts'],
          // The first seeded file builds that snapshot in its beforeAll: the demo seed (collections,
          // then live listings and sales), the indexer catching up, the dump and a restart from it.
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
