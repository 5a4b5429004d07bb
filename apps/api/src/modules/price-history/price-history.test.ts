import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionFloorChanges } from '@nft/db';
import { insertCollection, insertNft, testAddress } from '@nft/db/testing';
import { collectionHistorySchema, nftPriceHistorySchema } from '@nft/api-contract';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { expectRejected } from '../../test-support/expect-rejected';
import { insertActivity } from '../activity/activity.fixtures';
import { nftPath } from '../nfts/nft-actions.fixtures';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true' } });
});

afterAll(async () => {
  await testApp.close();
});

const native = '0x0000000000000000000000000000000000000000';
const hour = 3_600_000;
const day = 24 * hour;
// Midnight UTC today: the fixture's sales sit at fixed hours of the two days before, so buckets are known by hand.
const today = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00.000Z').getTime();
const at = (ms: number) => new Date(ms);
const iso = (ms: number) => new Date(ms).toISOString();

async function get(url: string) {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as unknown;
}

/** One collection in the native currency with two NFTs and sales, listings and foreign-currency sales around them. */
async function fixture() {
  const { db } = testApp.database;
  const collection = await insertCollection(db);
  const a = await insertNft(db, { collectionId: collection.id, standard: 'ERC-1155' });
  const b = await insertNft(db, { collectionId: collection.id });
  const token = (nft: typeof a) => ({
    chain: nft.chain,
    contractAddress: nft.contractAddress,
    tokenId: nft.tokenId,
    collectionId: collection.id,
  });
  const sale = (nft: typeof a, ms: number, price: string | null, extra: Record<string, unknown> = {}) =>
    insertActivity(db, {
      ...token(nft),
      kind: 'sale',
      fromAddress: testAddress(),
      toAddress: testAddress(),
      price,
      currency: price === null ? null : native,
      occurredAt: at(ms),
      ...extra,
    });
  const erc20 = testAddress();
  await sale(a, today - 2 * day + 1 * hour, '300');
  await sale(b, today - 2 * day + 5 * hour, '500', { kind: 'settlement' });
  await sale(a, today - 2 * day + 6 * hour, '1000', { quantity: '4' }); // 250 per item
  await sale(a, today - 1 * day + 2 * hour, '700');
  await sale(a, today - 1 * day + 3 * hour, '5', { currency: erc20 }); // another currency: not in the collection's chart
  await sale(a, today - 1 * day + 4 * hour, '1', { kind: 'list' }); // a listing, not a sale
  await sale(a, today - 1 * day + 5 * hour, null); // a bundle: no price
  await sale(b, today - 40 * day, '50'); // only in "all"
  return { collection, a, b, erc20 };
}

