import type { MediaObject, NftListItem, CollectionListItem } from '@nft/api-contract';

// The explore list shapes (GET /v1/nfts, GET /v1/collections) come from the API contract, so a
// server change is a type error here rather than `undefined` deep inside a card.
export {
  nftListItemSchema as exploreNftSchema,
  collectionListItemSchema as exploreCollectionSchema,
  collectionStatsSchema,
  pageSchema,
} from '@nft/api-contract';

export type ExploreMedia = MediaObject;
export type ExploreNft = NftListItem;
export type ExploreCollection = CollectionListItem;
