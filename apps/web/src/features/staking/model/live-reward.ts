import { formatUnits } from '../../../lib/price/format-price';

/**
 * The reward of a stake `elapsedMs` after the API answered: the figure as of `asOf` plus what it earns per second
 * since, stopping at the activity's end (docs/decisions/041-staking-in-the-product.md). Counted from the answer,
 * not the browser's clock, because `asOf` is the chain's time (ahead of the clock after anvil time travel).
 */
export function liveReward(
  stake: { expectedReward: { value: string }; rewardPerSecond: string; asOf: string; endsAt: string },
  elapsedMs: number,
): bigint {
  const asOf = Date.parse(stake.asOf);
  const until = Math.min(asOf + Math.max(0, elapsedMs), Date.parse(stake.endsAt));
  const seconds = Math.max(0, Math.floor((until - asOf) / 1000));
  return BigInt(stake.expectedReward.value) + BigInt(stake.rewardPerSecond) * BigInt(seconds);
}

/** Whether the stake's lock period is over, judged on the chain's time of the answer. */
export const unlocked = (stake: { unlockAt: string; asOf: string }) => Date.parse(stake.unlockAt) <= Date.parse(stake.asOf);

/** A reward for display: at most six decimals (it grows every second), written as prices are. */
export function displayReward(value: bigint, decimals: number): string {
  return formatUnits(value.toString(), decimals, 6);
}

/** An activity's amount (funded, remaining) in its reward token, written as prices are: "100,000 TUSD". */
export function activityAmount({ value }: { value: string }, token: { symbol: string; decimals: number }): string {
  return `${formatUnits(value, token.decimals)} ${token.symbol}`;
}
