import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { nftAttributes } from '../schema/nft-attributes';
import { nfts } from '../schema/nfts';
import { createTestDatabase } from '../testing/create-test-database';
import { insertCollection, insertNft } from '../testing/fixtures';
import { refreshCollectionRarity } from './refresh-collection-rarity';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const db = () => handle.db;

type Trait = { traitType: string; value: string; displayType?: 'text' | 'level' | 'stat' };

async function item(collectionId: number, traits: Trait[]) {
  const nft = await insertNft(db(), { collectionId });
  if (traits.length > 0)
    await db()
      .insert(nftAttributes)
      .values(traits.map((trait) => ({ ...trait, nftId: nft.id, collectionId })));
  return nft.id;
}

async function ranks(ids: number[]) {
  const rows = await db().select({ id: nfts.id, rank: nfts.rarityRank }).from(nfts).where(inArray(nfts.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)!.rank);
}

describe('refreshCollectionRarity', () => {
  it('ranks by the information content of text traits, counting a missing trait type as a value, ties sharing a rank', async () => {
    const { id: collectionId } = await insertCollection(db());
    const bg = (value: string): Trait => ({ traitType: 'Background', value });
    const hat = (value: string): Trait => ({ traitType: 'Hat', value });
    // Four items. Background: Gold 1/4, Blue 3/4. Hat: Crown 1/4, Cap 2/4, none 1/4. Levels and stats are not traits of rarity.
    // Scores (-ln p summed): a = ln 4 + ln 4 = 2.77; b = c = ln 4/3 + ln 2 = 0.98; d = ln 4/3 + ln 4 = 1.67.
    const a = await item(collectionId, [bg('Gold'), hat('Crown')]);
    const b = await item(collectionId, [bg('Blue'), hat('Cap')]);
    const c = await item(collectionId, [bg('Blue'), hat('Cap'), { traitType: 'Level', value: '9', displayType: 'level' }]);
    const d = await item(collectionId, [bg('Blue'), { traitType: 'Level', value: '1', displayType: 'level' }]);
    const elsewhere = await item((await insertCollection(db())).id, [bg('Gold')]);

    expect(await refreshCollectionRarity(db(), collectionId)).toBe(4);
    expect(await ranks([a, b, c, d, elsewhere])).toEqual([1, 3, 3, 2, null]);
    // Nothing changed, nothing written.
    expect(await refreshCollectionRarity(db(), collectionId)).toBe(0);
  });

  it('re-ranks after an item leaves (deleted, its rank dropped) and leaves no rank where there are no text traits', async () => {
    const { id: collectionId } = await insertCollection(db());
    const rare = await item(collectionId, [{ traitType: 'Eyes', value: 'Laser' }]);
    const common = [
      await item(collectionId, [{ traitType: 'Eyes', value: 'Plain' }]),
      await item(collectionId, [{ traitType: 'Eyes', value: 'Plain' }]),
    ];
    await refreshCollectionRarity(db(), collectionId);
    expect(await ranks([rare, ...common])).toEqual([1, 2, 2]);
    await db().update(nfts).set({ deletedAt: new Date() }).where(eq(nfts.id, rare));
    await refreshCollectionRarity(db(), collectionId);
    // Two items left with the same trait: equally rare, and the deleted one keeps no rank.
    expect(await ranks([rare, ...common])).toEqual([null, 1, 1]);

    const { id: plain } = await insertCollection(db());
    const numbersOnly = await item(plain, [{ traitType: 'Level', value: '3', displayType: 'level' }]);
    const bare = await item(plain, []);
    expect(await refreshCollectionRarity(db(), plain)).toBe(0);
    expect(await ranks([numbersOnly, bare])).toEqual([null, null]);
  });
});
