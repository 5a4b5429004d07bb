import { sql, type SQL } from 'drizzle-orm';
import { nftAttributes, nfts, type Database } from '@nft/db';
import type { CollectionAttributes } from '@nft/api-contract';

// A collection's facets are bounded: beyond these the sidebar would be unusable anyway.
const maxGroups = 5_000;
const valuesPerTrait = 100;

/**
 * The trait types of a collection with their values and how many visible NFTs carry each, for the
 * filter sidebar: one range of nft_attributes_filter_idx (collection_id, trait_type, value, nft_id)
 * read in index order, the NFT checked through its primary key.
 */
export function collectionAttributesQuery(collectionId: number): SQL {
  return sql`
    select a.trait_type, a.value, count(*)::int as count
    from ${nftAttributes} a
    where a.collection_id = ${collectionId}
      -- One primary-key lookup per attribute row, never a pass over every NFT.
      and exists (select 1 from ${nfts} where ${nfts.id} = a.nft_id and not ${nfts.hidden} and not ${nfts.burned} and ${nfts.deletedAt} is null)
    group by a.trait_type, a.value
    order by a.trait_type, a.value
    limit ${maxGroups}`;
}

export async function findCollectionAttributes(db: Database, collectionId: number): Promise<CollectionAttributes> {
  const { rows } = await db.execute<{ trait_type: string; value: string; count: number }>(collectionAttributesQuery(collectionId));
  const byType = new Map<string, { value: string; count: number }[]>();
  for (const row of rows) {
    const values = byType.get(row.trait_type) ?? [];
    values.push({ value: row.value, count: Number(row.count) });
    byType.set(row.trait_type, values);
  }
  return {
    traits: [...byType].map(([traitType, values]) => ({
      traitType,
      // Most common first, like OpenSea's sidebar; equal counts by value.
      values: values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)).slice(0, valuesPerTrait),
      valueCount: values.length,
    })),
  };
}
