import { z } from 'zod';

/**
 * The web's copy of one activity row. The API answers every activity list (an NFT's history, a
 * collection's, an account's) with this one shape, so the screens parse it with one schema.
 */
export const activitySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  chain: z.string(),
  contractAddress: z.string().nullable(),
  tokenId: z.string().nullable(),
  nft: z.object({ name: z.string().nullable(), image: z.object({ url: z.string(), thumbnailUrl: z.string().nullable() }).nullable() }).nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  quantity: z.string(),
  price: z.string().nullable(),
  currency: z.string().nullable(),
  txHash: z.string().nullable(),
  occurredAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityPageSchema = z.object({ items: z.array(activitySchema), nextCursor: z.string().nullable() });
