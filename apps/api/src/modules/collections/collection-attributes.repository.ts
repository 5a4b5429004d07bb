import { sql, type SQL } from 'drizzle-orm';
import { nftAttributes, nfts, type Database } from '@nft/db';
import type { CollectionAttributes } from '@nft/api-contract';
import { collectionCurrency } from './collection-currency';
import { visibleNft } from './collection-holdings';

// A collection's facets are bounded: beyond these the sidebar would be unusable anyway.
const maxGroups = 5_000;
const valuesPerTrait = 100;

/**
 * The trait types of a collection with their values, how many visible NFTs carry each, how many of those are on sale
 * and their floor in the collection's currency (the trait floor of OpenSea's and Magic Eden's sidebars, under the
 * collection floor's rule), for the filter sidebar and the NFT page's traits: one range of nft_attributes_filter_idx
 * (collection_id, trait_type, value, nft_id) read in index order, the NFT read through its primary key.
 */
export function collectionAttributesQuery(collectionId: number): SQL {
  return sql`
    select a.trait_type, a.value, count(*)::int as count, count(n.price)::int as listed,
      min(n.price) filter (where n.currency = ${collectionCurrency(collectionId)})::text as floor
    from ${nftAttributes} a cross join lateral (
      -- offset 0 keeps this one primary-key lookup per attribute row, never a pass over every NFT.
      select ${nfts.bestListingPrice} as price, ${nfts.bestListingCurrency} as currency
      from ${nfts} where ${nfts.id} = a.nft_id and ${visibleNft} offset 0) n
    where a.collection_id = ${collectionId}
    group by a.trait_type, a.value
    order by a.trait_type, a.value
    limit ${maxGroups}`;
}

/**
 * The bounds of each numeric trait type of a collection (levels and stats, OpenSea's range filters) over its visible
 * items: one range of nft_attributes_range_idx (collection_id, trait_type, numeric_value), the NFT read by primary key.
 */
export function collectionTraitRangesQuery(collectionId: number): SQL {
  return sql`
    select a.trait_type, min(a.numeric_value)::text as min, max(a.numeric_value)::text as max
    from ${nftAttributes} a cross join lateral (select 1 from ${nfts} where ${nfts.id} = a.nft_id and ${visibleNft} offset 0) n
    where a.collection_id = ${collectionId} and a.numeric_value is not null and a.display_type <> 'text'
    group by a.trait_type`;
}

type ValueRow = { value: string; count: number; listed: number; floorPrice: string | null };

export async function findCollectionAttributes(db: Database, collectionId: number): Promise<CollectionAttributes> {
  type Row = { trait_type: string; value: string; count: number; listed: number; floor: string | null };
  const { rows } = await db.execute<Row>(collectionAttributesQuery(collectionId));
  const ranges = await db.execute<{ trait_type: string; min: string; max: string }>(collectionTraitRangesQuery(collectionId));
  const rangeOf = new Map(ranges.rows.map((row) => [row.trait_type, { min: row.min, max: row.max }]));
  const byType = new Map<string, ValueRow[]>();
  for (const row of rows) {
    const values = byType.get(row.trait_type) ?? [];
    values.push({ value: row.value, count: Number(row.count), listed: Number(row.listed), floorPrice: row.floor });
    byType.set(row.trait_type, values);
  }
  return {
    traits: [...byType].map(([traitType, values]) => ({
      traitType,
      // Most common first, like OpenSea's sidebar; equal counts by value.
      values: values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)).slice(0, valuesPerTrait),
      valueCount: values.length,
      range: rangeOf.get(traitType) ?? null,
    })),
  };
}
