import { z } from 'zod';

export const nftDeleteSchema = z.object({
  deleted: z.literal(true),
  hiddenFromMarketplace: z.literal(true).describe('The token still exists on chain; the marketplace no longer shows it'),
});

export type NftDelete = z.output<typeof nftDeleteSchema>;
