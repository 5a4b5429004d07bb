import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { address, at, chain, createdAt, hash, id, ref, uint256 } from './columns';

/**
 * The bounded, ordered log behind the public live stream (docs/decisions/050-live-updates.md).
 * The id is the SSE event id: a reconnecting client sends the last one it saw and gets the rest.
 * Rows come from a statement trigger on `activity` (in the writer's own transaction, so an event
 * exists exactly when its activity does) and from the metadata worker; the purge job prunes them.
 * Only public facts: what the activity table shows on NFT and account pages, never a session's data.
 * `kind` is an activity kind, `metadata`, or `resync` (a bulk write too large to describe row by row).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: id(),
    chain: chain().notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    contractAddress: address('contract_address'),
    tokenId: uint256('token_id'),
    collectionId: ref('collection_id'),
    fromAddress: address('from_address'),
    toAddress: address('to_address'),
    quantity: uint256('quantity'),
    price: uint256('price'),
    currency: address('currency'),
    orderHash: hash('order_hash'),
    txHash: hash('tx_hash'),
    occurredAt: at('occurred_at'),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_created_idx').on(t.createdAt)],
);
