import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfts } from '@nft/db';
import { insertCollection, insertNft } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { walkPages } from '../../test-support/walk-pages';
import { insertOwnership } from './nfts.fixtures';
import type { Nft } from '@nft/api-contract';

let testApp: TestApp;
type Seeded = {
  id: number;
  tokenId: string;
  createdAt: string;
  price: bigint | null;
  chain: string;
  favorites: number;
  sales: number;
  /** The best listing's time (listed tokens) and the last sale's (every third token), from the same few times. */
  listedAt: string | null;
  soldAt: string | null;
};
const seeded: Seeded[] = [];
const owner = '0x00000000000000000000000000000000000000aa';
let collectionId: number;

// 30 tokens with four creation times (two a microsecond apart) and few distinct prices, so ties
// are the rule and only the id tie-breaker keeps pages apart. Two thirds are listed.
const timestamps = [
  '2024-05-01T08:00:00.000000Z',
  '2024-05-01T08:00:00.000001Z',
  '2024-05-01T09:00:00.000000Z',
  '2024-05-01T08:00:00.000000Z',
];

beforeAll(async () => {
  // Walking pages one row at a time makes more requests than the default rate limit allows.
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true', RATE_LIMIT_MAX: '100000' } });
  const { db } = testApp.database;
  collectionId = (await insertCollection(db)).id;
  for (let i = 0; i < 30; i++) {
    const price = i % 3 === 0 ? null : BigInt((i % 4) * 1000);
    const chain = i % 2 === 0 ? 'local1' : 'local2';
    const listing =
      price === null
        ? {}
        : {
            bestListingPrice: (price + 1n).toString(),
            bestListingCurrency: '0x0000000000000000000000000000000000000000',
            bestListingKind: 'fixed' as const,
          };
    // Few distinct favourite and recent sale counts: hottest pages are decided by the id tie-breaker.
    // Sales outrank favourites (one sale beats 12 favourites), and 5000 sales put the heat, the
    // cursor's sort value, past 2^31.
    const favorites = [0, 3, 3, 12][i % 4]!;
    const sales = [0, 1, 0, 2, 0, 5000][i % 6]!;
    const row = await insertNft(db, { chain, collectionId, favoriteCount: favorites, sales7d: sales, ...listing });
    const createdAt = timestamps[i % timestamps.length]!;
    const listedAt = price === null ? null : timestamps[(i + 1) % timestamps.length]!;
    const soldAt = i % 3 === 1 ? null : timestamps[(i + 2) % timestamps.length]!;
    await db
      .update(nfts)
      .set({
        createdAt: sql`${createdAt}::timestamptz`,
        listedAt: listedAt === null ? null : sql`${listedAt}::timestamptz`,
        lastSaleAt: soldAt === null ? null : sql`${soldAt}::timestamptz`,
      })
      .where(eq(nfts.id, row.id));
    await insertOwnership(db, row, owner);
    seeded.push({
      id: row.id,
      tokenId: row.tokenId,
      createdAt,
      price: price === null ? null : price + 1n,
      chain,
      favorites,
      sales,
      listedAt,
      soldAt,
    });
  }
  await insertNft(db, { collectionId, hidden: true });
  await insertNft(db, { collectionId, burned: true });
});

afterAll(async () => {
  await testApp.close();
});

const compare = (a: bigint | string | number, b: bigint | string | number) => (a < b ? -1 : a > b ? 1 : 0);
const listed = (rows: Seeded[]) => rows.filter((row) => row.price !== null);

const expected: Record<string, () => Seeded[]> = {
  newest: () => [...seeded].sort((a, b) => -compare(a.createdAt, b.createdAt) || -compare(a.id, b.id)),
  oldest: () => [...seeded].sort((a, b) => compare(a.createdAt, b.createdAt) || compare(a.id, b.id)),
  price_asc: () => listed(seeded).sort((a, b) => compare(a.price!, b.price!) || compare(a.id, b.id)),
  price_desc: () => listed(seeded).sort((a, b) => -compare(a.price!, b.price!) || -compare(a.id, b.id)),
  // docs/product.md: most sales in the last 7 days, then most favourites.
  hottest: () => [...seeded].sort((a, b) => -compare(a.sales, b.sales) || -compare(a.favorites, b.favorites) || -compare(a.id, b.id)),
  // Listed tokens only, the newest listing first; sold tokens only, the latest sale first.
  recently_listed: () => listed(seeded).sort((a, b) => -compare(a.listedAt!, b.listedAt!) || -compare(a.id, b.id)),
  recently_sold: () => seeded.filter((row) => row.soldAt !== null).sort((a, b) => -compare(a.soldAt!, b.soldAt!) || -compare(a.id, b.id)),
};

describe('GET /v1/nfts pagination', () => {
  for (const [sort, order] of Object.entries(expected)) {
    it(`walks every token exactly once, in ${sort} order`, async () => {
      for (const limit of [1, 6, 100]) {
        const items = await walkPages<Nft>(testApp.app, `/v1/nfts?collection=${collectionId}&sort=${sort}`, limit);
        expect(items.map((item) => item.tokenId)).toEqual(order().map((row) => row.tokenId));
      }
    });
  }

  it('keeps the chain and owner filters across pages', async () => {
    const items = await walkPages<Nft>(testApp.app, `/v1/nfts?owner=${owner}&chain=local2&sort=price_desc`, 4);
    const want = expected.price_desc!().filter((row) => row.chain === 'local2');
    expect(items.map((item) => item.tokenId)).toEqual(want.map((row) => row.tokenId));
  });
});
