import { defineConfig } from 'vitest/config';

// Every workspace keeps its tests next to its code (*.test.ts). Browser tests live in e2e/ and
// run in their own project so they can be ordered after the build.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'], exclude: ['apps/web/**'] },
      },
      {
        extends: true,
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], setupFiles: ['apps/web/src/i18n/testing/load-page-texts.ts'] },
      },
      {
        extends: true,
        test: { name: 'e2e', include: ['e2e/**/*.test.ts'], fileParallelism: false },
      },
    ],
  },
});
