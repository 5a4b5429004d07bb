/**
 * How far the floor moved over a period, as a fraction (0.05: up 5 %), from the base-unit amounts of the API: null
 * when either end has no floor (nothing on sale then) or the earlier one is zero. Computed in integers to a millionth,
 * so amounts beyond a double's precision still compare exactly.
 */
export function floorChange(now: string | null, before: string | null): number | null {
  if (now === null || before === null) return null;
  const was = BigInt(before);
  if (was === 0n) return null;
  return Number(((BigInt(now) - was) * 1_000_000n) / was) / 1_000_000;
}
