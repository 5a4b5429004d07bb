import { sql, type SQL } from 'drizzle-orm';
import { collectionFloor, nfts, type Database } from '@nft/db';
import { visibleHoldings, visibleNft } from './collection-holdings';

export type LiveCollectionStats = { items: number; owners: number; listed: number; floorPrice: string | null };

/**
 * Items, owners, items on sale and floor of one collection, counted in one statement when its page is opened:
 * the indexer does not keep item_count / owner_count, and a count over nfts_collection_created_idx
 * (plus primary-key lookups in ownerships, the collection's range of nfts_collection_price_idx for the
 * items on sale and its first row in the collection's currency for the floor) costs a few milliseconds even for a 10,000-item
 * collection. Lists keep the cached columns.
 */
export function liveCollectionStatsQuery(collectionId: number): SQL {
  return sql`
    select
      (select count(*)::int from ${nfts} where ${nfts.collectionId} = ${collectionId} and ${visibleNft}) as items,
      (select count(distinct h.owner)::int from (${visibleHoldings(collectionId)}) h) as owners,
      (select count(*)::int from ${nfts}
         where ${nfts.collectionId} = ${collectionId} and ${nfts.bestListingPrice} is not null and ${visibleNft}) as listed,
      (select ${collectionFloor('c')}::text from collections c where c.id = ${collectionId}) as floor`;
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
