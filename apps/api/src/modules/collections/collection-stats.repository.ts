import { sql, type SQL } from 'drizzle-orm';
import { nfts, ownerships, type Database } from '@nft/db';

export type LiveCollectionStats = { items: number; owners: number; listed: number; floorPrice: string | null };

// The nfts indexes' predicates, written out so each sub-query reads one of them.
const visible = sql`not ${nfts.hidden} and not ${nfts.burned} and ${nfts.deletedAt} is null`;

/**
 * Items, owners, items on sale and floor of one collection, counted in one statement when its page is opened:
 * the indexer does not keep item_count / owner_count, and a count over nfts_collection_created_idx
 * (plus primary-key lookups in ownerships, the collection's range of nfts_collection_price_idx for the
 * items on sale and its first row for the floor) costs a few milliseconds even for a 10,000-item
 * collection. Lists keep the cached columns.
 */
export function liveCollectionStatsQuery(collectionId: number): SQL {
  return sql`
    select
      (select count(*)::int from ${nfts} where ${nfts.collectionId} = ${collectionId} and ${visible}) as items,
      (select count(distinct o.owner)::int
         from ${nfts} cross join lateral (
           -- offset 0 keeps this a per-item primary-key lookup: flattened into a join, a planner
           -- guessing from small statistics may hash the whole ownerships table instead.
           select owner from ${ownerships}
           where ${ownerships.chain} = ${nfts.chain} and ${ownerships.contractAddress} = ${nfts.contractAddress}
             and ${ownerships.tokenId} = ${nfts.tokenId} and ${ownerships.balance} > 0
           offset 0) o
         where ${nfts.collectionId} = ${collectionId} and ${visible}) as owners,
      (select count(*)::int from ${nfts}
         where ${nfts.collectionId} = ${collectionId} and ${nfts.bestListingPrice} is not null and ${visible}) as listed,
      (select min(${nfts.bestListingPrice})::text from ${nfts}
         where ${nfts.collectionId} = ${collectionId} and ${nfts.bestListingPrice} is not null and ${visible}) as floor`;
}

export async function findLiveCollectionStats(db: Database, collectionId: number): Promise<LiveCollectionStats> {
  type Row = { items: number; owners: number; listed: number; floor: string | null };
  const { rows } = await db.execute<Row>(liveCollectionStatsQuery(collectionId));
  const row = rows[0];
  return {
    items: Number(row?.items ?? 0),
    owners: Number(row?.owners ?? 0),
    listed: Number(row?.listed ?? 0),
    floorPrice: row?.floor ?? null,
  };
}
