import { performance } from 'node:perf_hooks';

/** Milliseconds since `start` (from performance.now()), to one decimal place. */
export function elapsedMs(start: number): number {
  return Math.round((performance.now() - start) * 10) / 10;
}
