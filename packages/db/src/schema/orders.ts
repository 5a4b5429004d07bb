import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { orderKinds, orderTargets } from '@nft/shared';
import { address, at, blockNumber, chain, createdAt, hash, implies, lowercaseHex, ref, uint256, updatedAt } from './columns';
import { collections } from './collections';

/** Seaport 1.6 on EVM chains; the NULS exchange (Wyvern-style orders hashed by `hashToSign_`) on NULS. */
export const orderProtocol = pgEnum('order_protocol', ['seaport', 'nuls']);
/** A listing sells an item; an offer buys one; a bid buys an item on auction. */
export const orderSide = pgEnum('order_side', ['listing', 'offer', 'bid']);
/** How a listing prices itself over time; offers and bids are always fixed. */
export const orderKind = pgEnum('order_kind', orderKinds);
/** What an offer buys (docs/product.md "Trading"): one token, any of the collection, any with a trait. */
export const orderTarget = pgEnum('order_target', orderTargets);
/** `inactive` orders may come back (balance or approval restored); the others are final. */
export const orderStatus = pgEnum('order_status', ['active', 'inactive', 'filled', 'cancelled', 'expired']);
export const orderStatusReason = pgEnum('order_status_reason', [
  'no_balance',
  'no_approval',
  // SECURITY #4: a listing whose maker lost the item is cancelled for good, never revived.
  'maker_lost_item',
  'counter_incremented',
  'cancelled_on_chain',
  'cancelled_by_maker',
]);

const open = sql`status in ('active', 'inactive')`;

/**
 * The order book of both protocols in one table, so explore lists, status changes, fills and
 * activity work the same everywhere. Shared economics are columns; each protocol's full signed
 * payload is kept in `parameters` (Seaport OrderComponents or the NULS order fields). Orders are
 * identified by their EIP-712 (or `hashToSign_`) hash, never by signature bytes.
 */
