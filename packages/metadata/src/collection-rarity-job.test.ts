import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nftAttributes, nfts, type DatabaseHandle } from '@nft/db';
import { createTestDatabase, insertCollection, insertNft } from '@nft/db/testing';
import { createInProcessJobQueue } from '@nft/jobs';
import { enqueueCollectionRarity, processCollectionRarity } from './collection-rarity-job';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('the collection-rarity job', () => {
  it('ranks a collection once for a burst of fetched tokens, and not a token outside any collection', async () => {
    const db = handle.db;
    const { id: collectionId } = await insertCollection(db);
    const items = [];
    for (const value of ['Laser', 'Plain', 'Plain']) {
      const nft = await insertNft(db, { collectionId });
      await db.insert(nftAttributes).values({ nftId: nft.id, collectionId, traitType: 'Eyes', value });
      items.push(nft);
    }
    const loose = await insertNft(db, { collectionId: null });
    const jobs = createInProcessJobQueue();
    const window = 400;
    const queued = [];
    for (const nft of [...items, loose]) queued.push(await enqueueCollectionRarity(jobs, db, nft, window));
    // The first token of the collection queues its ranking (unless a window ended in between, which adds one more).
    expect(queued[0]).toBe(true);
    expect(queued.slice(1, 3).filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(queued[3]).toBe(false);
    processCollectionRarity(jobs, db);
    await jobs.idle();
    await jobs.close();
    const rows = await db
      .select({ id: nfts.id, rank: nfts.rarityRank })
      .from(nfts)
      .where(
        inArray(
          nfts.id,
          items.map((nft) => nft.id),
        ),
      );
    expect(items.map((nft) => rows.find((row) => row.id === nft.id)!.rank)).toEqual([1, 2, 2]);
  });
});
