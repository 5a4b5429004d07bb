import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { activityKinds } from '@nft/shared';
import { address, at, batchIndex, blockNumber, chain, createdAt, hash, id, lowercaseHex, ref, uint256 } from './columns';
import { collections } from './collections';

export const activityKind = pgEnum('activity_kind', activityKinds);

/**
 * The trading history shown on NFT, collection and account pages, and the transfer ledger that
 * balances are recomputed from after a reorg. On-chain rows carry tx, log and block; off-chain rows
 * (a signed listing or offer) carry only the order hash. Both unique keys make re-processing add
 * nothing. `batch_index` separates the items of one ERC-1155 TransferBatch log.
 */
export const activity = pgTable(
  'activity',
  {
    id: id(),
    chain: chain().notNull(),
    kind: activityKind('kind').notNull(),
    contractAddress: address('contract_address'),
    tokenId: uint256('token_id'),
    collectionId: ref('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    fromAddress: address('from_address'),
    toAddress: address('to_address'),
    quantity: uint256('quantity').notNull().default('1'),
    price: uint256('price'),
    currency: address('currency'),
    // A sale's marketplace fee and creator royalty, parts of `price` (null when unknown).
    fee: uint256('fee'),
    royalty: uint256('royalty'),
    orderHash: hash('order_hash'),
    txHash: hash('tx_hash'),
    logIndex: integer('log_index'),
    batchIndex: batchIndex(),
    blockNumber: blockNumber(),
    blockHash: hash('block_hash'),
    occurredAt: at('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('activity_log_key').on(t.chain, t.txHash, t.logIndex, t.batchIndex, t.kind),
    uniqueIndex('activity_order_key')
      .on(t.chain, t.orderHash, t.kind)
      .where(sql`tx_hash is null`),
    index('activity_item_idx').on(t.chain, t.contractAddress, t.tokenId, t.occurredAt, t.id),
    // Partial: every reader looks one value up (docs/decisions/059-indexer-write-path.md), so rows
    // without one (no collection, a mint's sender, a burn's recipient) cost the writer nothing.
    index('activity_collection_idx')
      .on(t.collectionId, t.occurredAt, t.id)
      .where(sql`collection_id is not null`),
    index('activity_from_idx')
      .on(t.fromAddress, t.occurredAt, t.id)
      .where(sql`from_address is not null`),
    index('activity_to_idx')
      .on(t.toAddress, t.occurredAt, t.id)
      .where(sql`to_address is not null`),
    index('activity_block_idx')
      .on(t.chain, t.blockNumber)
      .where(sql`block_number is not null`),
    check(
      'activity_on_chain_complete',
      sql`(${t.txHash} is null and ${t.logIndex} is null and ${t.blockNumber} is null and ${t.blockHash} is null)
        or (${t.txHash} is not null and ${t.logIndex} is not null and ${t.blockNumber} is not null and ${t.blockHash} is not null)`,
    ),
    check('activity_off_chain_has_order', sql`${t.txHash} is not null or ${t.orderHash} is not null`),
    check('activity_quantity_positive', sql`${t.quantity} > 0`),
    lowercaseHex('activity_contract_lowercase', t.contractAddress),
    lowercaseHex('activity_from_lowercase', t.fromAddress),
    lowercaseHex('activity_to_lowercase', t.toAddress),
  ],
);
