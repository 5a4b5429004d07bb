import type { NftDetail } from '@nft/api-contract';

/** How many copies `address` holds according to the marketplace (the single owner of an ERC-721, else the holders list). */
export function holdingOf(nft: Pick<NftDetail, 'owner' | 'owners'>, address: string): bigint {
  const lower = address.toLowerCase();
  if (nft.owner) return nft.owner.toLowerCase() === lower ? 1n : 0n;
  const entry = nft.owners.find((owner) => owner.address.toLowerCase() === lower);
  return entry ? BigInt(entry.balance) : 0n;
}
