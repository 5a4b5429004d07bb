import { formatUnits } from 'viem';

/**
 * The reward of a stake at `nowMs`: the API's figure as of `asOf` plus what it earns per second since,
 * stopping at the activity's end (docs/decisions/041-staking-in-the-product.md). No polling needed.
 */
export function liveReward(
  stake: { expectedReward: { value: string }; rewardPerSecond: string; asOf: string; endsAt: string },
  nowMs: number,
): bigint {
  const until = Math.min(nowMs, Date.parse(stake.endsAt));
  const elapsed = Math.max(0, Math.floor((until - Date.parse(stake.asOf)) / 1000));
  return BigInt(stake.expectedReward.value) + BigInt(stake.rewardPerSecond) * BigInt(elapsed);
}

/** A reward for display: at most six decimals. */
export function displayReward(value: bigint, decimals: number): string {
  const [whole, fraction = ''] = formatUnits(value, decimals).split('.');
  const trimmed = fraction.slice(0, 6).replace(/0+$/, '');
  return trimmed ? `${whole}.${trimmed}` : whole!;
}
