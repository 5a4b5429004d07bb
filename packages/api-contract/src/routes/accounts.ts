import { z } from 'zod';
import { pageSchema } from '../fields/page';
import { cursorField, limitField } from '../fields/query-fields';
import { collectionSchema } from './collections';
import { nftSchema } from './nfts';

export const accountNftTabs = ['collected', 'created', 'favorited'] as const;
export type AccountNftTab = (typeof accountNftTabs)[number];

export const accountNftsQuerySchema = z.object({
  tab: z
    .enum(accountNftTabs)
    .default('collected')
    .describe(
      'collected: tokens the address holds, most recently received first; created: NFTs it created, newest first; favorited: most recently favourited first',
    ),
  limit: limitField,
  cursor: cursorField,
});

export type AccountNftsQuery = z.output<typeof accountNftsQuerySchema>;

export const accountListQuerySchema = z.object({ limit: limitField, cursor: cursorField });

export type AccountListQuery = z.output<typeof accountListQuerySchema>;

const chainName = z.string().describe("The chain's display name, for the chain badge");

/** Account lists carry the chain's name like explore lists, so the same cards show them. */
export const accountNftPageSchema = pageSchema(nftSchema.extend({ chainName }));
export const accountCollectionPageSchema = pageSchema(collectionSchema.extend({ chainName }));
