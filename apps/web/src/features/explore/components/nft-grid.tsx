import { memo } from 'react';
import type { ExploreNft } from '../api/explore-schemas';
import { CardGrid } from './card-grid';
import { NftCard } from './nft-card';

const firstRow = 4;

/**
 * NFT cards in the shared grid, with skeleton cards while a page loads. Memoised: while a new page
 * renders as a transition (hooks/use-shown-items.ts), the urgent render before it leaves the grid as it was.
 */
export const NftGrid = memo(function NftGrid({ items, loading = false }: { items: ExploreNft[]; loading?: boolean }) {
  return (
    <CardGrid skeletons={loading ? 8 : 0} phoneColumns={2}>
      {/* The first row is on the first screen: its pictures (the page's largest paint) load at once. */}
      {items.map((nft, index) => (
        <NftCard key={`${nft.chain}/${nft.contractAddress}/${nft.tokenId}`} nft={nft} eager={index < firstRow} />
      ))}
    </CardGrid>
  );
});
