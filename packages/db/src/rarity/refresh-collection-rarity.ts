import { sql } from 'drizzle-orm';
import type { Database } from '../database';

/**
 * Ranks the items of one collection by rarity (docs/product.md "Rarity"), as OpenRarity does: an item's score is the
 * information content of its text traits, the sum over the collection's trait types of -ln(p), where p is the share of
 * the collection's items with the same value of that type, or without the type at all when the item lacks it. Numbers
 * (levels, stats) are left out, as OpenRarity leaves them. The highest score is rank 1; equal scores share a rank.
 * A collection whose items have no text trait has no ranks. Only the items a visitor sees are ranked (hidden, burned and
 * deleted ones leave the ranking), so "rank 3 of 40" counts what the collection page shows. One statement, safe to
 * repeat; answers how many items' ranks changed.
 */
export async function refreshCollectionRarity(db: Database, collectionId: number): Promise<number> {
  const { rows } = await db.execute<{ changed: number }>(sql`
    with members as (
      select id from nfts where collection_id = ${collectionId} and not hidden and not burned and deleted_at is null
    ), total as (
      select count(*)::float8 as n from members
    ), traits as (
      select a.nft_id, a.trait_type, a.value
      from nft_attributes a join members m on m.id = a.nft_id
      where a.collection_id = ${collectionId} and a.display_type = 'text'
    ), freq as (
      select trait_type, value, count(*)::float8 as c from traits group by trait_type, value
    ), types as (
      select trait_type, count(distinct nft_id)::float8 as holders from traits group by trait_type
    ), present as (
      select t.nft_id, sum(-ln(f.c / total.n)) as score
      from traits t join freq f on f.trait_type = t.trait_type and f.value = t.value cross join total
      group by t.nft_id
    ), missing as (
      select m.id as nft_id, sum(-ln((total.n - ty.holders) / total.n)) as score
      from members m cross join types ty cross join total
      where ty.holders < total.n and not exists (select 1 from traits t where t.nft_id = m.id and t.trait_type = ty.trait_type)
      group by m.id
    ), ranked as (
      select m.id,
        case when exists (select 1 from types)
          then rank() over (order by coalesce(p.score, 0) + coalesce(x.score, 0) desc)::int
        end as rank
      from members m left join present p on p.nft_id = m.id left join missing x on x.nft_id = m.id
    ), changed as (
      update nfts set rarity_rank = ranked.rank
      from ranked
      where nfts.id = ranked.id and nfts.rarity_rank is distinct from ranked.rank
      returning nfts.id
    ), dropped as (
      update nfts set rarity_rank = null
      where collection_id = ${collectionId} and (hidden or burned or deleted_at is not null) and rarity_rank is not null
      returning nfts.id
    )
    select (select count(*) from changed)::int + (select count(*) from dropped)::int as changed`);
  return Number(rows[0]?.changed ?? 0);
}
