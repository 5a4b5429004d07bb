import { z } from 'zod';

// The web's own copy of the NFT detail shapes: a server change shows up as a parse error here.

const mediaSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type NftMedia = z.infer<typeof mediaSchema>;

const priceSchema = z.object({ price: z.string(), currency: z.string().nullable() });

export const nftAttributeSchema = z.object({
  traitType: z.string(),
  value: z.string(),
  displayType: z.string(),
  maxValue: z.string().nullable(),
});
export type NftAttribute = z.infer<typeof nftAttributeSchema>;

export const nftDetailSchema = z.object({
  chain: z.string(),
  chainName: z.string(),
  contractAddress: z.string(),
  tokenId: z.string(),
  standard: z.enum(['ERC-721', 'ERC-1155', 'NRC-721']),
  name: z.string().nullable(),
  description: z.string().nullable(),
  image: mediaSchema.nullable(),
  animation: mediaSchema.nullable(),
  animationMime: z.string().nullable(),
  externalUrl: z.string().nullable(),
  tokenUri: z.string().nullable(),
  frozen: z.boolean(),
  // The royalty a sale pays (the token's ERC-2981 answer, else the collection's setting); shown instead of the collection's.
  royalty: z.object({ bps: z.number().int(), receiver: z.string().nullable(), source: z.enum(['chain', 'collection', 'none']) }),
  collection: z
    .object({
      id: z.number().int(),
      name: z.string(),
      logo: mediaSchema.nullable(),
      verified: z.boolean(),
      royaltyBps: z.number().int(),
      royaltyAddress: z.string().nullable(),
    })
    .nullable(),
  creator: z.string().nullable(),
  owner: z.string().nullable(),
  ownerCount: z.number().int(),
  owners: z.array(z.object({ address: z.string(), balance: z.string() })),
  supply: z.string(),
  attributes: z.array(nftAttributeSchema),
  mint: z.object({ txHash: z.string(), blockNumber: z.number().int(), mintedAt: z.string().nullable() }).nullable(),
  bestListing: priceSchema.extend({ kind: z.string() }).nullable(),
  bestOffer: priceSchema.nullable(),
  lastSale: priceSchema.extend({ at: z.string().nullable() }).nullable(),
  favoriteCount: z.number().int(),
  favorited: z.boolean(),
  isPlatformToken: z.boolean(),
  inTrade: z.boolean(),
  staked: z.boolean(),
  hasUnlockable: z.boolean(),
  explorer: z.object({ contract: z.string().nullable(), token: z.string().nullable(), owner: z.string().nullable(), creator: z.string().nullable() }),
  createdAt: z.string(),
});
export type NftDetail = z.infer<typeof nftDetailSchema>;


export const favoriteStateSchema = z.object({ favorited: z.boolean(), favoriteCount: z.number().int() });
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

export const reportReasons = ['copyright', 'explicit', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportResultSchema = z.object({ id: z.number().int(), reason: z.enum(reportReasons), status: z.literal('open') });

export const unlockableSchema = z.object({ content: z.string(), updatedAt: z.string() });

export const deleteResultSchema = z.object({ deleted: z.literal(true), hiddenFromMarketplace: z.literal(true) });

export const refreshResultSchema = z.object({ queued: z.literal(true), message: z.string() });

/** An NFT's trading history answers the shared activity rows. */
export { activityPageSchema as nftActivityPageSchema, type Activity as NftActivity } from '../../../lib/activity-schema';
