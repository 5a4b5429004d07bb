import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCollection, insertNft, testAddress } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { expectRejected } from '../../test-support/expect-rejected';
import { walkPages } from '../../test-support/walk-pages';
import { insertMedia } from '../media/media.fixtures';
import { insertActivity, testHash } from './activity.fixtures';
import { activityPageSchema, type Activity } from '@nft/api-contract';

let testApp: TestApp;
const publicUrl = 'https://market.example';

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true', PUBLIC_URL: publicUrl } });
});

afterAll(async () => {
  await testApp.close();
});

const itemUrl = (nft: { chain: string; contractAddress: string; tokenId: string }) =>
  `/v1/nfts/${nft.chain}/${nft.contractAddress}/${nft.tokenId}/activity`;
const tokenOf = (nft: { chain: string; contractAddress: string; tokenId: string; collectionId: number | null }) => ({
  chain: nft.chain,
  contractAddress: nft.contractAddress,
  tokenId: nft.tokenId,
  collectionId: nft.collectionId,
});

async function page(url: string) {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return activityPageSchema.parse(response.json().data);
}

describe('GET /v1/nfts/:chain/:contractAddress/:tokenId/activity', () => {
  it("lists one token's history newest first, with the token's name and image", async () => {
    const { db } = testApp.database;
    const image = await insertMedia(db);
    const nft = await insertNft(db, { name: 'Traded', imageMediaId: image.id });
    const [maker, buyer] = [testAddress(), testAddress()];
    const at = (day: number) => new Date(Date.UTC(2024, 5, day));
    const mint = await insertActivity(db, { ...tokenOf(nft), kind: 'mint', toAddress: maker, occurredAt: at(1), blockNumber: 10 });
    const orderHash = testHash();
    const list = await insertActivity(db, {
      ...tokenOf(nft),
      kind: 'list',
      fromAddress: maker,
      price: '1000',
      currency: '0x0000000000000000000000000000000000000000',
      orderHash,
      txHash: null,
      logIndex: null,
      blockNumber: null,
      blockHash: null,
      occurredAt: at(2),
    });
    const sale = await insertActivity(db, {
      ...tokenOf(nft),
      kind: 'sale',
      fromAddress: maker,
      toAddress: buyer,
      price: '1000',
      occurredAt: at(3),
      blockNumber: 12,
    });
    await insertActivity(db, { ...tokenOf(await insertNft(db)), occurredAt: at(4) });

    const { items, nextCursor } = await page(itemUrl(nft));
    expect(nextCursor).toBeNull();
    expect(items.map((item) => item.id)).toEqual([sale.id, list.id, mint.id]);
    const nftView = {
      name: 'Traded',
      image: {
        url: `${testApp.config.public.mediaUrl}/media/${image.storageKey}`,
        thumbnailUrl: `${testApp.config.public.mediaUrl}/media/${image.thumbnails[0]!.storageKey}`,
        width: 400,
        height: 300,
      },
    };
    expect(items[1]).toEqual({
      id: list.id,
      kind: 'list',
      chain: 'local1',
      contractAddress: nft.contractAddress,
      tokenId: nft.tokenId,
      nft: nftView,
      from: maker,
      to: null,
      quantity: '1',
      price: '1000',
      currency: '0x0000000000000000000000000000000000000000',
      orderHash,
      txHash: null,
      blockNumber: null,
      occurredAt: at(2).toISOString(),
    });
    expect(items[0]).toMatchObject({ kind: 'sale', from: maker, to: buyer, txHash: sale.txHash, blockNumber: 12 });
  });

  it("names a sale once: the Transfer log of the sale's transaction is not a row of its own; other transfers are", async () => {
    const { db } = testApp.database;
    const nft = await insertNft(db);
    const other = await insertNft(db, { chain: nft.chain, contractAddress: nft.contractAddress });
    const [seller, buyer, friend] = [testAddress(), testAddress(), testAddress()];
    const at = (minute: number) => new Date(Date.UTC(2024, 6, 1, 12, minute));
    const saleTx = testHash();
    // The sale's transaction: Seaport's fill (log 3) and the token's Transfer (log 2); it also moves another token.
    const sale = await insertActivity(db, {
      ...tokenOf(nft),
      kind: 'sale',
      fromAddress: seller,
      toAddress: buyer,
      price: '1000',
      txHash: saleTx,
      logIndex: 3,
      occurredAt: at(2),
    });
    await insertActivity(db, {
      ...tokenOf(nft),
      kind: 'transfer',
      fromAddress: seller,
      toAddress: buyer,
      txHash: saleTx,
      logIndex: 2,
      occurredAt: at(2),
    });
    const otherMove = await insertActivity(db, {
      ...tokenOf(other),
      kind: 'transfer',
      fromAddress: seller,
      toAddress: buyer,
      txHash: saleTx,
      logIndex: 4,
      occurredAt: at(2),
    });
    // A gift later, in a transaction of its own.
    const gift = await insertActivity(db, { ...tokenOf(nft), kind: 'transfer', fromAddress: buyer, toAddress: friend, occurredAt: at(5) });

    expect((await page(itemUrl(nft))).items.map((item) => [item.id, item.kind])).toEqual([
      [gift.id, 'transfer'],
      [sale.id, 'sale'],
    ]);
    expect((await page(itemUrl(other))).items.map((item) => item.id)).toEqual([otherMove.id]);
    const seen = await page(`/v1/accounts/${buyer}/activity`);
    expect(seen.items.map((item) => item.id)).toEqual([gift.id, otherMove.id, sale.id]);
  });

  it('walks 30 events with shared timestamps exactly once', async () => {
    const { db } = testApp.database;
    const nft = await insertNft(db);
    const times = [new Date(Date.UTC(2024, 0, 1)), new Date(Date.UTC(2024, 0, 2)), new Date(Date.UTC(2024, 0, 1))];
    const rows = [];
    for (let i = 0; i < 30; i++) rows.push(await insertActivity(db, { ...tokenOf(nft), kind: 'transfer', occurredAt: times[i % 3]! }));
    const expected = rows.sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime() || b.id - a.id).map((row) => row.id);
    for (const limit of [1, 7, 30]) {
      const items = await walkPages<Activity>(testApp.app, itemUrl(nft), limit);
      expect(items.map((item) => item.id)).toEqual(expected);
    }
  });

  it('answers 404 for tokens that are absent, hidden, burned or deleted', async () => {
    const { db } = testApp.database;
    const tokens = [
      await insertNft(db, { hidden: true }),
      await insertNft(db, { burned: true }),
      await insertNft(db, { deletedAt: new Date() }),
    ];
    for (const nft of tokens) await insertActivity(db, tokenOf(nft));
    const urls = tokens.map(itemUrl);
    urls.push(`/v1/nfts/local1/${testAddress()}/1/activity`);
    await expectRejected(testApp.app, db, urls, 404, 'not_found');
  });

  it('refuses bad chains, addresses, token ids, limits and cursors', async () => {
    const { db } = testApp.database;
    const nft = await insertNft(db);
    await expectRejected(testApp.app, db, [`/v1/nfts/solana/${nft.contractAddress}/1/activity`], 400, 'unsupported_chain');
    const bad = [
      `/v1/nfts/local1/0x12/1/activity`,
      `/v1/nfts/local1/${nft.contractAddress}/x/activity`,
      `${itemUrl(nft)}?limit=0`,
      `${itemUrl(nft)}?limit=101`,
      `${itemUrl(nft)}?cursor=abc`,
      `${itemUrl(nft)}?cursor=${Buffer.from(JSON.stringify(['newest', '2024-01-01T00:00:00.000000Z', 1])).toString('base64url')}`,
    ];
    await expectRejected(testApp.app, db, bad, 400, 'validation_failed');
  });
});

