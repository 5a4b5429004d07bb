import { z } from 'zod';
import { exploreCollectionSchema, exploreNftSchema, pageSchema } from '../../explore/api/explore-schemas';

export const accountNftPageSchema = pageSchema(exploreNftSchema);
export const accountCollectionPageSchema = pageSchema(exploreCollectionSchema);

const mediaSchema = z.object({ url: z.string(), thumbnailUrl: z.string().nullable(), width: z.number().int().nullable(), height: z.number().int().nullable() });

/** One row of GET /v1/accounts/:address/activity (the web's own copy). */
export const accountActivitySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  chain: z.string(),
  contractAddress: z.string().nullable(),
  tokenId: z.string().nullable(),
  nft: z.object({ name: z.string().nullable(), image: mediaSchema.nullable() }).nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  quantity: z.string(),
  price: z.string().nullable(),
  currency: z.string().nullable(),
  txHash: z.string().nullable(),
  occurredAt: z.string(),
});
export type AccountActivity = z.infer<typeof accountActivitySchema>;
export const accountActivityPageSchema = pageSchema(accountActivitySchema);

/** Account tabs served by GET /v1/accounts/:address/nfts. */
export type AccountNftTab = 'collected' | 'created' | 'favorited';
