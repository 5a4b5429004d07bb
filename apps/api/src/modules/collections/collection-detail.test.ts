import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zeroAddress } from 'viem';
import { collectionFloorChanges, type nfts } from '@nft/db';
import { insertCollection, insertNft, testAddress } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { expectRejected } from '../../test-support/expect-rejected';
import { insertAttribute, insertOwnership } from '../nfts/nfts.fixtures';
import { collectionAttributesSchema, collectionDetailSchema } from '@nft/api-contract';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true' } });
});

afterAll(async () => {
  await testApp.close();
});

const zero = '0x0000000000000000000000000000000000000000';

describe('GET /v1/collections/:id stats', () => {
  it('counts visible items, distinct holders and the lowest listing live', async () => {
    const { db } = testApp.database;
    const collection = await insertCollection(db, {
      chain: 'local2',
      volume: '900',
      volume24h: '40',
      saleCount: 3,
      royaltyBps: 250,
      royaltyAddress: testAddress(),
    });
    const [alice, bob] = [testAddress(), testAddress()];
    const a = await insertNft(db, {
      collectionId: collection.id,
      chain: 'local2',
      bestListingPrice: '40',
      bestListingCurrency: zero,
      bestListingKind: 'fixed',
    });
    const b = await insertNft(db, {
      collectionId: collection.id,
      chain: 'local2',
      bestListingPrice: '25',
      bestListingCurrency: zero,
      bestListingKind: 'auction',
    });
    const c = await insertNft(db, { collectionId: collection.id, chain: 'local2', standard: 'ERC-1155', supply: '10' });
    await insertOwnership(db, a, alice);
    await insertOwnership(db, b, alice);
    await insertOwnership(db, c, bob, '4');
    await insertOwnership(db, c, alice, '6');
    // A past owner (zero balance), a hidden and a burned token, and another collection's token do not count.
    const gone = await insertNft(db, {
      collectionId: collection.id,
      chain: 'local2',
      hidden: true,
      bestListingPrice: '1',
      bestListingCurrency: zero,
      bestListingKind: 'fixed',
    });
    await insertOwnership(db, gone, testAddress());
    await insertNft(db, { collectionId: collection.id, chain: 'local2', burned: true });
    await insertOwnership(db, a, testAddress(), '0');
    await insertNft(db, { chain: 'local2' });

    const response = await testApp.app.inject({ url: `/v1/collections/${collection.id}` });
    expect(response.statusCode, response.body).toBe(200);
    const detail = collectionDetailSchema.parse(response.json().data);
    // On sale: a (fixed) and b (auction); the hidden listed token does not count.
    expect(detail.stats).toEqual({
      items: 3,
      owners: 2,
      listed: 2,
      floorPrice: '25',
      // No floor was recorded a day ago.
      floorPrice24hAgo: null,
      volume: '900',
      volume7d: '0',
      volume24h: '40',
      sales: 3,
    });
    // Not sold by a drop: nothing to mint (drops.test.ts covers a drop's collection).
    expect(detail).toMatchObject({ chain: 'local2', chainName: 'Local Chain B', royaltyBps: 250, dropId: null });
  });

  it('answers the floor as it stood 24 hours ago from the recorded changes', async () => {
    const { db } = testApp.database;
    const hour = 3_600_000;
    const ago = (ms: number) => new Date(Date.now() - ms);
    const detail = async (id: number) =>
      collectionDetailSchema.parse((await testApp.app.inject({ url: `/v1/collections/${id}` })).json().data).stats.floorPrice24hAgo;
    const collection = await insertCollection(db);
    const change = (collectionId: number, at: Date, floorPrice: string | null) =>
      db.insert(collectionFloorChanges).values({ collectionId, floorPrice, changedAt: at });
    await change(collection.id, ago(30 * hour), '300');
    await change(collection.id, ago(25 * hour), '250');
    // After the 24-hour mark: not yet the floor then.
    await change(collection.id, ago(23 * hour), '100');
    expect(await detail(collection.id)).toBe('250');
    // Nothing on sale a day ago.
    const emptied = await insertCollection(db);
    await change(emptied.id, ago(48 * hour), '70');
    await change(emptied.id, ago(26 * hour), null);
    expect(await detail(emptied.id)).toBeNull();
  });

  it('shows zero items, owners and no floor for an empty collection, whatever a stale cached floor says', async () => {
    // The cached column lags a cancel by a moment; the page counts from the book.
    const collection = await insertCollection(testApp.database.db, { floorPrice: '77' });
    const detail = collectionDetailSchema.parse((await testApp.app.inject({ url: `/v1/collections/${collection.id}` })).json().data);
    expect(detail.stats).toMatchObject({ items: 0, owners: 0, listed: 0, floorPrice: null });
  });
});

