import { z } from 'zod';

export const nftUnlockableSchema = z.object({
  content: z.string().describe('The unlockable content; readable only by a current owner'),
  updatedAt: z.string().describe('ISO 8601'),
});

export type NftUnlockable = z.output<typeof nftUnlockableSchema>;
