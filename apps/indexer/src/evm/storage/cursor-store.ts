import { and, eq } from 'drizzle-orm';
import { indexerCursors, type Database } from '@nft/db';

export interface Cursor {
  blockNumber: number;
  blockHash: string;
}

const stream = 'evm';

export async function readCursor(db: Database, chain: string): Promise<Cursor | undefined> {
  const [row] = await db
    .select({ blockNumber: indexerCursors.blockNumber, blockHash: indexerCursors.blockHash })
    .from(indexerCursors)
    .where(and(eq(indexerCursors.chain, chain), eq(indexerCursors.stream, stream)));
  return row;
}

/** Called inside the transaction that wrote the range's rows, so the cursor never runs ahead of them. */
export async function writeCursor(db: Database, chain: string, cursor: Cursor): Promise<void> {
  await db
    .insert(indexerCursors)
    .values({ chain, stream, ...cursor })
    .onConflictDoUpdate({ target: [indexerCursors.chain, indexerCursors.stream], set: { ...cursor, updatedAt: new Date() } });
}

export async function deleteCursor(db: Database, chain: string): Promise<void> {
  await db.delete(indexerCursors).where(and(eq(indexerCursors.chain, chain), eq(indexerCursors.stream, stream)));
}
