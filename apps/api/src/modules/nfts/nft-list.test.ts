import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfts } from '@nft/db';
import { insertCollection, insertNft } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { expectRejected } from '../../test-support/expect-rejected';
import { walkPages } from '../../test-support/walk-pages';
import { insertAttribute } from './nfts.fixtures';
import { nftListPageSchema, type NftListItem } from '@nft/api-contract';

// The explore filters of GET /v1/nfts: status, category, verified, price range, attributes and
// several collections, each checked against rows that must and must not match.
let testApp: TestApp;
const zero = '0x0000000000000000000000000000000000000000';
type Ids = Record<string, string>;
const tokens: Ids = {};
let art: number;
let music: number;
let artVerified: number;

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true', RATE_LIMIT_MAX: '100000' } });
  const { db } = testApp.database;
  art = (await insertCollection(db, { category: 'art', chain: 'local1' })).id;
  artVerified = (await insertCollection(db, { category: 'art', verified: true, chain: 'local2' })).id;
  music = (await insertCollection(db, { category: 'music', chain: 'local1' })).id;
  const add = async (key: string, values: Partial<typeof nfts.$inferInsert>) => {
    const row = await insertNft(db, values);
    tokens[key] = row.tokenId;
    return row;
  };
  const fixed = (price: string) => ({ bestListingPrice: price, bestListingCurrency: zero, bestListingKind: 'fixed' as const });
  const blue = await add('fixedCheap', { collectionId: art, chain: 'local1', name: 'Blue cat', ...fixed('100') });
  const red = await add('fixedDear', { collectionId: art, chain: 'local1', name: 'Red cat', ...fixed('5000') });
  await add('auction', {
    collectionId: artVerified,
    chain: 'local2',
    name: 'Auction dog',
    bestListingPrice: '300',
    bestListingCurrency: zero,
    bestListingKind: 'auction',
  });
  await add('offered', { collectionId: music, chain: 'local1', name: '100%_real', bestOfferPrice: '7', bestOfferCurrency: zero });
  const old = await add('old', { collectionId: music, chain: 'local1', name: 'Old song' });
  await db
    .update(nfts)
    .set({ createdAt: sql`now() - interval '30 days'` })
    .where(eq(nfts.id, old.id));
  await add('loose', { chain: 'local2', name: 'No collection' });
  await insertAttribute(db, blue.id, { collectionId: art, traitType: 'Background', value: 'Blue' });
  await insertAttribute(db, blue.id, { collectionId: art, traitType: 'Eyes', value: 'Laser' });
  await insertAttribute(db, red.id, { collectionId: art, traitType: 'Background', value: 'Red' });
  await insertAttribute(db, red.id, { collectionId: art, traitType: 'Eyes', value: 'Laser' });
  // Stats (numbers): Speed 9.5 on the blue one, 40 on the red one; a Speed of another collection's item.
  const stat = (value: string) => ({ traitType: 'Speed', value, displayType: 'stat' as const, numericValue: value, maxValue: '100' });
  await insertAttribute(db, blue.id, { collectionId: art, ...stat('9.5') });
  await insertAttribute(db, red.id, { collectionId: art, ...stat('40') });
  const offered = (await db.select({ id: nfts.id }).from(nfts).where(eq(nfts.tokenId, tokens.offered!)))[0]!;
  await insertAttribute(db, offered.id, { collectionId: music, ...stat('20') });
});

afterAll(async () => {
  await testApp.close();
});

