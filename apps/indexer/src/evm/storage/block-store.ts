import { and, desc, eq, lt } from 'drizzle-orm';
import { indexerBlocks, type Database } from '@nft/db';

export interface BlockHeader {
  blockNumber: number;
  blockHash: string;
  parentHash: string;
  timestamp: Date;
}

/**
 * Records the headers of a processed range (its first and last block and every block with logs).
 * A height already recorded is overwritten: after a rollback it belongs to the new branch.
 */
export async function recordBlocks(db: Database, chain: string, headers: BlockHeader[]): Promise<void> {
  if (headers.length === 0) return;
  await db
    .insert(indexerBlocks)
    .values(headers.map((header) => ({ chain, ...header })))
    .onConflictDoNothing();
}

/** Recorded headers, newest first: the candidates for the common ancestor after a reorg. */
export async function recentBlocks(db: Database, chain: string, limit: number): Promise<BlockHeader[]> {
  return db
    .select({
      blockNumber: indexerBlocks.blockNumber,
      blockHash: indexerBlocks.blockHash,
      parentHash: indexerBlocks.parentHash,
      timestamp: indexerBlocks.timestamp,
    })
    .from(indexerBlocks)
    .where(eq(indexerBlocks.chain, chain))
    .orderBy(desc(indexerBlocks.blockNumber))
    .limit(limit);
}

/** Headers deeper than the reorg window are never consulted again. */
export async function pruneBlocks(db: Database, chain: string, belowBlock: number): Promise<void> {
  await db.delete(indexerBlocks).where(and(eq(indexerBlocks.chain, chain), lt(indexerBlocks.blockNumber, belowBlock)));
}
