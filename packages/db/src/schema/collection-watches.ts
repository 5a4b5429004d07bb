import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { collections } from './collections';
import { createdAt, ref } from './columns';

/**
 * An account's watchlist: the collections it follows, private to it (docs/product.md "Watchlist";
 * docs/decisions/072-collection-watchlist.md). One row per pair; the API keeps at most 200 per account.
 */
export const collectionWatches = pgTable(
  'collection_watches',
  {
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    collectionId: ref('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'collection_watches_pkey', columns: [t.accountId, t.collectionId] }),
    // The watchlist reads an account's rows newest first, in index order.
    index('collection_watches_account_created_idx').on(t.accountId, t.createdAt, t.collectionId),
    // A collection removed for good takes its rows with it (the cascade looks them up by collection).
    index('collection_watches_collection_idx').on(t.collectionId),
  ],
);
