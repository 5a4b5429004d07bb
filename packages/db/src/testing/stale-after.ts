/**
 * Test databases and snapshots older than this belong to crashed runs: no test file runs this long.
 */
export const STALE_AFTER_MS = 3 * 60 * 60 * 1000;
