import { pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, blockNumber, chain, hash, updatedAt } from './columns';

/**
 * How far each indexer stream (EVM logs, NULS, metadata, ...) has processed each chain. It moves in
 * the same transaction as the rows it produced, so a crash never skips or doubles a block.
 */
export const indexerCursors = pgTable(
  'indexer_cursors',
  {
    chain: chain().notNull(),
    stream: varchar('stream', { length: 32 }).notNull().default('main'),
    blockNumber: blockNumber().notNull(),
    blockHash: hash('block_hash').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: 'indexer_cursors_pkey', columns: [t.chain, t.stream] })],
);

/**
 * Recently processed block headers. A new block whose parent hash differs from the stored hash at
 * its height reveals a reorganisation; the indexer walks back to the common ancestor and rolls
 * back every row carrying an orphaned block hash. Old rows are pruned past the finality depth.
 */
export const indexerBlocks = pgTable(
  'indexer_blocks',
  {
    chain: chain().notNull(),
    blockNumber: blockNumber().notNull(),
    blockHash: hash('block_hash').notNull(),
    parentHash: hash('parent_hash').notNull(),
    timestamp: at('timestamp').notNull(),
  },
  (t) => [
    primaryKey({ name: 'indexer_blocks_pkey', columns: [t.chain, t.blockNumber] }),
    uniqueIndex('indexer_blocks_hash_key').on(t.chain, t.blockHash),
  ],
);
