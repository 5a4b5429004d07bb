/** The largest whole unit a lock period is written in: 30 days rather than 2,592,000 seconds. */
export type LockUnit = 'days' | 'hours' | 'minutes' | 'seconds';

const unitSeconds: readonly [LockUnit, number][] = [
  ['days', 86_400],
  ['hours', 3_600],
  ['minutes', 60],
];

/** A lock period as a count of the largest unit that divides it exactly; no lock (0) and odd periods stay in seconds. */
export function lockDuration(seconds: number): { unit: LockUnit; count: number } {
  for (const [unit, size] of unitSeconds) {
    if (seconds > 0 && seconds % size === 0) return { unit, count: seconds / size };
  }
  return { unit: 'seconds', count: seconds };
}
