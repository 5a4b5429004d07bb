import type { ContestSummary } from '@nft/api-contract';

/** The prize pool as one line, per token: "2800 USDT + 1 ETH"; empty without prizes. */
export function prizePoolText(pool: ContestSummary['prizePool']): string {
  return pool.map(({ amount, token }) => `${amount} ${token}`).join(' + ');
}
