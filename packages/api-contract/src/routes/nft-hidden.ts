import { z } from 'zod';
import { nftSchema } from './nfts';

/** The most hidden NFTs one answer lists; hiding is a rare, manual act, so one list is enough. */
export const hiddenNftLimit = 200;

export const hiddenNftListSchema = z.object({
  items: z
    .array(nftSchema.extend({ chainName: z.string() }))
    .describe(`NFTs the caller holds and hid, most recently hidden first (at most ${hiddenNftLimit})`),
});

export const nftRestoreSchema = z.object({
  restored: z.literal(true).describe('The marketplace shows the NFT again'),
});

export type HiddenNftList = z.output<typeof hiddenNftListSchema>;
export type NftRestore = z.output<typeof nftRestoreSchema>;
