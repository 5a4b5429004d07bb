import type { z } from 'zod';
import type { MediaObject, nftAttributeSchema as nftAttributeSchemaForType } from '@nft/api-contract';

// The NFT detail shapes come from the API contract: a server change is a type error here. Types only:
// the web reads answers by type (docs/decisions/042-web-reads-answers-by-type.md).
export type {
  nftDetailSchema,
  nftAttributeSchema,
  nftFavoriteSchema as favoriteStateSchema,
  nftReportSchema as reportResultSchema,
  nftUnlockableSchema as unlockableSchema,
  nftDeleteSchema as deleteResultSchema,
  nftRefreshSchema as refreshResultSchema,
  NftDetail,
  NftFavorite as FavoriteState,
} from '@nft/api-contract';
export { reportReasons, type ReportReason } from '@nft/shared';
export type NftMedia = MediaObject;
export type NftAttribute = z.infer<typeof nftAttributeSchemaForType>;

/** An NFT's trading history answers the shared activity rows. */
export type { activityPageSchema as nftActivityPageSchema, Activity as NftActivity } from '../../../lib/activity-schema';
