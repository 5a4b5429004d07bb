/** Two storage slots written from zero (22,100 gas each) and a margin: what a later block can add to a small call. */
const slotsFromZero = 60_000n;

/**
 * The gas limit a local-chain script or test wallet sends: the node's estimate plus half again, as browser wallets add,
 * plus room for two storage slots written from zero. An estimate holds only for the block it was made in:
 * - a stake, claim or unstake estimated in a staking activity's first second skips the reward update and costs less than
 *   the same call mined a second later (docs/decisions/040-nft-staking-contract.md);
 * - a claim estimated when the reward divides evenly writes no dust; mined a second later it may write the activity's
 *   dust and unallocated reward from zero. On an estimate of 98,040, a claim used 146,953 of its half-again limit
 *   (147,061) and reverted, its reward transfer short of gas, though it passed when replayed on its own block (a CI run
 *   of the indexer's staking test on PostgreSQL).
 */
export function withGasHeadroom(estimate: bigint): bigint {
  return (estimate * 3n) / 2n + slotsFromZero;
}
