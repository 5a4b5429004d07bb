import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { collectionFloorChanges } from '../schema/collection-floor-changes';
import { collections } from '../schema/collections';
import { liveEvents } from '../schema/live-events';
import { nfts } from '../schema/nfts';
import { createTestDatabase } from '../testing/create-test-database';
import { insertCollection, insertNft } from '../testing/fixtures';
import { refreshCollectionFloors } from './collection-floor';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const native = '0x0000000000000000000000000000000000000000';
const tusd = '0x00000000000000000000000000000000000000bb';
const listed = (price: string, currency = native) => ({ bestListingPrice: price, bestListingCurrency: currency });

async function floorOf(id: number): Promise<string | null> {
  const [row] = await handle.db.select({ floor: collections.floorPrice }).from(collections).where(eq(collections.id, id));
  return row!.floor;
}

describe('refreshCollectionFloors', () => {
  it("sets the lowest best listing of visible items in the collection's currency, and only rows that moved", async () => {
    const { db } = handle;
    const eth = await insertCollection(db, { floorPrice: '999' });
    await insertNft(db, { collectionId: eth.id, ...listed('300') });
    await insertNft(db, { collectionId: eth.id, ...listed('200') });
    // Cheaper, but in another currency, hidden, burned or deleted: none is the floor.
    await insertNft(db, { collectionId: eth.id, ...listed('10', tusd) });
    await insertNft(db, { collectionId: eth.id, ...listed('11'), hidden: true });
    await insertNft(db, { collectionId: eth.id, ...listed('12'), burned: true });
    await insertNft(db, { collectionId: eth.id, ...listed('13'), deletedAt: new Date() });
    const stable = await insertCollection(db, { paymentToken: tusd });
    await insertNft(db, { collectionId: stable.id, ...listed('40', tusd) });
    await insertNft(db, { collectionId: stable.id, ...listed('5') });
    const unlisted = await insertCollection(db, { floorPrice: '77' });
    await insertNft(db, { collectionId: unlisted.id });
    const untouched = await insertCollection(db, { floorPrice: '55' });

    expect(await refreshCollectionFloors(db, [eth.id, stable.id, unlisted.id, eth.id])).toBe(3);
    expect([await floorOf(eth.id), await floorOf(stable.id), await floorOf(unlisted.id)]).toEqual(['200', '40', null]);
    // A collection it was not asked about keeps its cached floor.
    expect(await floorOf(untouched.id)).toBe('55');
    // Nothing moved since: nothing is written.
    expect(await refreshCollectionFloors(db, [eth.id, stable.id, unlisted.id])).toBe(0);
    expect(await refreshCollectionFloors(db, [])).toBe(0);
  });
});

describe('collection_floor_changes (migration 0027)', () => {
  const changes = async (id: number) =>
    (
      await handle.db
        .select({ price: collectionFloorChanges.floorPrice })
        .from(collectionFloorChanges)
        .where(eq(collectionFloorChanges.collectionId, id))
        .orderBy(asc(collectionFloorChanges.changedAt), asc(collectionFloorChanges.id))
    ).map((row) => row.price);
  // Moves a collection's recorded changes two hours back, as if the next change came later.
  const later = (id: number) =>
    handle.db.execute(sql`update collection_floor_changes set changed_at = changed_at - interval '2 hours' where collection_id = ${id}`);

  it('records each change of the cached floor, whoever writes it, and a floor a collection is created with', async () => {
    const { db } = handle;
    const seeded = await insertCollection(db, { floorPrice: '10' });
    const collection = await insertCollection(db);
    expect([await changes(seeded.id), await changes(collection.id)]).toEqual([['10'], []]);

    const listedNft = await insertNft(db, { collectionId: collection.id, ...listed('300') });
    await refreshCollectionFloors(db, [collection.id]);
    // An update that leaves the floor as it was, or changes another column, records nothing.
    await refreshCollectionFloors(db, [collection.id]);
    await db.update(collections).set({ floorPrice: '300', volume: '5' }).where(eq(collections.id, collection.id));
    expect(await changes(collection.id)).toEqual(['300']);
    await later(collection.id);
    await db.update(nfts).set({ bestListingPrice: null, bestListingCurrency: null }).where(eq(nfts.id, listedNft.id));
    await refreshCollectionFloors(db, [collection.id]);
    expect(await changes(collection.id)).toEqual(['300', null]);
  });

  it("keeps one row per collection and hour, the hour's last floor, so a floor repriced every minute stays small", async () => {
    const { db } = handle;
    const collection = await insertCollection(db);
    const other = await insertCollection(db);
    for (const price of ['500', '490', '480']) {
      await db.update(collections).set({ floorPrice: price }).where(eq(collections.id, collection.id));
      await db
        .update(collections)
        .set({ floorPrice: String(Number(price) * 2) })
        .where(eq(collections.id, other.id));
    }
    expect([await changes(collection.id), await changes(other.id)]).toEqual([['480'], ['960']]);
    await later(collection.id);
    await db.update(collections).set({ floorPrice: '470' }).where(eq(collections.id, collection.id));
    expect(await changes(collection.id)).toEqual(['480', '470']);
  });

  it('puts each move of the floor on the live stream as a `floor` event of its collection, in its currency', async () => {
    const { db } = handle;
    const tusd = '0x00000000000000000000000000000000000000bb';
    const collection = await insertCollection(db, { chain: 'local2', paymentToken: tusd });
    await db.update(collections).set({ floorPrice: '70' }).where(eq(collections.id, collection.id));
    await db.update(collections).set({ floorPrice: '70', volume: '9' }).where(eq(collections.id, collection.id));
    await db.update(collections).set({ floorPrice: null }).where(eq(collections.id, collection.id));
    const events = await db
      .select({ chain: liveEvents.chain, kind: liveEvents.kind, price: liveEvents.price, currency: liveEvents.currency })
      .from(liveEvents)
      .where(eq(liveEvents.collectionId, collection.id))
      .orderBy(asc(liveEvents.id));
    expect(events).toEqual([
      { chain: 'local2', kind: 'floor', price: '70', currency: tusd },
      { chain: 'local2', kind: 'floor', price: null, currency: tusd },
    ]);
  });
});