export const orders = pgTable(
  'orders',
  {
    chain: chain().notNull(),
    orderHash: hash('order_hash').notNull(),
    protocol: orderProtocol('protocol').notNull(),
    side: orderSide('side').notNull(),
    kind: orderKind('kind').notNull().default('fixed'),
    maker: address('maker').notNull(),
    // Private sale: only this address may fill.
    taker: address('taker'),
    contractAddress: address('contract_address').notNull(),
    // Null for a collection or trait offer.
    tokenId: uint256('token_id'),
    target: orderTarget('target').notNull().default('item'),
    // Trait offers: the attribute the token must have, and the merkle root over the matching token ids
    // (sorted, keccak256 of each 32-byte id) that the offer's criteria item carries.
    traitType: text('trait_type'),
    traitValue: text('trait_value'),
    criteriaRoot: hash('criteria_root'),
    collectionId: ref('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    quantity: uint256('quantity').notNull().default('1'),
    filledQuantity: uint256('filled_quantity').notNull().default('0'),
    // ERC-20 address, or the zero address for the native currency.
    currency: address('currency').notNull(),
    // Total for the whole quantity, in the currency's base units; a declining listing moves
    // linearly from start to end price between start and end time.
    startPrice: uint256('start_price').notNull(),
    endPrice: uint256('end_price').notNull(),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    // The marketplace fee and creator royalty this order pays, as consideration items (Seaport) to
    // these recipients; basis points of the price. Null for orders that pay none.
    feeRecipient: address('fee_recipient'),
    feeBps: integer('fee_bps'),
    royaltyRecipient: address('royalty_recipient'),
    royaltyBps: integer('royalty_bps'),
    // Seaport only: the zone that authorises fills (the marketplace's signed zone).
    zone: address('zone'),
    // Seaport only: counters cancel in bulk, the conduit holds the approvals.
    counter: uint256('counter'),
    conduitKey: hash('conduit_key'),
    salt: text('salt').notNull(),
    signature: text('signature').notNull(),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull(),
    // A bid points at the auction listing it bids on.
    parentOrderHash: hash('parent_order_hash'),
    // English auctions: when bidding closes. Starts at the seller's end time and moves later when a bid
    // arrives in the last minutes (AUCTION_EXTENSION_SECONDS); the signed order's own `end_time` is later
    // still, so the settlement can fill it after bidding closes.
    auctionEndTime: at('auction_end_time'),
    // The settlement job's last failed attempt, so operators see why an ended auction is still open.
    settlementError: text('settlement_error'),
    status: orderStatus('status').notNull().default('active'),
    statusReason: orderStatusReason('status_reason'),
    // Set when a block changed the status (fill, cancel, counter), so a reorg can reopen the order.
    statusBlockNumber: blockNumber('status_block_number'),
    statusBlockHash: hash('status_block_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'orders_pkey', columns: [t.chain, t.orderHash] }),
    index('orders_item_idx').on(t.chain, t.contractAddress, t.tokenId, t.side, t.status, t.startPrice),
    index('orders_maker_idx').on(t.maker, t.status, t.createdAt),
    // The book's own order (GET /v1/orders: newest first, ties by chain and hash), for lists not narrowed
    // to a token or a maker: a keyset page is a seek instead of a sort of every order (migration 0020).
    index('orders_created_idx').on(t.createdAt, t.chain, t.orderHash),
    index('orders_chain_created_idx').on(t.chain, t.createdAt, t.orderHash),
    index('orders_taker_idx')
      .on(t.taker)
      .where(sql`${t.taker} is not null`),
    index('orders_collection_price_idx').on(t.collectionId, t.side, t.status, t.startPrice, t.orderHash),
    index('orders_open_end_time_idx').on(t.endTime).where(open),
    index('orders_open_counter_idx').on(t.chain, t.maker, t.counter).where(open),
    index('orders_auction_end_idx')
      .on(t.auctionEndTime)
      .where(sql`${t.auctionEndTime} is not null and status in ('active', 'inactive')`),
    index('orders_parent_idx')
      .on(t.parentOrderHash)
      .where(sql`${t.parentOrderHash} is not null`),
    index('orders_status_block_idx')
      .on(t.chain, t.statusBlockNumber)
      .where(sql`${t.statusBlockNumber} is not null`),
    check('orders_prices_positive', sql`${t.startPrice} > 0 and ${t.endPrice} > 0`),
    check('orders_quantity_positive', sql`${t.quantity} > 0 and ${t.filledQuantity} >= 0 and ${t.filledQuantity} <= ${t.quantity}`),
    check('orders_time_window', sql`${t.endTime} > ${t.startTime}`),
    check('orders_listing_has_token', implies(sql`${t.side} = 'listing'`, sql`${t.tokenId} is not null`)),
    check('orders_target_token', sql`(${t.target} = 'item') = (${t.tokenId} is not null)`),
    check('orders_only_offers_target_many', implies(sql`${t.target} <> 'item'`, sql`${t.side} = 'offer'`)),
    check(
      'orders_trait_fields',
      sql`(${t.target} = 'trait') = (${t.traitType} is not null and ${t.traitValue} is not null and ${t.criteriaRoot} is not null)`,
    ),
    check('orders_bid_has_auction', sql`(${t.side} = 'bid') = (${t.parentOrderHash} is not null)`),
    check('orders_auction_end', sql`(${t.kind} = 'auction') = (${t.auctionEndTime} is not null)`),
    check('orders_only_listings_vary', implies(sql`${t.side} <> 'listing'`, sql`${t.kind} = 'fixed'`)),
    lowercaseHex('orders_criteria_root_lowercase', t.criteriaRoot),
    check('orders_price_never_rises', implies(sql`${t.side} = 'listing'`, sql`${t.endPrice} <= ${t.startPrice}`)),
    check('orders_fixed_price_constant', implies(sql`${t.kind} = 'fixed'`, sql`${t.endPrice} = ${t.startPrice}`)),
    check('orders_seaport_fields', implies(sql`${t.protocol} = 'seaport'`, sql`${t.counter} is not null and ${t.conduitKey} is not null`)),
    check(
      'orders_inactive_reason',
      implies(sql`${t.status} = 'inactive'`, sql`${t.statusReason} is not null and ${t.statusReason} in ('no_balance', 'no_approval')`),
    ),
    check('orders_status_block_pair', sql`(${t.statusBlockNumber} is null) = (${t.statusBlockHash} is null)`),
    lowercaseHex('orders_hash_lowercase', t.orderHash),
    lowercaseHex('orders_maker_lowercase', t.maker),
    lowercaseHex('orders_taker_lowercase', t.taker),
    lowercaseHex('orders_contract_lowercase', t.contractAddress),
    lowercaseHex('orders_currency_lowercase', t.currency),
    lowercaseHex('orders_zone_lowercase', t.zone),
    check('orders_fee_range', sql`coalesce(${t.feeBps}, 0) between 0 and 10000 and coalesce(${t.royaltyBps}, 0) between 0 and 10000`),
  ],
);
