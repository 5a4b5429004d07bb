import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { address, at, chain, createdAt, id, lowercaseHex, ref, uint256 } from './columns';
import { collections } from './collections';
import { nfts } from './nfts';

/**
 * What a creator prepared in "Create NFT" before signing the mint: the token URI handed to the
 * platform contract, the collection to file the token under and its unlockable content. The chain
 * decides the token id, so the indexer links the draft when it sees the platform `Minted` event
 * with this creator and token URI (`nft_id` is then set and the draft is spent).
 */
export const nftDrafts = pgTable(
  'nft_drafts',
  {
    id: id(),
    // The id public URLs use (the non-frozen metadata route): random, so drafts cannot be counted.
    publicId: uuid('public_id').notNull().defaultRandom(),
    chain: chain().notNull(),
    creatorAddress: address('creator_address').notNull(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    collectionId: ref('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    tokenUri: text('token_uri').notNull(),
    // The metadata document the token URI serves (also kept for frozen drafts, whose URI is content-addressed).
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull(),
    // Copies: 1 mints on the platform ERC-721, more on the platform ERC-1155.
    supply: uint256('supply').notNull().default('1'),
    // Frozen drafts point at content-addressed metadata that can never change.
    frozen: boolean('frozen').notNull().default(false),
    unlockableContent: text('unlockable_content'),
    nftId: ref('nft_id').references(() => nfts.id, { onDelete: 'set null' }),
    mintedAt: at('minted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('nft_drafts_public_id_key').on(t.publicId),
    // The indexer's lookup: the oldest unspent draft of this creator with this URI on this chain.
    index('nft_drafts_pending_idx')
      .on(t.chain, t.creatorAddress, t.tokenUri, t.id)
      .where(sql`nft_id is null`),
    index('nft_drafts_account_idx').on(t.accountId, t.createdAt),
    lowercaseHex('nft_drafts_creator_lowercase', t.creatorAddress),
  ],
);
