import { collectionCategories } from '@nft/shared';

// The explore vocabulary shared with the API (GET /v1/nfts and GET /v1/collections query values).

export const nftSorts = ['newest', 'recently_listed', 'recently_sold', 'price_asc', 'price_desc', 'hottest', 'oldest'] as const;

/** A collection's items also sort by rarity: ranks compare within one collection only. */
export const collectionItemSorts = [...nftSorts, 'rarity'] as const;
export type NftSort = (typeof collectionItemSorts)[number];

export const nftStatuses = ['buy_now', 'on_auction', 'has_offers', 'new'] as const;
export type NftStatus = (typeof nftStatuses)[number];

export const collectionSorts = ['newest', 'oldest', 'volume_24h', 'hottest', 'volume', 'floor', 'floor_desc'] as const;
export type CollectionSort = (typeof collectionSorts)[number];

/** Collection categories; the :type of /collections/:type is one of these or "all". */
export const categories = collectionCategories;
export type Category = (typeof categories)[number];

export const allCategories = 'all' as const;

export function isCategory(value: string): value is Category {
  return (categories as readonly string[]).includes(value);
}
