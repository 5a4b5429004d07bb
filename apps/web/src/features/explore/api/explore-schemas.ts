import { z } from 'zod';

// The web's own copy of the explore list shapes (GET /v1/nfts, GET /v1/collections): a change on
// the server shows up as a parse error here rather than as `undefined` deep inside a card.

const mediaSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ExploreMedia = z.infer<typeof mediaSchema>;

const priceSchema = z.object({ price: z.string(), currency: z.string().nullable() });

export const exploreNftSchema = z.object({
  chain: z.string(),
  chainName: z.string(),
  contractAddress: z.string(),
  tokenId: z.string(),
  standard: z.string(),
  name: z.string().nullable(),
  image: mediaSchema.nullable(),
  collection: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  owner: z.string().nullable(),
  ownerCount: z.number().int(),
  supply: z.string(),
  bestListing: priceSchema.extend({ kind: z.string() }).nullable(),
  createdAt: z.string(),
});
export type ExploreNft = z.infer<typeof exploreNftSchema>;

export const collectionStatsSchema = z.object({
  items: z.number().int(),
  owners: z.number().int(),
  floorPrice: z.string().nullable(),
  volume: z.string(),
  volume7d: z.string(),
  sales: z.number().int(),
});

export const exploreCollectionSchema = z.object({
  id: z.number().int(),
  chain: z.string(),
  chainName: z.string(),
  contractAddress: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  creator: z.string(),
  royaltyBps: z.number().int(),
  royaltyAddress: z.string().nullable(),
  paymentToken: z.string().nullable(),
  website: z.string().nullable(),
  verified: z.boolean(),
  logo: mediaSchema.nullable(),
  featured: mediaSchema.nullable(),
  banner: mediaSchema.nullable(),
  stats: collectionStatsSchema,
  createdAt: z.string(),
});
export type ExploreCollection = z.infer<typeof exploreCollectionSchema>;

/** `{ items, nextCursor }`: one keyset page. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
