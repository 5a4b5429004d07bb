import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ref, updatedAt } from './columns';
import { nfts } from './nfts';

/**
 * Unlockable content, readable only by the NFT's current owner. A table of its own so that no
 * `select * from nfts` (or `db.query.nfts.findMany()`) can ever return it by accident.
 */
export const nftUnlockables = pgTable('nft_unlockables', {
  nftId: ref('nft_id')
    .primaryKey()
    .references(() => nfts.id, { onDelete: 'cascade' }),
  content: text('content').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
