import type { ExploreNft } from '../api/explore-schemas';
import { CardGrid } from './card-grid';
import { NftCard } from './nft-card';

/** NFT cards in the shared grid, with skeleton cards while a page loads. */
export function NftGrid({ items, loading = false }: { items: ExploreNft[]; loading?: boolean }) {
  return (
    <CardGrid skeletons={loading ? 8 : 0}>
      {items.map((nft) => (
        <NftCard key={`${nft.chain}/${nft.contractAddress}/${nft.tokenId}`} nft={nft} />
      ))}
    </CardGrid>
  );
}
