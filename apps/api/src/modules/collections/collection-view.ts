import type { MediaLookup } from '../media/media.repository';
import type { CollectionRow } from './collections.repository';
import type { Collection } from '@nft/api-contract';

/** The media ids a collection row refers to, for one batched lookup per page. */
export function collectionMediaIds(row: CollectionRow): (number | null)[] {
  return [row.logoMediaId, row.featuredMediaId, row.bannerMediaId];
}

/** A collection row as the API shows it. */
export function toCollection(row: CollectionRow, media: MediaLookup): Collection {
  return {
    id: row.id,
    chain: row.chain,
    contractAddress: row.contractAddress,
    name: row.name,
    description: row.description,
    category: row.category,
    creator: row.creatorAddress,
    royaltyBps: row.royaltyBps,
    royaltyAddress: row.royaltyAddress,
    paymentToken: row.paymentToken,
    website: row.website,
    verified: row.verified,
    logo: media(row.logoMediaId),
    featured: media(row.featuredMediaId),
    banner: media(row.bannerMediaId),
    stats: {
      items: row.itemCount,
      owners: row.ownerCount,
      floorPrice: row.floorPrice,
      floorPrice24hAgo: row.floorPrice24hAgo,
      volume: row.volume,
      volume7d: row.volume7d,
      volume24h: row.volume24h,
      sales: row.saleCount,
    },
    createdAt: row.createdAt.toISOString(),
  };
}
