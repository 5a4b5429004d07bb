/**
 * Options for `expect.poll` in browser tests: a page renders when it is ready, not when the test
 * reads it, so every assertion about the page retries until it holds or this bound runs out (well
 * inside the test timeout). Vitest's own default (1 s) is too short for a busy 2-core machine, so the e2e project
 * makes these options the default of every `expect.poll` (vitest.config.ts); passing them keeps the bound visible.
 *
 *   await expect.poll(() => locator.isVisible(), eventually).toBe(true);
 *
 * An absence (`count()` 0, `isHidden()`) passes at once on a page that has not rendered yet, so it is
 * checked only after the test has waited for something the same render shows.
 */
export const eventually = { timeout: 15_000, interval: 100 } as const;
