import { and, desc, asc, eq, sql } from 'drizzle-orm';
import { ownerships, type Database } from '@nft/db';

export type TokenKey = { chain: string; contractAddress: string; tokenId: string };
export type OwnerSummary = { count: number; firstOwner: string | null };

export const tokenKeyOf = (key: TokenKey): string => `${key.chain}:${key.contractAddress}:${key.tokenId}`;

const holding = sql`${ownerships.balance} > 0`;

/** How many addresses hold each token of a page, in one grouped query; tokens nobody holds are missing. */
export async function findOwnerSummaries(db: Database, keys: TokenKey[]): Promise<Map<string, OwnerSummary>> {
  if (keys.length === 0) return new Map();
  const tuples = sql.join(
    keys.map((key) => sql`(${key.chain}, ${key.contractAddress}, ${key.tokenId}::numeric)`),
    sql`, `,
  );
  const rows = await db
    .select({
      chain: ownerships.chain,
      contractAddress: ownerships.contractAddress,
      tokenId: ownerships.tokenId,
      count: sql<number>`count(*)::int`,
      firstOwner: sql<string | null>`min(${ownerships.owner})`,
    })
    .from(ownerships)
    .where(and(holding, sql`(${ownerships.chain}, ${ownerships.contractAddress}, ${ownerships.tokenId}) in (${tuples})`))
    .groupBy(ownerships.chain, ownerships.contractAddress, ownerships.tokenId);
  return new Map(rows.map((row) => [tokenKeyOf(row), { count: row.count, firstOwner: row.firstOwner }]));
}

/** The largest holders of one token. */
export async function findOwners(db: Database, key: TokenKey, limit: number) {
  return db
    .select({ address: ownerships.owner, balance: ownerships.balance })
    .from(ownerships)
    .where(
      and(
        holding,
        eq(ownerships.chain, key.chain),
        eq(ownerships.contractAddress, key.contractAddress),
        eq(ownerships.tokenId, key.tokenId),
      ),
    )
    .orderBy(desc(ownerships.balance), asc(ownerships.owner))
    .limit(limit);
}
