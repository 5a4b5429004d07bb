import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCollection, testAddress } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { expectRejected } from '../../test-support/expect-rejected';
import { insertMedia } from '../media/media.fixtures';
import { collectionPageSchema, collectionSchema } from '@nft/api-contract';

let testApp: TestApp;
const publicUrl = 'https://market.example';

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true', PUBLIC_URL: publicUrl } });
});

afterAll(async () => {
  await testApp.close();
});

async function list(query: string) {
  const response = await testApp.app.inject({ url: `/v1/collections?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return collectionPageSchema.parse(response.json().data);
}

const ids = async (query: string) => (await list(query)).items.map((item) => item.id);

describe('GET /v1/collections', () => {
  it('shows a collection with its media, royalty and stats', async () => {
    const { db } = testApp.database;
    const [logo, featured] = [await insertMedia(db), await insertMedia(db, { thumbnails: [] })];
    const creator = testAddress();
    const royaltyAddress = testAddress();
    const row = await insertCollection(db, {
      chain: 'local2',
      creatorAddress: creator,
      name: 'Shown',
      description: 'About it',
      category: 'art',
      royaltyBps: 250,
      royaltyAddress,
      verified: true,
      logoMediaId: logo.id,
      featuredMediaId: featured.id,
      website: 'https://shown.example',
      itemCount: 12,
      ownerCount: 5,
      floorPrice: '1000000000000000000',
      floorPrice24hAgo: '800000000000000000',
      volume: '123456789012345678901234567890',
      volume7d: '7',
      volume24h: '2',
      saleCount: 3,
    });

    const { items, nextCursor } = await list(`creator=${creator}`);
    expect(nextCursor).toBeNull();
    expect(items).toEqual([
      {
        id: row.id,
        chain: 'local2',
        contractAddress: null,
        name: 'Shown',
        description: 'About it',
        category: 'art',
        creator,
        royaltyBps: 250,
        royaltyAddress,
        paymentToken: null,
        website: 'https://shown.example',
        verified: true,
        logo: {
          url: `${testApp.config.public.mediaUrl}/media/${logo.storageKey}`,
          thumbnailUrl: `${testApp.config.public.mediaUrl}/media/${logo.thumbnails[0]!.storageKey}`,
          width: 400,
          height: 300,
        },
        featured: { url: `${testApp.config.public.mediaUrl}/media/${featured.storageKey}`, thumbnailUrl: null, width: 400, height: 300 },
        banner: null,
        stats: {
          items: 12,
          owners: 5,
          floorPrice: '1000000000000000000',
          floorPrice24hAgo: '800000000000000000',
          volume: '123456789012345678901234567890',
          volume7d: '7',
          volume24h: '2',
          sales: 3,
        },
        createdAt: row.createdAt.toISOString(),
      },
    ]);
  });

  it('never shows hidden or deleted collections', async () => {
    const { db } = testApp.database;
    const creator = testAddress();
    const shown = await insertCollection(db, { creatorAddress: creator });
    await insertCollection(db, { creatorAddress: creator, hidden: true });
    await insertCollection(db, { creatorAddress: creator, deletedAt: new Date() });
    expect(await ids(`creator=${creator}`)).toEqual([shown.id]);
  });

  it('filters by one or more chains', async () => {
    const { db } = testApp.database;
    const creator = testAddress();
    const one = await insertCollection(db, { creatorAddress: creator, chain: 'local1' });
    const two = await insertCollection(db, { creatorAddress: creator, chain: 'local2' });
    const bsc = await insertCollection(db, { creatorAddress: creator, chain: 'bsc' });
    expect(await ids(`creator=${creator}&chain=local1`)).toEqual([one.id]);
    expect(await ids(`creator=${creator}&chain=local1&chain=local2`)).toEqual([two.id, one.id]);
    expect(await ids(`creator=${creator}&chain=local2,bsc`)).toEqual([bsc.id, two.id]);
    // A known chain this deployment does not serve has nothing to show, which is not an error.
    expect(await ids(`creator=${creator}&chain=eth`)).toEqual([]);
  });

  it('filters by category, verified flag and creator (in any letter case)', async () => {
    const { db } = testApp.database;
    const creator = '0x00000000000000000000000000000000abcdef01';
    const art = await insertCollection(db, { creatorAddress: creator, category: 'art', verified: true });
    const music = await insertCollection(db, { creatorAddress: creator, category: 'music' });
    await insertCollection(db, { category: 'art', verified: true });
    expect(await ids(`creator=${creator}&category=art`)).toEqual([art.id]);
    expect(await ids(`creator=${creator}&verified=true`)).toEqual([art.id]);
    expect(await ids(`creator=${creator}&verified=false`)).toEqual([music.id]);
    expect(await ids(`creator=${creator.toUpperCase().replace('0X', '0x')}`)).toEqual([music.id, art.id]);
  });

  it('searches names case-insensitively, taking wildcards literally', async () => {
    const { db } = testApp.database;
    const creator = testAddress();
    const cats = await insertCollection(db, { creatorAddress: creator, name: 'Cosmic Cats' });
    const percent = await insertCollection(db, { creatorAddress: creator, name: '100% Dogs' });
    await insertCollection(db, { creatorAddress: creator, name: '1000 Birds' });
    expect(await ids(`creator=${creator}&search=CAT`)).toEqual([cats.id]);
    expect(await ids(`creator=${creator}&search=${encodeURIComponent('0%')}`)).toEqual([percent.id]);
    expect(await ids(`creator=${creator}&search=${encodeURIComponent('c_t')}`)).toEqual([]);
    expect(await ids(`creator=${creator}&search=${encodeURIComponent('  cosmic ')}`)).toEqual([cats.id]);
  });

  it('sorts by newest, oldest, volume and floor (no floor last)', async () => {
    const { db } = testApp.database;
    const creator = testAddress();
    const at = (minute: number) => new Date(Date.UTC(2024, 0, 1, 0, minute));
    const a = await insertCollection(db, { creatorAddress: creator, createdAt: at(1), volume: '50', floorPrice: null });
    const b = await insertCollection(db, { creatorAddress: creator, createdAt: at(2), volume: '900', floorPrice: '20' });
    const c = await insertCollection(db, { creatorAddress: creator, createdAt: at(3), volume: '100000000000000000000', floorPrice: '3' });
    expect(await ids(`creator=${creator}`)).toEqual([c.id, b.id, a.id]);
    expect(await ids(`creator=${creator}&sort=newest`)).toEqual([c.id, b.id, a.id]);
    expect(await ids(`creator=${creator}&sort=oldest`)).toEqual([a.id, b.id, c.id]);
    // Numeric, not text, order: 100000000000000000000 > 900 > 50.
    expect(await ids(`creator=${creator}&sort=volume`)).toEqual([c.id, b.id, a.id]);
    expect(await ids(`creator=${creator}&sort=floor`)).toEqual([c.id, b.id, a.id]);
  });

  it('refuses an unknown chain with unsupported_chain', async () => {
    await expectRejected(
      testApp.app,
      testApp.database.db,
      ['/v1/collections?chain=solana', '/v1/collections?chain=local1,solana', '/v1/collections?chain=local1&chain=LOCAL1'],
      400,
      'unsupported_chain',
    );
  });

  it('refuses malformed parameters with validation_failed', async () => {
    const bad = [
      'category=cats',
      'sort=cheapest',
      'sort=',
      'limit=0',
      'limit=101',
      'limit=ten',
      'limit=1.5',
      'verified=yes',
      'creator=0x123',
      'creator=alice',
      `search=${'x'.repeat(101)}`,
      'search=',
      'search=a&search=b',
      'chain=',
      'chain=local1,,local2',
      `chain=${'x'.repeat(33)}`,
      'sort=newest&sort=oldest',
    ];
    await expectRejected(
      testApp.app,
      testApp.database.db,
      bad.map((query) => `/v1/collections?${query}`),
      400,
      'validation_failed',
    );
  });

  it('refuses a tampered or foreign cursor with validation_failed, never a 5xx', async () => {
    const { db } = testApp.database;
    const creator = testAddress();
    await insertCollection(db, { creatorAddress: creator });
    await insertCollection(db, { creatorAddress: creator });
    const { nextCursor } = await list(`creator=${creator}&limit=1`);
    expect(nextCursor).toEqual(expect.any(String));
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const cursors = [
      `${nextCursor}x`,
      nextCursor!.slice(0, -3),
      'not-a-cursor',
      'a+b/c=',
      encode({}),
      encode(['newest']),
      encode(['newest', '2024-01-01', 1]),
      encode(['newest', '2024-02-31T00:00:00.000000Z', 1]),
      encode(['newest', '2024-01-01T00:00:00.000000Z', 0]),
      encode(['newest', '2024-01-01T00:00:00.000000Z', 2 ** 60]),
      encode(['newest', '2024-01-01T00:00:00.000000Z', '1']),
      encode(['newest', "2024-01-01'; drop table collections; --", 1]),
      encode(['volume', '-1', 1]),
      encode(['volume', '1e9', 1]),
      encode(['volume', null, 1]),
      encode(['floor', 'NaN', 1]),
      'x'.repeat(513),
    ];
    const urls = cursors.map((cursor) => `/v1/collections?creator=${creator}&cursor=${encodeURIComponent(cursor)}`);
    // A cursor is tied to its sort: newest's cursor cannot continue the volume order.
    urls.push(`/v1/collections?creator=${creator}&sort=volume&cursor=${nextCursor}`);
    await expectRejected(testApp.app, db, urls, 400, 'validation_failed');
  });
});

describe('GET /v1/collections/:id', () => {
  it('returns one collection', async () => {
    const row = await insertCollection(testApp.database.db, { name: 'Alone', category: 'pfp' });
    const response = await testApp.app.inject({ url: `/v1/collections/${row.id}` });
    expect(response.statusCode).toBe(200);
    expect(collectionSchema.parse(response.json().data)).toMatchObject({ id: row.id, name: 'Alone', category: 'pfp', logo: null });
  });

  it('answers 404 for absent, hidden and deleted collections', async () => {
    const { db } = testApp.database;
    const hidden = await insertCollection(db, { hidden: true });
    const deleted = await insertCollection(db, { deletedAt: new Date() });
    await expectRejected(
      testApp.app,
      db,
      [`/v1/collections/${hidden.id}`, `/v1/collections/${deleted.id}`, '/v1/collections/999999999'],
      404,
      'not_found',
    );
  });

  it('refuses an id that is not a positive integer', async () => {
    const urls = ['abc', '0', '-1', '1.5', '01', '1e3', '99999999999999999999', '%00'].map((id) => `/v1/collections/${id}`);
    await expectRejected(testApp.app, testApp.database.db, urls, 400, 'validation_failed');
  });
});
