import { OwnerListingsPanel } from '../../sell';
import type { NftDetail } from '../api/nft-detail-schemas';

/** The owner's "List for sale" and open listings of this NFT (the sell feature's panel). */
export function OwnerListings({ nft, owner }: { nft: NftDetail; owner: string | undefined }) {
  if (!owner || nft.chain === 'nuls') return null;
  return <OwnerListingsPanel chain={nft.chain} contractAddress={nft.contractAddress} tokenId={nft.tokenId} owner={owner} />;
}