describe('GET /v1/collections/:id/activity', () => {
  it("lists a collection's history, keeping burns and tokens not indexed yet, hiding hidden tokens", async () => {
    const { db } = testApp.database;
    const collection = await insertCollection(db);
    const at = (hour: number) => new Date(Date.UTC(2024, 6, 1, hour));
    const shown = await insertNft(db, { collectionId: collection.id, name: 'Shown' });
    const burned = await insertNft(db, { collectionId: collection.id, burned: true });
    const hidden = await insertNft(db, { collectionId: collection.id, hidden: true });
    const a = await insertActivity(db, { ...tokenOf(shown), occurredAt: at(1) });
    const b = await insertActivity(db, { ...tokenOf(burned), kind: 'burn', occurredAt: at(2) });
    await insertActivity(db, { ...tokenOf(hidden), occurredAt: at(3) });
    const c = await insertActivity(db, {
      chain: 'local1',
      contractAddress: shown.contractAddress,
      tokenId: '987654321',
      collectionId: collection.id,
      occurredAt: at(4),
    });
    await insertActivity(db, { ...tokenOf(await insertNft(db)), occurredAt: at(5) });

    const { items } = await page(`/v1/collections/${collection.id}/activity`);
    expect(items.map((item) => item.id)).toEqual([c.id, b.id, a.id]);
    expect(items[0]!.nft).toBeNull();
    expect(items[2]!.nft).toEqual({ name: 'Shown', image: null });
  });

  it('walks 30 events with shared timestamps exactly once', async () => {
    const { db } = testApp.database;
    const collection = await insertCollection(db);
    const nfts = [await insertNft(db, { collectionId: collection.id }), await insertNft(db, { collectionId: collection.id })];
    const sameTime = new Date(Date.UTC(2024, 1, 1));
    const rows = [];
    for (let i = 0; i < 30; i++)
      rows.push(await insertActivity(db, { ...tokenOf(nfts[i % 2]!), occurredAt: i < 20 ? sameTime : new Date(Date.UTC(2024, 1, 2)) }));
    const expected = rows.sort((x, y) => y.occurredAt.getTime() - x.occurredAt.getTime() || y.id - x.id).map((row) => row.id);
    const items = await walkPages<Activity>(testApp.app, `/v1/collections/${collection.id}/activity`, 4);
    expect(items.map((item) => item.id)).toEqual(expected);
  });

  it('narrows to event kinds (repeated or comma-separated), walks the narrowed pages, and refuses an unknown kind', async () => {
    const { db } = testApp.database;
    const collection = await insertCollection(db);
    const nft = await insertNft(db, { collectionId: collection.id });
    const kinds = ['mint', 'list', 'transfer', 'sale', 'offer', 'settlement', 'transfer'] as const;
    const rows: Awaited<ReturnType<typeof insertActivity>>[] = [];
    for (const [day, kind] of kinds.entries())
      rows.push(await insertActivity(db, { ...tokenOf(nft), kind, occurredAt: new Date(Date.UTC(2024, 2, day + 1)) }));
    const newestFirst = (wanted: readonly string[]) =>
      rows
        .filter((row) => wanted.includes(row.kind))
        .reverse()
        .map((row) => row.id);
    const url = `/v1/collections/${collection.id}/activity`;

    const sales = await walkPages<Activity>(testApp.app, `${url}?kind=sale,settlement`, 1);
    expect(sales.map((item) => item.id)).toEqual(newestFirst(['sale', 'settlement']));
    const repeated = await page(`${url}?kind=transfer&kind=mint`);
    expect(repeated.items.map((item) => item.id)).toEqual(newestFirst(['transfer', 'mint']));
    expect((await page(`${url}?kind=burn`)).items).toEqual([]);
    // The same filter on a token's history, and the same refusal on an account's.
    expect((await page(`${itemUrl(nft)}?kind=list`)).items.map((item) => item.id)).toEqual(newestFirst(['list']));
    const { items: all } = await page(url);
    expect(all).toHaveLength(kinds.length);

    const bad = [`${url}?kind=sold`, `${url}?kind=`, `${itemUrl(nft)}?kind=sale,nope`, `/v1/accounts/${testAddress()}/activity?kind=nope`];
    await expectRejected(testApp.app, db, bad, 400, 'validation_failed');
  });

  it('answers 404 for absent, hidden and deleted collections and 400 for bad ids and cursors', async () => {
    const { db } = testApp.database;
    const hidden = await insertCollection(db, { hidden: true });
    const deleted = await insertCollection(db, { deletedAt: new Date() });
    await expectRejected(
      testApp.app,
      db,
      [hidden.id, deleted.id, 987654321].map((id) => `/v1/collections/${id}/activity`),
      404,
      'not_found',
    );
    const shown = await insertCollection(db);
    const bad = [
      '/v1/collections/abc/activity',
      '/v1/collections/0/activity',
      `/v1/collections/${shown.id}/activity?limit=-1`,
      `/v1/collections/${shown.id}/activity?cursor=${'A'.repeat(40)}`,
    ];
    await expectRejected(testApp.app, db, bad, 400, 'validation_failed');
  });
});
