import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, ref } from './columns';
import { nfts } from './nfts';

/** An account's favourited NFTs (the "favorited" account tab); one row per pair. */
export const favorites = pgTable(
  'favorites',
  {
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    nftId: ref('nft_id')
      .notNull()
      .references(() => nfts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'favorites_pkey', columns: [t.accountId, t.nftId] }),
    // (created_at, nft_id) is the favorited tab's keyset, so pages come in index order.
    index('favorites_account_created_idx').on(t.accountId, t.createdAt, t.nftId),
    index('favorites_nft_idx').on(t.nftId),
  ],
);
