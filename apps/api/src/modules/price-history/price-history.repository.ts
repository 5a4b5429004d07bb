import { sql, type SQL } from 'drizzle-orm';
import { zeroAddress } from 'viem';
import { activity, collectionFloorChanges, collections, nfts, type Database } from '@nft/db';
import type {
  CollectionFloorPoint,
  CollectionHistory,
  CollectionHistoryQuery,
  NftKey,
  NftPriceHistory,
  PriceHistoryRange,
} from '@nft/api-contract';
import { visibleNft } from '../nfts/nft-card-columns';

/**
 * Sales for the charts (docs/decisions/051-price-charts.md), each request one statement over the
 * activity table's indexes: activity_collection_idx (collection_id, occurred_at, id) for a
 * collection, activity_item_idx (chain, contract_address, token_id, occurred_at, id) for an NFT.
 * A sale is an activity row of kind 'sale' or 'settlement' (an auction's end) with a known price;
 * bundles and mixed-currency fills have none and are left out, as in the collection stats.
 */
const saleKinds = sql`${activity.kind} in ('sale', 'settlement') and ${activity.price} is not null`;

const rangeDays: Record<Exclude<PriceHistoryRange, 'all'>, number> = { '7d': 7, '30d': 30 };

export const maxBuckets = 1000;
export const maxNftSales = 500;
export const maxFloorChanges = 1000;

const iso = (column: SQL): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The earliest instant a range covers; undefined for all time. */
function rangeStart(range: PriceHistoryRange, now: Date): Date | undefined {
  return range === 'all' ? undefined : new Date(now.getTime() - rangeDays[range] * 86_400_000);
}

/**
 * Buckets of one listable collection's sales in its payment currency (native when it names none):
 * amounts in different currencies are never added. Undefined when the collection is not listable.
 */
export function collectionHistoryQuery(collectionId: number, query: CollectionHistoryQuery, now: Date): SQL {
  const start = rangeStart(query.range, now);
  const since = start === undefined ? sql`` : sql`and ${activity.occurredAt} >= ${start.toISOString()}::timestamptz`;
  // date_trunc's unit comes from the enum, never from free text.
  const unit = query.interval === 'hour' ? sql.raw(`'hour'`) : sql.raw(`'day'`);
  return sql`
    with c as (
      select ${collections.id} as id, coalesce(${collections.paymentToken}, ${zeroAddress}) as currency
      from ${collections}
      where ${collections.id} = ${collectionId} and not ${collections.hidden} and ${collections.deletedAt} is null
    )
    select c.currency, ${iso(sql`b.bucket at time zone 'UTC'`)} as start, b.volume, b.sales, b.min_price
    from c left join lateral (
      select date_trunc(${unit}, ${activity.occurredAt} at time zone 'UTC') as bucket,
             sum(${activity.price})::text as volume,
             count(*)::int as sales,
             min(div(${activity.price}, ${activity.quantity}))::text as min_price
      from ${activity}
      where ${activity.collectionId} = c.id and ${saleKinds} and ${activity.currency} = c.currency ${since}
      group by 1
      order by 1 desc
      limit ${maxBuckets}
    ) b on true
    order by b.bucket`;
}

type BucketRow = { currency: string; start: string | null; volume: string | null; sales: number | null; min_price: string | null };

export async function findCollectionHistory(
  db: Database,
  collectionId: number,
  query: CollectionHistoryQuery,
  now: Date = new Date(),
): Promise<CollectionHistory | undefined> {
  const [{ rows }, floor] = await Promise.all([
    db.execute<BucketRow>(collectionHistoryQuery(collectionId, query, now)),
    findFloorSeries(db, collectionId, rangeStart(query.range, now)),
  ]);
  if (rows.length === 0) return undefined;
  const buckets = rows.flatMap((row) =>
    row.start === null ? [] : [{ start: row.start, volume: String(row.volume), sales: Number(row.sales), minPrice: String(row.min_price) }],
  );
  return { currency: rows[0]!.currency, interval: query.interval, range: query.range, buckets, floor };
}

