import { z } from 'zod';

export const nftRefreshSchema = z.object({
  queued: z.literal(true),
  message: z.string().describe('What the user should do next'),
});

export type NftRefresh = z.output<typeof nftRefreshSchema>;
