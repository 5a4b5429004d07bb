import type { ExploreNft } from '../api/explore-schemas';
import { CardGrid } from './card-grid';
import { NftCard } from './nft-card';

const firstRow = 4;

/** NFT cards in the shared grid, with skeleton cards while a page loads. */
export function NftGrid({ items, loading = false }: { items: ExploreNft[]; loading?: boolean }) {
  return (
    <CardGrid skeletons={loading ? 8 : 0}>
      {/* The first row is on the first screen: its pictures (the page's largest paint) load at once. */}
      {items.map((nft, index) => (
        <NftCard key={`${nft.chain}/${nft.contractAddress}/${nft.tokenId}`} nft={nft} eager={index < firstRow} />
      ))}
    </CardGrid>
  );
}
