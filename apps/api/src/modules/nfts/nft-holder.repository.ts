import { and, eq, sql } from 'drizzle-orm';
import { ownerships, type Database } from '@nft/db';
import type { TokenKey } from './nft-owners.repository';

/** Whether `address` currently holds at least one copy (a zero balance is a past owner). */
export async function holdsToken(db: Database, key: TokenKey, address: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(ownerships)
    .where(
      and(
        eq(ownerships.chain, key.chain),
        eq(ownerships.contractAddress, key.contractAddress),
        eq(ownerships.tokenId, key.tokenId),
        eq(ownerships.owner, address),
        sql`${ownerships.balance} > 0`,
      ),
    );
  return row !== undefined;
}
