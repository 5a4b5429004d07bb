import { inArray, sql, type SQL } from 'drizzle-orm';
import { nfts, type Database } from '@nft/db';
import { chunked } from './chunked';
import { tokenFilter, type TokenRef } from './token-filter';

const week = 7 * 24 * 3_600_000;

// nfts.heat is sales_7d * 2^40 + min(open offers, 2^20 - 1) * 2^20 + min(favourites, 2^20 - 1)
// (packages/db/src/schema/nfts.ts, migration 0008), so a heat of at least 2^40 means exactly sales_7d > 0.
const heatOfOneSale = 1_099_511_627_776;

// Fills of the row's token (priced or not: a bundle item is a sale too) since a point in time, on
// fills_item_idx (chain, contract_address, token_id, occurred_at).
const salesSince = (table: string, since: Date) =>
  sql`(select count(*)::int from fills f where f.chain = ${sql.raw(table)}.chain and f.contract_address = ${sql.raw(table)}.contract_address
    and f.token_id = ${sql.raw(table)}.token_id and f.occurred_at > ${since.toISOString()}::timestamptz)`;

/**
 * `nfts.sales_7d` of these tokens: their fills in the 7 days before `now`. "Hottest" sorts by it
 * first (docs/product.md); called for the tokens a range sold and a rollback unsold.
 */
export async function refreshRecentSales(db: Database, chain: string, tokens: TokenRef[], now: Date = new Date()): Promise<void> {
  const since = new Date(now.getTime() - week);
  for (const chunk of chunked(tokens, 500)) {
    await db
      .update(nfts)
      .set({ sales7d: salesSince('nfts', since) })
      .where(tokenFilter(nfts, chain, chunk));
  }
}

/**
 * Ages sales out of the 7-day window (the book job, every minute): only NFTs that count a recent
 * sale are recounted, found on nfts_heat_idx (visible NFTs, heat >= 2^40) rather than by a scan of
 * every NFT, and only the rows whose count changed are written, by id. A hidden, burned or deleted
 * NFT is in no list; if it is shown again, the next run finds it on the index and recounts it.
 * Returns how many changed.
 */
export async function ageRecentSales(db: Database, now: Date = new Date()): Promise<number> {
  const since = new Date(now.getTime() - week);
  const { rows } = await db.execute<{ id: string | number }>(staleRecentSales(now));
  const ids = rows.map((row) => Number(row.id));
  // Updated by id rather than joined in one statement: PostgreSQL would hash the join over every NFT.
  for (const chunk of chunked(ids, 1000)) {
    await db
      .update(nfts)
      .set({ sales7d: salesSince('nfts', since) })
      .where(inArray(nfts.id, chunk));
  }
  return ids.length;
}

/** The visible NFTs whose stored 7-day sale count is no longer their count at `now` (a query, so a test can read its plan). */
export function staleRecentSales(now: Date): SQL {
  const since = new Date(now.getTime() - week);
  return sql`select h.id from nfts h
    where not h.hidden and not h.burned and h.deleted_at is null and h.heat >= ${heatOfOneSale}::bigint
      and h.sales_7d <> ${salesSince('h', since)}`;
}
