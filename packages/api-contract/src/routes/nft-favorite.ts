import { z } from 'zod';

export const nftFavoriteSchema = z.object({
  favorited: z.boolean().describe("The caller's state after the request"),
  favoriteCount: z.number().int().describe('How many accounts favourited the NFT'),
});

export type NftFavorite = z.output<typeof nftFavoriteSchema>;
