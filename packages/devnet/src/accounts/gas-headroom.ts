/**
 * The gas limit a local-chain script or test wallet sends: the node's estimate plus half again, as browser wallets add.
 * An estimate holds only for the block it was made in. A stake, claim or unstake estimated in a staking activity's
 * first second skips the reward update and costs less than the same call mined a second later
 * (docs/decisions/040-nft-staking-contract.md), so the bare estimate ran out of gas now and then.
 */
export function withGasHeadroom(estimate: bigint): bigint {
  return (estimate * 3n) / 2n;
}
