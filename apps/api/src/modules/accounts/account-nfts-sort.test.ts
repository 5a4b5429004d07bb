import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites } from '@nft/db';
import { insertCollection, insertNft, testAddress } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { signedInAccount } from '../../test-support/signed-in-account';
import { insertOwnership } from '../nfts/nfts.fixtures';

// The account tabs' other sorts and filters (docs/product.md, "Account page"): OpenSea's profile sorts and the
// explore filters, on the rows of one owner, creator or favouriter.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true', RATE_LIMIT_MAX: '100000' } });
});

afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.db;

type Item = { name: string; nextCursor?: string };

async function get(url: string) {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: Item[]; nextCursor: string | null };
}

/** Every name of a list, following cursors page by page. */
async function walk(url: string, limit: number) {
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await get(`${url}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    names.push(...page.items.map((item) => item.name));
    cursor = page.nextCursor;
  } while (cursor);
  return names;
}

// Prices in base units; null: not listed, or no offer. Ties on purpose (two at 100 wei, two offers of 7).
const seeded = [
  { name: 'A', price: 300n, offer: null },
  { name: 'B', price: 100n, offer: 7n },
  { name: 'C', price: null, offer: 50n },
  { name: 'D', price: 2n * 10n ** 30n, offer: null },
  { name: 'E', price: null, offer: 7n },
  { name: 'F', price: 100n, offer: null },
  { name: 'G', price: null, offer: null },
] as const;

type Seeded = (typeof seeded)[number] & { id: number };

/** The expected order, from the seed alone: by value in `direction`, the ones without a value last, then by id in `direction`. */
function expected(rows: Seeded[], value: (row: Seeded) => bigint | null, direction: 1 | -1) {
  const rank = (row: Seeded) => value(row);
  return [...rows]
    .sort((a, b) => {
      const [x, y] = [rank(a), rank(b)];
      if (x === null || y === null) return x === y ? direction * (a.id - b.id) : x === null ? 1 : -1;
      return x === y ? direction * (a.id - b.id) : x < y ? -direction : direction;
    })
    .map((row) => row.name);
}

async function seedHolder() {
  const holder = testAddress();
  const rows: Seeded[] = [];
  for (const row of seeded) {
    const nft = await insertNft(db(), {
      name: row.name,
      bestListingPrice: row.price?.toString() ?? null,
      bestListingKind: row.price === null ? null : 'fixed',
      bestOfferPrice: row.offer?.toString() ?? null,
    });
    await insertOwnership(db(), nft, holder);
    rows.push({ ...row, id: nft.id });
  }
  return { holder, rows };
}

describe('GET /v1/accounts/:address/nfts?sort=', () => {
  it('sorts collected tokens by price either way and by best offer, the ones without after them, across pages', async () => {
    const { holder, rows } = await seedHolder();
    const url = (sort: string) => `/v1/accounts/${holder}/nfts?tab=collected&sort=${sort}`;
    for (const limit of [1, 2, 3, 10]) {
      expect(await walk(url('price_asc'), limit)).toEqual(expected(rows, (row) => row.price, 1));
      expect(await walk(url('price_desc'), limit)).toEqual(expected(rows, (row) => row.price, -1));
      expect(await walk(url('best_offer'), limit)).toEqual(expected(rows, (row) => row.offer, -1));
    }
    // The default is the tab's own order: most recently received first.
    expect(await walk(url('recent'), 3)).toEqual(rows.map((row) => row.name).reverse());
  });

  it('sorts created and favorited tokens the same way', async () => {
    const user = await signedInAccount(db());
    const cheap = await insertNft(db(), { creatorAddress: user.address, name: 'Cheap', bestListingPrice: '5', bestListingKind: 'fixed' });
    await insertNft(db(), { creatorAddress: user.address, name: 'Unlisted' });
    const dear = await insertNft(db(), { creatorAddress: user.address, name: 'Dear', bestListingPrice: '9', bestListingKind: 'auction' });
    expect(await walk(`/v1/accounts/${user.address}/nfts?tab=created&sort=price_desc`, 1)).toEqual(['Dear', 'Cheap', 'Unlisted']);
    await db()
      .insert(favorites)
      .values([dear, cheap].map((nft) => ({ accountId: user.accountId, nftId: nft.id })));
    expect(await walk(`/v1/accounts/${user.address}/nfts?tab=favorited&sort=price_asc`, 1)).toEqual(['Cheap', 'Dear']);
  });

  it('refuses a cursor of another sort or tab, and an unknown sort', async () => {
    const { holder } = await seedHolder();
    const { nextCursor } = await get(`/v1/accounts/${holder}/nfts?tab=collected&sort=price_asc&limit=1`);
    for (const query of [
      `tab=collected&sort=price_desc&cursor=${nextCursor}`,
      `tab=created&sort=price_asc&cursor=${nextCursor}`,
      'sort=cheapest',
    ]) {
      const response = await testApp.app.inject({ url: `/v1/accounts/${holder}/nfts?${query}` });
      expect([response.statusCode, response.json().error]).toEqual([400, 'validation_failed']);
    }
  });
});

describe('GET /v1/accounts/:address/nfts filters', () => {
  it('narrows a tab by chain, collection, status and name, in any sort', async () => {
    const holder = testAddress();
    const art = await insertCollection(db(), { chain: 'local2' });
    const add = async (name: string, values: Parameters<typeof insertNft>[1] = {}) =>
      insertOwnership(db(), await insertNft(db(), { name, ...values }), holder);
    await add('Cat one', { chain: 'local2', collectionId: art.id, bestListingPrice: '10', bestListingKind: 'fixed' });
    await add('Cat two', { chain: 'local2', collectionId: art.id, bestListingPrice: '20', bestListingKind: 'auction' });
    await add('Dog', { chain: 'local2', bestOfferPrice: '3' });
    await add('Cat three', { bestListingPrice: '5', bestListingKind: 'fixed' });
    const names = (query: string, sort = 'recent') => walk(`/v1/accounts/${holder}/nfts?tab=collected&sort=${sort}&${query}`, 2);
    expect(await names('chain=local2')).toEqual(['Dog', 'Cat two', 'Cat one']);
    expect(await names('chain=local1,local2', 'price_asc')).toEqual(['Cat three', 'Cat one', 'Cat two', 'Dog']);
    expect(await names(`collection=${art.id}`, 'price_desc')).toEqual(['Cat two', 'Cat one']);
    expect(await names('status=buy_now', 'price_asc')).toEqual(['Cat three', 'Cat one']);
    expect(await names('status=on_auction,has_offers')).toEqual(['Dog', 'Cat two']);
    expect(await names('search=CAT&chain=local2')).toEqual(['Cat two', 'Cat one']);
    expect(await names('search=bird')).toEqual([]);
  });

  it('refuses an unknown chain and a status that is not one', async () => {
    const holder = testAddress();
    const chain = await testApp.app.inject({ url: `/v1/accounts/${holder}/nfts?chain=nowhere` });
    expect([chain.statusCode, chain.json().error]).toEqual([400, 'unsupported_chain']);
    const status = await testApp.app.inject({ url: `/v1/accounts/${holder}/nfts?status=cheap` });
    expect([status.statusCode, status.json().error]).toEqual([400, 'validation_failed']);
  });
});

describe('GET /v1/accounts/:address/nft-collections', () => {
  it("lists the collections of a tab's visible items with their counts, most first, for the tab asked", async () => {
    const user = await signedInAccount(db());
    const owls = await insertCollection(db(), { name: 'Owls' });
    const moths = await insertCollection(db(), { name: 'Moths', chain: 'local2' });
    const hold = async (values: Parameters<typeof insertNft>[1]) => insertOwnership(db(), await insertNft(db(), values), user.address);
    for (let i = 0; i < 3; i++) await hold({ collectionId: owls.id });
    await hold({ collectionId: owls.id, hidden: true });
    await hold({ collectionId: moths.id, chain: 'local2' });
    await hold({ collectionId: null });
    const created = await insertNft(db(), { collectionId: moths.id, chain: 'local2', creatorAddress: user.address });
    await db().insert(favorites).values({ accountId: user.accountId, nftId: created.id });
    const tab = async (query: string) =>
      (await testApp.app.inject({ url: `/v1/accounts/${user.address}/nft-collections${query}` })).json().data.items;
    expect(await tab('')).toEqual([
      { id: owls.id, name: 'Owls', chain: 'local1', count: 3 },
      { id: moths.id, name: 'Moths', chain: 'local2', count: 1 },
    ]);
    expect(await tab('?tab=created')).toEqual([{ id: moths.id, name: 'Moths', chain: 'local2', count: 1 }]);
    expect(await tab('?tab=favorited')).toEqual([{ id: moths.id, name: 'Moths', chain: 'local2', count: 1 }]);
    const refused = await testApp.app.inject({ url: `/v1/accounts/${user.address}/nft-collections?tab=offers` });
    expect([refused.statusCode, refused.json().error]).toEqual([400, 'validation_failed']);
  });
});
