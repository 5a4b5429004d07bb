import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '@nft/db';
import { insertCollection } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { walkPages } from '../../test-support/walk-pages';
import type { Collection } from '@nft/api-contract';

let testApp: TestApp;
type Seeded = { id: number; createdAt: string; volume: bigint; volume7d: bigint; volume24h: bigint; floor: bigint | null; chain: string };
const seeded: Seeded[] = [];

// 30 collections whose sort keys collide often (four timestamps, a few volumes and floors), so
// only the id tie-breaker keeps pages apart. Two timestamps differ by a microsecond only: a
// cursor rounded to milliseconds would lose or repeat rows there.
const timestamps = [
  '2024-03-01T10:00:00.000000Z',
  '2024-03-01T10:00:00.000001Z',
  '2024-03-01T10:00:00.000002Z',
  '2024-03-02T00:00:00.000000Z',
];

beforeAll(async () => {
  // Walking pages one row at a time makes more requests than the default rate limit allows.
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true', RATE_LIMIT_MAX: '100000' } });
  const { db } = testApp.database;
  for (let i = 0; i < 30; i++) {
    const volume = [0n, 5n, 10n ** 30n][i % 3]!;
    const volume7d = BigInt(i % 4) * 7n;
    const volume24h = BigInt(i % 3) * 3n;
    const floor = i % 4 === 0 ? null : BigInt(i % 5);
    const chain = i % 2 === 0 ? 'local1' : 'local2';
    const row = await insertCollection(db, {
      chain,
      volume: volume.toString(),
      volume7d: volume7d.toString(),
      volume24h: volume24h.toString(),
      floorPrice: floor?.toString() ?? null,
    });
    const createdAt = timestamps[i % timestamps.length]!;
    await db
      .update(collections)
      .set({ createdAt: sql`${createdAt}::timestamptz` })
      .where(eq(collections.id, row.id));
    seeded.push({ id: row.id, createdAt, volume, volume7d, volume24h, floor, chain });
  }
  // Rows that must never show up on any page.
  await insertCollection(db, { hidden: true });
  await insertCollection(db, { deletedAt: new Date() });
});

afterAll(async () => {
  await testApp.close();
});

const byId = (a: Seeded, b: Seeded) => a.id - b.id;
const compare = (a: bigint | string, b: bigint | string) => (a < b ? -1 : a > b ? 1 : 0);

const expectedOrders: Record<string, (a: Seeded, b: Seeded) => number> = {
  newest: (a, b) => -compare(a.createdAt, b.createdAt) || -byId(a, b),
  oldest: (a, b) => compare(a.createdAt, b.createdAt) || byId(a, b),
  volume: (a, b) => -compare(a.volume, b.volume) || -byId(a, b),
  hottest: (a, b) => -compare(a.volume7d, b.volume7d) || -byId(a, b),
  volume_24h: (a, b) => -compare(a.volume24h, b.volume24h) || -byId(a, b),
  floor: (a, b) => (a.floor === null ? 1 : 0) - (b.floor === null ? 1 : 0) || compare(a.floor ?? 0n, b.floor ?? 0n) || byId(a, b),
};

// floor_desc leaves collections without a floor out (the index cannot append them in order).
const withFloor = (rows: Seeded[]) => rows.filter((row) => row.floor !== null);
const floorDesc = (a: Seeded, b: Seeded) => -compare(a.floor ?? 0n, b.floor ?? 0n) || -byId(a, b);

describe('GET /v1/collections pagination', () => {
  for (const [sort, order] of Object.entries(expectedOrders)) {
    it(`walks every collection exactly once, in ${sort} order`, async () => {
      for (const limit of [1, 7, 30, 100]) {
        const items = await walkPages<Collection>(testApp.app, `/v1/collections?sort=${sort}`, limit);
        expect(items.map((item) => item.id)).toEqual([...seeded].sort(order).map((row) => row.id));
      }
    });
  }

  it('walks every collection with a floor exactly once, highest floor first', async () => {
    for (const limit of [1, 7, 100]) {
      const items = await walkPages<Collection>(testApp.app, '/v1/collections?sort=floor_desc', limit);
      expect(items.map((item) => item.id)).toEqual(
        withFloor(seeded)
          .sort(floorDesc)
          .map((row) => row.id),
      );
    }
  });

  it('keeps the filter across pages', async () => {
    const items = await walkPages<Collection>(testApp.app, '/v1/collections?chain=local2&sort=floor', 4);
    const expected = seeded.filter((row) => row.chain === 'local2').sort(expectedOrders.floor);
    expect(items.map((item) => item.id)).toEqual(expected.map((row) => row.id));
  });

  it('defaults to 24 per page', async () => {
    const response = await testApp.app.inject({ url: '/v1/collections' });
    expect(response.json().data.items).toHaveLength(24);
  });
});
