import { z } from 'zod';
import { cursorField, limitField } from '../../http/query-fields';

export const accountNftTabs = ['collected', 'created', 'favorited'] as const;
export type AccountNftTab = (typeof accountNftTabs)[number];

export const accountNftsQuerySchema = z.object({
  tab: z
    .enum(accountNftTabs)
    .default('collected')
    .describe('collected: tokens the address holds, most recently received first; created: NFTs it created, newest first; favorited: most recently favourited first'),
  limit: limitField,
  cursor: cursorField,
});

export type AccountNftsQuery = z.output<typeof accountNftsQuerySchema>;

export const accountListQuerySchema = z.object({ limit: limitField, cursor: cursorField });

export type AccountListQuery = z.output<typeof accountListQuerySchema>;
