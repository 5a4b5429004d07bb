import type { MediaObject, NftListItem, CollectionListItem } from '@nft/api-contract';

// The explore list shapes (GET /v1/nfts, GET /v1/collections) come from the API contract, so a
// server change is a type error here rather than `undefined` deep inside a card.
// Types only: the web reads answers by type (docs/decisions/042-web-reads-answers-by-type.md).
export type {
  nftListPageSchema as exploreNftPageSchema,
  collectionListPageSchema as exploreCollectionPageSchema,
  collectionListItemSchema as exploreCollectionSchema,
  collectionStatsSchema,
} from '@nft/api-contract';

export type ExploreMedia = MediaObject;
export type ExploreNft = NftListItem;
export type ExploreCollection = CollectionListItem;