async function list(query: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ url: `/v1/nfts?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return nftListPageSchema.parse(response.json().data);
}

const keysOf = async (query: string) => {
  const byToken = new Map(Object.entries(tokens).map(([key, tokenId]) => [tokenId, key]));
  return (await list(query)).items.map((item) => byToken.get(item.tokenId)).sort();
};

describe('GET /v1/nfts explore filters', () => {
  it('names each item’s chain for the chain badge', async () => {
    const { items } = await list(`collection=${artVerified}`);
    expect(items.map((item) => [item.chain, item.chainName])).toEqual([['local2', 'Local Chain B']]);
  });

  it('filters by status; several statuses widen the list', async () => {
    expect(await keysOf('status=buy_now')).toEqual(['fixedCheap', 'fixedDear']);
    expect(await keysOf('status=on_auction')).toEqual(['auction']);
    expect(await keysOf('status=has_offers')).toEqual(['offered']);
    expect(await keysOf('status=buy_now,on_auction')).toEqual(['auction', 'fixedCheap', 'fixedDear']);
    expect(await keysOf('status=on_auction&status=has_offers')).toEqual(['auction', 'offered']);
    expect(await keysOf('status=new')).not.toContain('old');
    expect(await keysOf('status=new')).toContain('loose');
  });

  it("filters by the collection's category and verified flag, and by several collections", async () => {
    expect(await keysOf('category=art')).toEqual(['auction', 'fixedCheap', 'fixedDear']);
    expect(await keysOf('category=music,art&verified=true')).toEqual(['auction']);
    expect(await keysOf('category=music')).toEqual(['offered', 'old']);
    expect(await keysOf(`collection=${artVerified}&collection=${music}`)).toEqual(['auction', 'offered', 'old']);
    expect(await keysOf(`collection=${art},${music}&chain=local1&status=buy_now`)).toEqual(['fixedCheap', 'fixedDear']);
  });

  it('filters by a price range in base units, bounds included, listed items only', async () => {
    expect(await keysOf('minPrice=100&maxPrice=300')).toEqual(['auction', 'fixedCheap']);
    expect(await keysOf('minPrice=101')).toEqual(['auction', 'fixedDear']);
    expect(await keysOf('maxPrice=299')).toEqual(['fixedCheap']);
    const asc = await list('minPrice=100&sort=price_asc');
    expect(asc.items.map((item) => item.bestListing?.price)).toEqual(['100', '300', '5000']);
  });

  it('refuses a minimum not below the maximum with the message in English and Japanese, changing nothing', async () => {
    const { db } = testApp.database;
    await expectRejected(testApp.app, db, ['/v1/nfts?minPrice=5&maxPrice=5', '/v1/nfts?minPrice=6&maxPrice=5'], 400, 'validation_failed');
    const en = await testApp.app.inject({ url: '/v1/nfts?minPrice=10&maxPrice=2' });
    expect(JSON.stringify(en.json())).toContain('The minimum must be less than the maximum');
    const ja = await testApp.app.inject({ url: '/v1/nfts?minPrice=10&maxPrice=2', headers: { locale: 'ja' } });
    expect(JSON.stringify(ja.json())).toContain('最小値は最大値より小さくしてください');
  });

  it('filters by attributes within one collection: values of a type are alternatives, types must all match', async () => {
    expect(await keysOf(`collection=${art}&trait=Background:Blue`)).toEqual(['fixedCheap']);
    expect(await keysOf(`collection=${art}&trait=Background:Blue&trait=Background:Red`)).toEqual(['fixedCheap', 'fixedDear']);
    expect(await keysOf(`collection=${art}&trait=Background:Red&trait=Eyes:Laser`)).toEqual(['fixedDear']);
    expect(await keysOf(`collection=${art}&trait=Eyes:Sleepy`)).toEqual([]);
    // Another collection's traits never match.
    expect(await keysOf(`collection=${music}&trait=Background:Blue`)).toEqual([]);
    const response = await testApp.app.inject({ url: '/v1/nfts?trait=Background:Blue', headers: { locale: 'ja' } });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('属性で絞り込むには、コレクションを1つ選んでください');
  });

  it('filters by numeric trait ranges within one collection, bounds included, compared as numbers', async () => {
    expect(await keysOf(`collection=${art}&traitRange=Speed:9.5:40`)).toEqual(['fixedCheap', 'fixedDear']);
    // As numbers, not text: "9.5" is below "10" though it sorts after it.
    expect(await keysOf(`collection=${art}&traitRange=Speed:10:`)).toEqual(['fixedDear']);
    expect(await keysOf(`collection=${art}&traitRange=Speed::10`)).toEqual(['fixedCheap']);
    expect(await keysOf(`collection=${art}&traitRange=Speed:-5:9.4`)).toEqual([]);
    // With a trait of another type, both must match; a text trait has no numbers to compare.
    expect(await keysOf(`collection=${art}&traitRange=Speed:1:100&trait=Background:Red`)).toEqual(['fixedDear']);
    expect(await keysOf(`collection=${art}&traitRange=Background:0:100`)).toEqual([]);
    expect(await keysOf(`collection=${music}&traitRange=Speed:1:100`)).toEqual(['offered']);
  });

  it('refuses a malformed or empty trait range, one upside down, and one without exactly one collection', async () => {
    const { db } = testApp.database;
    const bad = ['Speed', 'Speed:1', 'Speed::', 'Speed:a:2', 'Speed:1:2:3', ':1:2', 'Speed:1e3:'].map(
      (range) => `/v1/nfts?collection=${art}&traitRange=${encodeURIComponent(range)}`,
    );
    await expectRejected(
      testApp.app,
      db,
      [...bad, '/v1/nfts?traitRange=Speed:1:2', `/v1/nfts?collection=${art}&traitRange=Speed:5:2`],
      400,
      'validation_failed',
    );
    const upsideDown = await testApp.app.inject({ url: `/v1/nfts?collection=${art}&traitRange=Speed:5:2`, headers: { locale: 'ja' } });
    expect(JSON.stringify(upsideDown.json())).toContain('最小値は最大値以下にしてください');
  });

  it('searches names with LIKE wildcards taken literally', async () => {
    expect(await keysOf('search=cat')).toEqual(['fixedCheap', 'fixedDear']);
    expect(await keysOf('search=100%25_')).toEqual(['offered']);
    expect(await keysOf('search=%25')).toEqual(['offered']);
    expect(await keysOf('search=_')).toEqual(['offered']);
  });

  it('keeps every filter across keyset pages without skipping or repeating', async () => {
    const all = await walkPages<NftListItem>(testApp.app, '/v1/nfts?status=buy_now,on_auction,has_offers&sort=hottest', 1);
    expect(all.map((item) => item.tokenId).sort()).toEqual([tokens.auction, tokens.fixedCheap, tokens.fixedDear, tokens.offered].sort());
    const priced = await walkPages<NftListItem>(testApp.app, '/v1/nfts?minPrice=1&sort=price_desc', 1);
    expect(priced.map((item) => item.bestListing?.price)).toEqual(['5000', '300', '100']);
  });

  it('sorts hottest by sales in the last 7 days, then favourites: one sale beats any number of favourites', async () => {
    const { db } = testApp.database;
    const hot = (await insertCollection(db, { chain: 'local1' })).id;
    const rows: Record<string, { sales7d: number; favoriteCount: number }> = {
      adored: { sales7d: 0, favoriteCount: 2_000_000 },
      liked: { sales7d: 0, favoriteCount: 40 },
      soldOnce: { sales7d: 1, favoriteCount: 0 },
      soldOnceLiked: { sales7d: 1, favoriteCount: 3 },
      soldOften: { sales7d: 3, favoriteCount: 0 },
      ignored: { sales7d: 0, favoriteCount: 0 },
    };
    const tokenOf: Record<string, string> = {};
    for (const [key, values] of Object.entries(rows)) tokenOf[key] = (await insertNft(db, { collectionId: hot, ...values })).tokenId;
    // Expected from the rows above: most sales first, then most favourites.
    const want = Object.entries(rows)
      .sort(([, a], [, b]) => b.sales7d - a.sales7d || b.favoriteCount - a.favoriteCount)
      .map(([key]) => tokenOf[key]);
    expect(want.slice(0, 3)).toEqual([tokenOf.soldOften, tokenOf.soldOnceLiked, tokenOf.soldOnce]);
    for (const limit of [1, 2, 25]) {
      const items = await walkPages<NftListItem>(testApp.app, `/v1/nfts?collection=${hot}&sort=hottest`, limit);
      expect(items.map((item) => item.tokenId)).toEqual(want);
    }
  });

  it('refuses malformed explore parameters with validation_failed', async () => {
    const bad = [
      'status=sold',
      'status=',
      'category=painting',
      'verified=yes',
      'minPrice=1.5',
      'maxPrice=-1',
      `minPrice=${'9'.repeat(79)}`,
      'trait=Background',
      `collection=${art}&trait=:Blue`,
      `collection=${art},${music}&trait=Eyes:Laser`,
      'collection=1,x',
      'sort=hot',
      // The hottest cursor holds an int8: one past its maximum, a negative and a fraction are refused.
      `cursor=${Buffer.from(JSON.stringify(['hottest', '9223372036854775808', 1])).toString('base64url')}&sort=hottest`,
      `cursor=${Buffer.from(JSON.stringify(['hottest', '-1', 1])).toString('base64url')}&sort=hottest`,
      `cursor=${Buffer.from(JSON.stringify(['hottest', '1.5', 1])).toString('base64url')}&sort=hottest`,
    ];
    await expectRejected(
      testApp.app,
      testApp.database.db,
      bad.map((query) => `/v1/nfts?${query}`),
      400,
      'validation_failed',
    );
  });
});
