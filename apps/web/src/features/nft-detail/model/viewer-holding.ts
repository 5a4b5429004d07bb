import type { NftDetail } from '../api/nft-detail-schemas';
import { sameAddress } from '../../../lib/same-address';

/**
 * How many copies the connected address holds, from the holders the detail lists (the largest 100;
 * an ERC-1155 with more holders may miss a small one, and the server still checks on every action).
 */
export function viewerBalance(nft: Pick<NftDetail, 'owners'>, viewer: string | undefined): bigint {
  const holding = nft.owners.find((entry) => sameAddress(entry.address, viewer));
  return holding ? BigInt(holding.balance) : 0n;
}
