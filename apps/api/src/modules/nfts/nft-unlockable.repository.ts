import { eq, sql } from 'drizzle-orm';
import { nftUnlockables, type Database } from '@nft/db';

export async function findUnlockable(db: Database, nftId: number) {
  const [row] = await db
    .select({ content: nftUnlockables.content, updatedAt: nftUnlockables.updatedAt })
    .from(nftUnlockables)
    .where(eq(nftUnlockables.nftId, nftId));
  return row;
}

/** Whether an NFT has unlockable content (the detail page says so without revealing it). */
export async function hasUnlockable(db: Database, nftId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(nftUnlockables)
    .where(eq(nftUnlockables.nftId, nftId));
  return row !== undefined;
}