type FloorRow = { at: string; price: string | null; before: boolean };

/**
 * The collection's listing floor over a range as a step series, oldest first, from the changes the database recorded
 * (collection_floor_changes, docs/decisions/075-floor-history-by-trigger.md): the floor in force at `since`, dated
 * `since`, then the changes after it, the newest 1,000. Two ranges of collection_floor_changes_collection_idx. When
 * the range holds more changes than that, the floor at its start would be joined to the kept ones by a gap, so it is
 * left out.
 */
export async function findFloorSeries(db: Database, collectionId: number, since: Date | undefined): Promise<CollectionFloorPoint[]> {
  const c = collectionFloorChanges;
  const inRange = since === undefined ? sql`` : sql`and ${c.changedAt} >= ${since.toISOString()}::timestamptz`;
  const before =
    since === undefined
      ? sql``
      : sql`(select ${since.toISOString()}::text as at, ${c.floorPrice}::text as price, true as before, ${c.changedAt} as changed_at, ${c.id} as id
           from ${c} where ${c.collectionId} = ${collectionId} and ${c.changedAt} < ${since.toISOString()}::timestamptz
           order by ${c.changedAt} desc, ${c.id} desc limit 1) union all`;
  const { rows } = await db.execute<FloorRow>(sql`
    select f.at, f.price, f.before from (
      ${before}
      (select ${iso(sql`${c.changedAt}`)} as at, ${c.floorPrice}::text as price, false as before, ${c.changedAt} as changed_at, ${c.id} as id
       from ${c} where ${c.collectionId} = ${collectionId} ${inRange}
       order by ${c.changedAt} desc, ${c.id} desc limit ${maxFloorChanges})
    ) f
    order by f.changed_at, f.id`);
  const changes = rows.filter((row) => !row.before).length;
  return rows
    .filter((row) => !row.before || changes < maxFloorChanges)
    .map((row) => ({ at: row.at, price: row.price === null ? null : String(row.price) }));
}

/** The newest sales of one visible NFT, oldest first, in every currency; undefined when it is not visible. */
export function nftPriceHistoryQuery(key: NftKey): SQL {
  return sql`
    select s.occurred_at, s.price, s.quantity, s.currency
    from (
      select 1 from ${nfts} left join ${collections} on ${collections.id} = ${nfts.collectionId}
      where ${nfts.chain} = ${key.chain} and ${nfts.contractAddress} = ${key.contractAddress}
        and ${nfts.tokenId} = ${key.tokenId} and ${visibleNft}
    ) n
    left join lateral (
      select ${iso(sql`${activity.occurredAt}`)} as occurred_at, ${activity.occurredAt} as at, ${activity.id} as id,
             ${activity.price}::text as price, ${activity.quantity}::text as quantity, ${activity.currency} as currency
      from ${activity}
      where ${activity.chain} = ${key.chain} and ${activity.contractAddress} = ${key.contractAddress}
        and ${activity.tokenId} = ${key.tokenId} and ${saleKinds}
      order by ${activity.occurredAt} desc, ${activity.id} desc
      limit ${maxNftSales}
    ) s on true
    order by s.at, s.id`;
}

type SaleRow = { occurred_at: string | null; price: string | null; quantity: string | null; currency: string | null };

export async function findNftPriceHistory(db: Database, key: NftKey): Promise<NftPriceHistory | undefined> {
  const { rows } = await db.execute<SaleRow>(nftPriceHistoryQuery(key));
  if (rows.length === 0) return undefined;
  const sales = rows.flatMap((row) =>
    row.occurred_at === null
      ? []
      : [
          {
            occurredAt: row.occurred_at,
            price: String(row.price),
            quantity: String(row.quantity),
            currency: String(row.currency ?? zeroAddress),
          },
        ],
  );
  return { sales };
}
