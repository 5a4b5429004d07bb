import { and, eq } from 'drizzle-orm';
import { indexerCursors, type Database } from '@nft/db';

export interface NulsCursor {
  blockNumber: number;
  blockHash: string;
}

// Its own stream next to the EVM follower's, so the two never share a row even under one symbol.
const stream = 'nuls-nrc721';

export async function readNulsCursor(db: Database, chain: string): Promise<NulsCursor | undefined> {
  const [row] = await db
    .select({ blockNumber: indexerCursors.blockNumber, blockHash: indexerCursors.blockHash })
    .from(indexerCursors)
    .where(and(eq(indexerCursors.chain, chain), eq(indexerCursors.stream, stream)));
  return row;
}

/** Written in the transaction that wrote the heights' rows, so the cursor never runs ahead of them. */
export async function writeNulsCursor(db: Database, chain: string, cursor: NulsCursor): Promise<void> {
  await db
    .insert(indexerCursors)
    .values({ chain, stream, ...cursor })
    .onConflictDoUpdate({ target: [indexerCursors.chain, indexerCursors.stream], set: { ...cursor, updatedAt: new Date() } });
}

export async function deleteNulsCursor(db: Database, chain: string): Promise<void> {
  await db.delete(indexerCursors).where(and(eq(indexerCursors.chain, chain), eq(indexerCursors.stream, stream)));
}
