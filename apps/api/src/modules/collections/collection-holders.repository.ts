import { sql } from 'drizzle-orm';
import type { Database } from '@nft/db';
import { visibleHoldings } from './collection-holdings';
import type { HoldingRange } from '@nft/api-contract';

type HolderRow = { address: string; held: string };
type Row = { owners: number; held: string; top: HolderRow[] | null; distribution: { range: HoldingRange; holders: number }[] | null };

/**
 * Who holds a collection's visible items, in one statement: the holdings per address (ERC-1155 copies counted), the
 * largest `limit` of them, and how many addresses fall in each range of OpenSea's distribution, over the same
 * holdings as the page's live owner count (collection-holdings.ts).
 */
export async function findCollectionHolders(db: Database, collectionId: number, limit: number) {
  const { rows } = await db.execute<Row>(sql`
    with holdings as (
      select owner, sum(balance) as held from (${visibleHoldings(collectionId)}) h group by owner
    )
    select
      (select count(*)::int from holdings) as owners,
      (select coalesce(sum(held), 0)::text from holdings) as held,
      (select json_agg(json_build_object('address', owner, 'held', held::text) order by held desc, owner)
         from (select owner, held from holdings order by held desc, owner limit ${limit}) largest) as top,
      (select json_agg(json_build_object('range', range, 'holders', holders))
         from (select case when held = 1 then '1' when held <= 3 then '2-3' when held <= 10 then '4-10'
                           when held <= 25 then '11-25' when held <= 50 then '26-50' else '51+' end as range,
                      count(*)::int as holders
               from holdings group by 1) ranges) as distribution`);
  const row = rows[0];
  return {
    owners: Number(row?.owners ?? 0),
    held: row?.held ?? '0',
    top: row?.top ?? [],
    distribution: row?.distribution ?? [],
  };
}