describe('GET /v1/collections/:id/attributes', () => {
  it('lists trait types with value counts, items on sale and floors over visible NFTs, most common first', async () => {
    const { db } = testApp.database;
    const collection = await insertCollection(db);
    const other = await insertCollection(db);
    const listed = (price: string) => ({ bestListingPrice: price, bestListingCurrency: zeroAddress, bestListingKind: 'fixed' as const });
    const items: { traits: [string, string][]; listing?: Partial<typeof nfts.$inferInsert> }[] = [
      {
        traits: [
          ['Background', 'Blue'],
          ['Eyes', 'Laser'],
        ],
        listing: listed('500'),
      },
      {
        traits: [
          ['Background', 'Red'],
          ['Eyes', 'Laser'],
        ],
        listing: listed('300'),
      },
      { traits: [['Background', 'Red']] },
      // Hidden, burned and foreign items count nowhere, so their cheaper listings are no floor.
      {
        traits: [
          ['Background', 'Red'],
          ['Background', 'Gold'],
        ],
        listing: { ...listed('1'), hidden: true },
      },
      { traits: [['Eyes', 'Laser']], listing: { ...listed('2'), burned: true } },
    ];
    for (const { traits, listing } of items) {
      const nft = await insertNft(db, { collectionId: collection.id, ...listing });
      for (const [traitType, value] of traits) await insertAttribute(db, nft.id, { collectionId: collection.id, traitType, value });
    }
    const foreign = await insertNft(db, { collectionId: other.id, ...listed('3') });
    await insertAttribute(db, foreign.id, { collectionId: other.id, traitType: 'Background', value: 'Red' });

    const response = await testApp.app.inject({ url: `/v1/collections/${collection.id}/attributes` });
    expect(response.statusCode, response.body).toBe(200);
    expect(collectionAttributesSchema.parse(response.json().data)).toEqual({
      traits: [
        {
          traitType: 'Background',
          values: [
            { value: 'Red', count: 2, listed: 1, floorPrice: '300' },
            { value: 'Blue', count: 1, listed: 1, floorPrice: '500' },
          ],
          valueCount: 2,
          range: null,
        },
        { traitType: 'Eyes', values: [{ value: 'Laser', count: 2, listed: 2, floorPrice: '300' }], valueCount: 1, range: null },
      ],
    });
  });

  it("counts only listings in the collection's currency as floors, of the trait and of the collection", async () => {
    const { db } = testApp.database;
    const stable = testAddress();
    const ethCollection = await insertCollection(db);
    const stableCollection = await insertCollection(db, { paymentToken: stable });
    const listings = [
      { price: '40', currency: zeroAddress },
      { price: '7', currency: stable },
    ];
    for (const collection of [ethCollection, stableCollection])
      for (const { price, currency } of listings) {
        const nft = await insertNft(db, {
          collectionId: collection.id,
          bestListingPrice: price,
          bestListingCurrency: currency,
          bestListingKind: 'fixed',
        });
        await insertAttribute(db, nft.id, { collectionId: collection.id, traitType: 'Hat', value: 'Cap' });
      }
    const facets = async (id: number) =>
      collectionAttributesSchema.parse((await testApp.app.inject({ url: `/v1/collections/${id}/attributes` })).json().data).traits[0]!
        .values[0];
    const floor = async (id: number) =>
      collectionDetailSchema.parse((await testApp.app.inject({ url: `/v1/collections/${id}` })).json().data).stats.floorPrice;
    // Both items are on sale either way; only the one in the collection's currency is its floor.
    expect(await facets(ethCollection.id)).toEqual({ value: 'Cap', count: 2, listed: 2, floorPrice: '40' });
    expect(await facets(stableCollection.id)).toEqual({ value: 'Cap', count: 2, listed: 2, floorPrice: '7' });
    expect(await floor(ethCollection.id)).toBe('40');
    expect(await floor(stableCollection.id)).toBe('7');
  });

  it("gives a level's or a stat's lowest and highest value over the visible items, compared as numbers", async () => {
    const { db } = testApp.database;
    const collection = await insertCollection(db);
    const stat = (value: string) => ({
      collectionId: collection.id,
      traitType: 'Speed',
      value,
      displayType: 'stat' as const,
      numericValue: value,
    });
    for (const value of ['9.5', '40', '100'])
      await insertAttribute(db, (await insertNft(db, { collectionId: collection.id })).id, stat(value));
    await insertAttribute(db, (await insertNft(db, { collectionId: collection.id, hidden: true })).id, stat('1000'));
    // A number written as a text trait (an edition) is a value like any other, without a range.
    const edition = { collectionId: collection.id, traitType: 'Edition', value: '3', numericValue: '3' };
    await insertAttribute(db, (await insertNft(db, { collectionId: collection.id })).id, edition);
    const response = await testApp.app.inject({ url: `/v1/collections/${collection.id}/attributes` });
    const traits = collectionAttributesSchema.parse(response.json().data).traits;
    expect(traits.map((trait) => [trait.traitType, trait.range])).toEqual([
      ['Edition', null],
      ['Speed', { min: '9.5', max: '100' }],
    ]);
  });

  it('compares trait floors as numbers, not as text', async () => {
    const { db } = testApp.database;
    const collection = await insertCollection(db);
    for (const price of ['900', '1000000000000000000', '85000000000000000']) {
      const nft = await insertNft(db, {
        collectionId: collection.id,
        bestListingPrice: price,
        bestListingCurrency: zeroAddress,
        bestListingKind: 'fixed',
      });
      await insertAttribute(db, nft.id, { collectionId: collection.id, traitType: 'Hat', value: 'Cap' });
    }
    const response = await testApp.app.inject({ url: `/v1/collections/${collection.id}/attributes` });
    expect(collectionAttributesSchema.parse(response.json().data).traits[0]!.values[0]).toEqual({
      value: 'Cap',
      count: 3,
      listed: 3,
      floorPrice: '900',
    });
  });

  it('answers 404 for absent, hidden and deleted collections and 400 for a malformed id', async () => {
    const { db } = testApp.database;
    const hidden = await insertCollection(db, { hidden: true });
    const deleted = await insertCollection(db, { deletedAt: new Date() });
    const urls = [
      `/v1/collections/${hidden.id}/attributes`,
      `/v1/collections/${deleted.id}/attributes`,
      '/v1/collections/999999/attributes',
    ];
    await expectRejected(testApp.app, db, urls, 404, 'not_found');
    await expectRejected(testApp.app, db, ['/v1/collections/0/attributes', '/v1/collections/abc/attributes'], 400, 'validation_failed');
  });
});
