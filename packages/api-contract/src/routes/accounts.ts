import { z } from 'zod';
import { pageSchema } from '../fields/page';
import { chainListField, cursorField, enumListField, idListField, limitField, searchField } from '../fields/query-fields';
import { collectionSchema } from './collections';
import { nftStatuses } from './nft-list';
import { nftSchema } from './nfts';

export const accountNftTabs = ['collected', 'created', 'favorited'] as const;
export type AccountNftTab = (typeof accountNftTabs)[number];

/** OpenSea's profile sorts: the tab's own order, then price either way and the best offer. */
export const accountNftSorts = ['recent', 'price_asc', 'price_desc', 'best_offer'] as const;
export type AccountNftSort = (typeof accountNftSorts)[number];

export const accountNftsQuerySchema = z.object({
  tab: z
    .enum(accountNftTabs)
    .default('collected')
    .describe(
      'collected: tokens the address holds, most recently received first; created: NFTs it created, newest first; favorited: most recently favourited first',
    ),
  sort: z
    .enum(accountNftSorts)
    .default('recent')
    .describe(
      "recent: the tab's own time (received, created or favourited), latest first; price_asc / price_desc: by best listing price, " +
        'items not on sale after them; best_offer: the highest offer first, items without one after them',
    ),
  chain: chainListField,
  collection: idListField.describe('One or more collection ids (repeat the parameter or separate with commas)'),
  status: enumListField(nftStatuses).describe('buy_now, on_auction, has_offers, new; an item matches any of those given'),
  search: searchField,
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

export const accountTabCollectionsQuerySchema = z.object({
  tab: z.enum(accountNftTabs).default('collected').describe('Whose items are counted: held, created or favourited by the address'),
});

/** The collections of a tab's items, with how many of them each holds: the account toolbar's collection picker. */
export const accountTabCollectionsSchema = z.object({
  items: z
    .array(z.object({ id: z.number().int(), name: z.string(), chain: z.string(), count: z.number().int() }))
    .describe('Most items first, then by name; at most 100'),
});

export type AccountTabCollections = z.infer<typeof accountTabCollectionsSchema>;
