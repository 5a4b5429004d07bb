import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { address, at, batchIndex, blockRef, chain, createdAt, hash, id, lowercaseHex, uint256 } from './columns';

/**
 * Sales: one row per item of an `OrderFulfilled` (Seaport) or exchange match (NULS) log. Orders
 * made on other marketplaces on the same Seaport can be filled too, so there is no foreign key to
 * `orders`. The (chain, tx, log, batch) key makes re-processing a block a no-op.
 */
export const fills = pgTable(
  'fills',
  {
    id: id(),
    chain: chain().notNull(),
    txHash: hash('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    batchIndex: batchIndex(),
    orderHash: hash('order_hash').notNull(),
    seller: address('seller').notNull(),
    buyer: address('buyer').notNull(),
    contractAddress: address('contract_address').notNull(),
    tokenId: uint256('token_id').notNull(),
    quantity: uint256('quantity').notNull().default('1'),
    // Total paid for `quantity`, in the currency's base units. Null when Seaport's log does not say
    // what this item cost: a bundle (one price for several items) or payment in several currencies
    // (docs/decisions/029-fill-price-from-seaport-logs.md).
    price: uint256('price'),
    currency: address('currency'),
    // The parts of `price` paid to the marketplace fee recipient and to the creator's royalty
    // recipient; null when unknown (an order from another marketplace, or no single price).
    fee: uint256('fee'),
    royalty: uint256('royalty'),
    ...blockRef(),
    occurredAt: at('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fills_log_key').on(t.chain, t.txHash, t.logIndex, t.batchIndex),
    index('fills_item_idx').on(t.chain, t.contractAddress, t.tokenId, t.occurredAt),
    index('fills_order_idx').on(t.chain, t.orderHash),
    index('fills_block_idx').on(t.chain, t.blockNumber),
    check('fills_amounts', sql`${t.quantity} > 0 and ${t.price} >= 0`),
    check('fills_price_currency_pair', sql`(${t.price} is null) = (${t.currency} is null)`),
    lowercaseHex('fills_seller_lowercase', t.seller),
    lowercaseHex('fills_buyer_lowercase', t.buyer),
    lowercaseHex('fills_contract_lowercase', t.contractAddress),
  ],
);
