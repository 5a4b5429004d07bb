import { lazy, Suspense } from 'react';
import type { NftDetail } from '../api/nft-detail-schemas';

// Only the owner sees this panel; its listing code (cancel, lower price, Seaport signing) loads for them
// alone, not with every visitor's first screen (docs/decisions/033-first-load-javascript.md).
const OwnerListingsPanel = lazy(() => import('../../sell').then((module) => ({ default: module.OwnerListingsPanel })));

/** The owner's "List for sale" and open listings of this NFT (the sell feature's panel). */
export function OwnerListings({ nft, owner }: { nft: NftDetail; owner: string | undefined }) {
  if (!owner || nft.chain === 'nuls') return null;
  return (
    <Suspense fallback={null}>
      <OwnerListingsPanel chain={nft.chain} contractAddress={nft.contractAddress} tokenId={nft.tokenId} owner={owner} />
    </Suspense>
  );
}
