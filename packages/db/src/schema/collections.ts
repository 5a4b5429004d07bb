import { sql } from 'drizzle-orm';
import { collectionCategories } from '@nft/shared';
import { boolean, check, index, integer, pgEnum, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { address, at, chain, createdAt, id, lowercaseHex, ref, uint256, updatedAt } from './columns';
import { media } from './media';

/** Explore filter categories (one list in @nft/shared); extend with `alter type ... add value` in a migration. */
export const collectionCategory = pgEnum('collection_category', collectionCategories);

/** Rows that explore lists may show: not hidden by moderation, not deleted by the creator. */
const listed = sql`not hidden and deleted_at is null`;

/**
 * A collection lives on one chain. It either has its own contract (`contract_address`) or groups
 * NFTs minted through the platform's shared contract (`contract_address` null). Stats are caches
 * refreshed by the indexer and worker, so explore lists sort without aggregating.
 */
export const collections = pgTable(
  'collections',
  {
    id: id(),
    chain: chain().notNull(),
    creatorAddress: address('creator_address').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description'),
    logoMediaId: ref('logo_media_id').references(() => media.id, { onDelete: 'set null' }),
    featuredMediaId: ref('featured_media_id').references(() => media.id, { onDelete: 'set null' }),
    bannerMediaId: ref('banner_media_id').references(() => media.id, { onDelete: 'set null' }),
    category: collectionCategory('category'),
    // Spec: royalty 0%-10% with 0.01% accuracy, i.e. 0..1000 basis points.
    royaltyBps: integer('royalty_bps').notNull().default(0),
    royaltyAddress: address('royalty_address'),
    // ERC-20 address; null means the chain's native currency.
    paymentToken: address('payment_token'),
    website: text('website'),
    contractAddress: address('contract_address'),
    verified: boolean('verified').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    // Why and when an operator hid the collection (docs/decisions/036).
    hiddenReason: text('hidden_reason'),
    hiddenAt: at('hidden_at'),
    deletedAt: at('deleted_at'),
    itemCount: integer('item_count').notNull().default(0),
    ownerCount: integer('owner_count').notNull().default(0),
    floorPrice: uint256('floor_price'),
    // The floor 24 hours before the last stats refresh, from collection_floor_changes (docs/decisions/075).
    floorPrice24hAgo: uint256('floor_price_24h_ago'),
    volume: uint256('volume').notNull().default('0'),
    volume7d: uint256('volume_7d').notNull().default('0'),
    volume24h: uint256('volume_24h').notNull().default('0'),
    saleCount: integer('sale_count').notNull().default(0),
    statsUpdatedAt: at('stats_updated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('collections_chain_contract_key')
      .on(t.chain, t.contractAddress)
      .where(sql`${t.contractAddress} is not null`),
    index('collections_created_idx').on(t.createdAt, t.id).where(listed),
    // The console's hidden-items list (docs/decisions/036).
    index('collections_hidden_by_operator_idx')
      .on(t.hiddenAt, t.id)
      .where(sql`hidden`),
    index('collections_chain_created_idx').on(t.chain, t.createdAt, t.id).where(listed),
    index('collections_category_created_idx').on(t.category, t.createdAt, t.id).where(listed),
    index('collections_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')).where(listed),
    index('collections_floor_idx').on(t.floorPrice, t.id).where(listed),
    index('collections_volume_idx').on(t.volume, t.id).where(listed),
    index('collections_volume_7d_idx').on(t.volume7d, t.id).where(listed),
    // The ranking by the last 24 hours' volume (GET /v1/collections?sort=volume_24h).
    index('collections_volume_24h_idx').on(t.volume24h, t.id).where(listed),
    index('collections_creator_idx').on(t.creatorAddress, t.createdAt, t.id),
    check('collections_royalty_range', sql`${t.royaltyBps} between 0 and 1000`),
    check('collections_royalty_address', sql`${t.royaltyBps} = 0 or ${t.royaltyAddress} is not null`),
    check('collections_name_length', sql`char_length(${t.name}) between 1 and 100`),
    check('collections_stats_non_negative', sql`${t.itemCount} >= 0 and ${t.ownerCount} >= 0 and ${t.saleCount} >= 0`),
    lowercaseHex('collections_creator_lowercase', t.creatorAddress),
    lowercaseHex('collections_contract_lowercase', t.contractAddress),
  ],
);
