import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../database';

// The native currency's address in the book (a collection that names no payment token is priced in it).
const nativeCurrency = '0x0000000000000000000000000000000000000000';

/**
 * A collection's floor as a scalar sub-query over the `collections` row named `alias`: the lowest best listing among
 * its visible items (not hidden, burned or deleted) in the collection's currency, its payment token or the native
 * currency when it names none. A listing in another currency (an auction in the wrapped token, a stablecoin price) is
 * on sale but no floor: amounts of different currencies are never compared (docs/product.md "Trading"). Reads the
 * collection's range of nfts_collection_price_idx.
 */
export function collectionFloor(alias: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`not a table alias: ${alias}`);
  return sql.raw(`(select min(n.best_listing_price) from nfts n
    where n.collection_id = ${alias}.id and n.best_listing_price is not null
      and not n.hidden and not n.burned and n.deleted_at is null
      and n.best_listing_currency = coalesce(${alias}.payment_token, '${nativeCurrency}'))`);
}

/**
 * The floor a collection had at `at`, as a scalar sub-query: the latest recorded change of its floor at or before
 * then (collection_floor_changes, docs/decisions/075-floor-history-by-trigger.md); null when nothing was on sale then
 * or no floor had been recorded. One probe of collection_floor_changes_collection_idx. `collectionId` may be a column
 * of the outer statement (`sql\`c.id\``).
 */
export function collectionFloorAt(collectionId: SQL | number, at: Date): SQL {
  return sql`(select f.floor_price from collection_floor_changes f
    where f.collection_id = ${collectionId} and f.changed_at <= ${at.toISOString()}::timestamptz
    order by f.changed_at desc, f.id desc limit 1)`;
}

/**
 * Sets the cached `collections.floor_price` of these collections from the book as it is now, writing only the rows
 * whose floor moved. The order intake calls it shortly after a listing is posted or cancelled (the lists, cards and
 * watchlist read the cached column); the book job and the indexer refresh it with the rest of the stats. Answers how
 * many rows changed.
 */
export async function refreshCollectionFloors(db: Database, collectionIds: readonly number[]): Promise<number> {
  const ids = [...new Set(collectionIds)];
  if (ids.length === 0) return 0;
  const list = sql.join(
    ids.map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  const { rows } = await db.execute<{ changed: number }>(sql`
    with fresh as (
      select c.id, ${collectionFloor('c')} as floor from collections c where c.id in (${list})
    ), changed as (
      update collections c set floor_price = fresh.floor
      from fresh where c.id = fresh.id and c.floor_price is distinct from fresh.floor
      returning c.id)
    select count(*)::int as changed from changed`);
  return Number(rows[0]?.changed ?? 0);
}
