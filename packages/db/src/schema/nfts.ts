import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { address, at, blockNumber, chain, createdAt, hash, id, lowercaseHex, ref, uint256, updatedAt } from './columns';
import { collections } from './collections';
import { contracts, contractStandard } from './contracts';
import { media } from './media';
import { orderKind } from './orders';

/** Where the metadata worker stands with an NFT's token URI. `invalid` = refused (unsafe or malformed). */
export const metadataStatus = pgEnum('metadata_status', ['pending', 'fetched', 'failed', 'invalid']);

/** What explore lists may show. */
const visible = sql`not hidden and not burned and deleted_at is null`;
const listedForSale = sql`best_listing_price is not null and not hidden and not burned and deleted_at is null`;
const withOffers = sql`best_offer_price is not null and not hidden and not burned and deleted_at is null`;

/**
 * One token of one contract. The token id is numeric(78,0): it holds any uint256 exactly and sorts
 * and ranges numerically (batch migration ranges, "token 2 before token 10"). The best listing and
 * offer are caches maintained with the order book, so explore lists sort by price without joins.
 */
export const nfts = pgTable(
  'nfts',
  {
    id: id(),
    chain: chain().notNull(),
    contractAddress: address('contract_address').notNull(),
    tokenId: uint256('token_id').notNull(),
    standard: contractStandard('standard').notNull(),
    collectionId: ref('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    creatorAddress: address('creator_address'),
    name: varchar('name', { length: 200 }),
    description: text('description'),
    tokenUri: text('token_uri'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    imageMediaId: ref('image_media_id').references(() => media.id, { onDelete: 'set null' }),
    animationMediaId: ref('animation_media_id').references(() => media.id, { onDelete: 'set null' }),
    // Untrusted URLs from the metadata; the worker fetches them into media, the web shows media.
    imageSourceUrl: text('image_source_url'),
    animationSourceUrl: text('animation_source_url'),
    externalUrl: text('external_url'),
    frozen: boolean('frozen').notNull().default(false),
    // ERC-2981 royaltyInfo read from the chain (basis points of a sale and its receiver); null when the
    // contract does not implement it or it was not read yet, and then the collection's setting applies.
    royaltyBps: integer('royalty_bps'),
    royaltyReceiver: address('royalty_receiver'),
    royaltyReadAt: at('royalty_read_at'),
    // Copies (ERC-1155 total supply); 1 for ERC-721 and NRC-721.
    supply: uint256('supply').notNull().default('1'),
    hidden: boolean('hidden').notNull().default(false),
    // Why and when an operator hid the NFT (docs/decisions/036); the owner sees the reason on its page.
    hiddenReason: text('hidden_reason'),
    hiddenAt: at('hidden_at'),
    burned: boolean('burned').notNull().default(false),
    deletedAt: at('deleted_at'),
    metadataStatus: metadataStatus('metadata_status').notNull().default('pending'),
    metadataError: text('metadata_error'),
    metadataRefreshedAt: at('metadata_refreshed_at'),
    mintedBlockNumber: blockNumber('minted_block_number'),
    mintedBlockHash: hash('minted_block_hash'),
    mintedTxHash: hash('minted_tx_hash'),
    mintedAt: at('minted_at'),
    bestListingOrderHash: hash('best_listing_order_hash'),
    bestListingPrice: uint256('best_listing_price'),
    bestListingCurrency: address('best_listing_currency'),
    bestListingKind: orderKind('best_listing_kind'),
    listedAt: at('listed_at'),
    // The highest active offer that this token can fill, per copy: offers on the token itself, on its
    // whole collection and on a trait it has (docs/product.md "Offers"); the indexer and the offer
    // intake keep it with refreshBestOffers.
    bestOfferOrderHash: hash('best_offer_order_hash'),
    bestOfferPrice: uint256('best_offer_price'),
    bestOfferCurrency: address('best_offer_currency'),
    // Active offers and bids naming this very token (collection and trait offers left out): "hottest".
    offerCount: integer('offer_count').notNull().default(0),
    lastSalePrice: uint256('last_sale_price'),
    lastSaleCurrency: address('last_sale_currency'),
    lastSaleAt: at('last_sale_at'),
    favoriteCount: integer('favorite_count').notNull().default(0),
    // Rank by rarity within the collection, 1 the rarest, ties sharing a rank (docs/product.md "Rarity"); null outside a
    // collection or in one whose items have no text traits. The collection-rarity job keeps it.
    rarityRank: integer('rarity_rank'),
    // Sales in the last 7 days (the indexer counts them on each sale and the book job ages them out).
    sales7d: integer('sales_7d').notNull().default(0),
    // "Hottest" (docs/product.md, docs/decisions/017): most sales in the last 7 days first, then most
    // open offers and bids on the token, then most favourites. All three packed into one generated
    // column so the sort is one keyset index (offers and favourites capped at 2^20 - 1 each).
    heat: bigint('heat', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(
        sql`sales_7d::bigint * 1099511627776 + least(offer_count, 1048575)::bigint * 1048576 + least(favorite_count, 1048575)`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('nfts_token_key').on(t.chain, t.contractAddress, t.tokenId),
    foreignKey({ name: 'nfts_contract_fk', columns: [t.chain, t.contractAddress], foreignColumns: [contracts.chain, contracts.address] }),
    index('nfts_created_idx').on(t.createdAt, t.id).where(visible),
    // The console's hidden-items list (docs/decisions/036).
    index('nfts_hidden_by_operator_idx')
      .on(t.hiddenAt, t.id)
      .where(sql`hidden`),
    index('nfts_chain_created_idx').on(t.chain, t.createdAt, t.id).where(visible),
    index('nfts_collection_created_idx').on(t.collectionId, t.createdAt, t.id).where(visible),
    index('nfts_creator_created_idx').on(t.creatorAddress, t.createdAt, t.id),
    index('nfts_heat_idx').on(t.heat, t.id).where(visible),
    // Collection detail sorted by hottest.
    index('nfts_collection_heat_idx').on(t.collectionId, t.heat, t.id).where(visible),
    // Explore search by name (pg_trgm, so `ilike '%term%'` uses an index at any scale).
    index('nfts_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')).where(visible),
    index('nfts_price_idx').on(t.bestListingPrice, t.id).where(listedForSale),
    // One chain sorted by price across its currencies, and one chain sorted by hottest (explore).
    index('nfts_chain_price_only_idx').on(t.chain, t.bestListingPrice, t.id).where(listedForSale),
    index('nfts_chain_heat_idx').on(t.chain, t.heat, t.id).where(visible),
    index('nfts_chain_price_idx').on(t.chain, t.bestListingCurrency, t.bestListingPrice, t.id).where(listedForSale),
    index('nfts_collection_price_idx').on(t.collectionId, t.bestListingPrice, t.id).where(listedForSale),
    // Explore's "recently listed" and "recently sold" sorts (docs/product.md "Explore"): only tokens on sale, or sold once.
    index('nfts_listed_idx')
      .on(t.listedAt, t.id)
      .where(sql`listed_at is not null and ${listedForSale}`),
    index('nfts_sold_idx')
      .on(t.lastSaleAt, t.id)
      .where(sql`last_sale_at is not null and ${visible}`),
    // A collection's items by rarity, rarest first.
    index('nfts_collection_rarity_idx')
      .on(t.collectionId, t.rarityRank, t.id)
      .where(sql`rarity_rank is not null and ${visible}`),
    // Explore's "has offers" filter, newest first (the default sort).
    index('nfts_offers_created_idx').on(t.createdAt, t.id).where(withOffers),
    index('nfts_metadata_queue_idx')
      .on(t.metadataStatus, t.metadataRefreshedAt)
      .where(sql`metadata_status in ('pending', 'failed')`),
    index('nfts_minted_block_idx')
      .on(t.chain, t.mintedBlockNumber)
      .where(sql`minted_block_number is not null`),
    check('nfts_supply_positive', sql`${t.supply} > 0`),
    check('nfts_token_id_non_negative', sql`${t.tokenId} >= 0`),
    check('nfts_minted_block_pair', sql`(${t.mintedBlockNumber} is null) = (${t.mintedBlockHash} is null)`),
    check('nfts_royalty_bps_range', sql`${t.royaltyBps} is null or ${t.royaltyBps} between 0 and 10000`),
    check('nfts_favorite_count_non_negative', sql`${t.favoriteCount} >= 0`),
    check('nfts_sales_7d_non_negative', sql`${t.sales7d} >= 0`),
    check('nfts_offer_count_non_negative', sql`${t.offerCount} >= 0`),
    lowercaseHex('nfts_contract_lowercase', t.contractAddress),
    lowercaseHex('nfts_creator_lowercase', t.creatorAddress),
    lowercaseHex('nfts_royalty_receiver_lowercase', t.royaltyReceiver),
  ],
);