describe('GET /v1/collections/:id/stats/history', () => {
  it('buckets the sales in the collection currency by UTC day over 30 days, oldest first', async () => {
    const { collection } = await fixture();
    const other = await insertCollection(testApp.database.db);
    const stranger = await insertNft(testApp.database.db, { collectionId: other.id });
    await insertActivity(testApp.database.db, {
      chain: stranger.chain,
      contractAddress: stranger.contractAddress,
      tokenId: stranger.tokenId,
      collectionId: other.id,
      kind: 'sale',
      price: '9',
      currency: native,
      occurredAt: at(today - 2 * day),
    });
    const history = collectionHistorySchema.parse(await get(`/v1/collections/${collection.id}/stats/history`));
    expect(history).toEqual({
      currency: native,
      interval: 'day',
      range: '30d',
      buckets: [
        { start: iso(today - 2 * day), volume: '1800', sales: 3, minPrice: '250' },
        { start: iso(today - 1 * day), volume: '700', sales: 1, minPrice: '700' },
      ],
      floor: [],
    });
  });

  it('goes back to the first sale with range=all and splits by hour with interval=hour', async () => {
    const { collection } = await fixture();
    const all = collectionHistorySchema.parse(await get(`/v1/collections/${collection.id}/stats/history?range=all`));
    expect(all.buckets.map((bucket) => [bucket.start, bucket.volume, bucket.sales])).toEqual([
      [iso(today - 40 * day), '50', 1],
      [iso(today - 2 * day), '1800', 3],
      [iso(today - 1 * day), '700', 1],
    ]);
    const hourly = collectionHistorySchema.parse(await get(`/v1/collections/${collection.id}/stats/history?interval=hour&range=7d`));
    expect(hourly.buckets).toEqual([
      { start: iso(today - 2 * day + 1 * hour), volume: '300', sales: 1, minPrice: '300' },
      { start: iso(today - 2 * day + 5 * hour), volume: '500', sales: 1, minPrice: '500' },
      { start: iso(today - 2 * day + 6 * hour), volume: '1000', sales: 1, minPrice: '250' },
      { start: iso(today - 1 * day + 2 * hour), volume: '700', sales: 1, minPrice: '700' },
    ]);
  });

  it('counts only the payment token of a collection that names one, and answers no buckets without sales', async () => {
    const { db } = testApp.database;
    const token = testAddress();
    const collection = await insertCollection(db, { paymentToken: token });
    const nft = await insertNft(db, { collectionId: collection.id });
    const key = { chain: nft.chain, contractAddress: nft.contractAddress, tokenId: nft.tokenId, collectionId: collection.id };
    await insertActivity(db, { ...key, kind: 'sale', price: '40', currency: token, occurredAt: at(today - day) });
    await insertActivity(db, { ...key, kind: 'sale', price: '9000', currency: native, occurredAt: at(today - day) });
    expect(await get(`/v1/collections/${collection.id}/stats/history`)).toEqual({
      currency: token,
      interval: 'day',
      range: '30d',
      buckets: [{ start: iso(today - day), volume: '40', sales: 1, minPrice: '40' }],
      floor: [],
    });
    const empty = await insertCollection(db);
    expect(await get(`/v1/collections/${empty.id}/stats/history?range=7d`)).toEqual({
      currency: native,
      interval: 'day',
      range: '7d',
      buckets: [],
      floor: [],
    });
  });

  it("answers the listing floor over the range as steps: the floor in force at the range's start, then each change", async () => {
    const { db } = testApp.database;
    const collection = await insertCollection(db);
    const other = await insertCollection(db);
    const change = (collectionId: number, ms: number, floorPrice: string | null) =>
      db.insert(collectionFloorChanges).values({ collectionId, floorPrice, changedAt: at(ms) });
    await change(collection.id, today - 40 * day, '90');
    await change(collection.id, today - 10 * day, '100');
    await change(other.id, today - 6 * day, '1');
    await change(collection.id, today - 5 * day, null);
    await change(collection.id, today - 1 * day + hour, '80');

    const read = async (range: string) => {
      const before = Date.now();
      const history = collectionHistorySchema.parse(await get(`/v1/collections/${collection.id}/stats/history?range=${range}`));
      return { floor: history.floor, before, after: Date.now() };
    };
    // The first point is dated the range's start, which the API takes from its clock during the request.
    const startWithin = (point: { at: string } | undefined, span: number, before: number, after: number) => {
      expect(Date.parse(point!.at)).toBeGreaterThanOrEqual(before - span);
      expect(Date.parse(point!.at)).toBeLessThanOrEqual(after - span);
    };
    const month = await read('30d');
    startWithin(month.floor[0], 30 * day, month.before, month.after);
    expect(month.floor.map((p) => p.price)).toEqual(['90', '100', null, '80']);
    expect(month.floor.slice(1).map((p) => p.at)).toEqual([iso(today - 10 * day), iso(today - 5 * day), iso(today - 1 * day + hour)]);

    const week = await read('7d');
    startWithin(week.floor[0], 7 * day, week.before, week.after);
    expect(week.floor.map((p) => p.price)).toEqual(['100', null, '80']);

    expect((await read('all')).floor).toEqual([
      { at: iso(today - 40 * day), price: '90' },
      { at: iso(today - 10 * day), price: '100' },
      { at: iso(today - 5 * day), price: null },
      { at: iso(today - 1 * day + hour), price: '80' },
    ]);
  });

  it('refuses hidden, deleted and unknown collections with 404 and bad choices with 400, writing nothing', async () => {
    const { db } = testApp.database;
    const hidden = await insertCollection(db, { hidden: true });
    const deleted = await insertCollection(db, { deletedAt: new Date() });
    await expectRejected(
      testApp.app,
      db,
      [
        `/v1/collections/${hidden.id}/stats/history`,
        `/v1/collections/${deleted.id}/stats/history`,
        '/v1/collections/999999999/stats/history',
      ],
      404,
      'not_found',
    );
    await expectRejected(
      testApp.app,
      db,
      [
        `/v1/collections/${hidden.id}/stats/history?interval=week`,
        `/v1/collections/1/stats/history?range=1y`,
        '/v1/collections/x/stats/history',
      ],
      400,
      'validation_failed',
    );
  });
});

describe('GET /v1/nfts/:chain/:contractAddress/:tokenId/price-history', () => {
  it("lists the token's priced sales oldest first, in every currency, without listings, bundles or other tokens", async () => {
    const { a, b, erc20 } = await fixture();
    expect(nftPriceHistorySchema.parse(await get(`${nftPath(a)}/price-history`))).toEqual({
      sales: [
        { occurredAt: iso(today - 2 * day + 1 * hour), price: '300', quantity: '1', currency: native },
        { occurredAt: iso(today - 2 * day + 6 * hour), price: '1000', quantity: '4', currency: native },
        { occurredAt: iso(today - 1 * day + 2 * hour), price: '700', quantity: '1', currency: native },
        { occurredAt: iso(today - 1 * day + 3 * hour), price: '5', quantity: '1', currency: erc20 },
      ],
    });
    expect(await get(`${nftPath(b)}/price-history`)).toEqual({
      sales: [
        { occurredAt: iso(today - 40 * day), price: '50', quantity: '1', currency: native },
        { occurredAt: iso(today - 2 * day + 5 * hour), price: '500', quantity: '1', currency: native },
      ],
    });
    const unsold = await insertNft(testApp.database.db);
    expect(await get(`${nftPath(unsold)}/price-history`)).toEqual({ sales: [] });
  });

  it('refuses hidden and unknown tokens with 404 and unknown chains with 400', async () => {
    const { db } = testApp.database;
    const hidden = await insertNft(db, { hidden: true });
    const inHiddenCollection = await insertNft(db, { collectionId: (await insertCollection(db, { hidden: true })).id });
    await expectRejected(
      testApp.app,
      db,
      [
        `${nftPath(hidden)}/price-history`,
        `${nftPath(inHiddenCollection)}/price-history`,
        `${nftPath({ ...hidden, tokenId: '987654321' })}/price-history`,
      ],
      404,
      'not_found',
    );
    await expectRejected(testApp.app, db, [`/v1/nfts/nowhere/${hidden.contractAddress}/1/price-history`], 400, 'unsupported_chain');
  });
});
