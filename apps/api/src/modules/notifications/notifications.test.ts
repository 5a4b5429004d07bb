import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, orders, ownerships } from '@nft/db';
import { insertNft, orderRow, testAddress } from '@nft/db/testing';
import { notificationPageSchema, unreadNotificationsSchema, type NotificationKind } from '@nft/api-contract';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import { insertActivity, testHash } from '../activity/activity.fixtures';
import { actionEnv, signedIn, type SignedIn } from '../nfts/nft-actions.fixtures';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: actionEnv });
});

afterAll(async () => {
  await testApp.close();
});

const chain = 'local1';
const hour = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * hour);

async function get(url: string, caller?: SignedIn) {
  const response = await testApp.app.inject({ url, headers: caller?.headers ?? {} });
  return { status: response.statusCode, body: response.json() };
}

async function page(caller: SignedIn, query = '') {
  const reply = await get(`/v1/notifications${query}`, caller);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return notificationPageSchema.parse(reply.body.data);
}

const kinds = (result: { items: { kind: NotificationKind }[] }) => result.items.map((item) => item.kind);

/** An order the book holds (its maker is what a sale's notification turns on). */
async function order(values: Partial<typeof orders.$inferInsert>) {
  const [row] = await testApp.database.db.insert(orders).values(orderRow(values)).returning();
  return row!;
}

const tokenOf = (row: { contractAddress: string; tokenId: string | null }) => ({
  contractAddress: row.contractAddress,
  tokenId: row.tokenId,
});

/** An off-chain event of an order (a signed offer or bid): no transaction. */
function offChain(orderHash: string) {
  return { txHash: null, logIndex: null, blockNumber: null, blockHash: null, orderHash };
}

/**
 * One account's world, every branch of docs/product.md "Notifications" with the events beside it that must not
 * notify; returns the kinds expected, newest first.
 */
async function eventsOf(alice: SignedIn): Promise<NotificationKind[]> {
  const { db } = testApp.database;
  const [bob, carol, zed] = [testAddress(), testAddress(), testAddress()];
  const held = await insertNft(db, { chain });
  const token = { contractAddress: held.contractAddress, tokenId: held.tokenId };
  await db
    .insert(ownerships)
    .values({ chain, ...token, owner: alice.address, balance: '1', acquiredAt: ago(48), blockNumber: 1, blockHash: testHash() });
  const item = async () => {
    const nft = await insertNft(db, { chain });
    return { contractAddress: nft.contractAddress, tokenId: nft.tokenId };
  };

  // Her listing bought (sold); a listing of Bob's she bought (she did it: nothing).
  const hers = await order({ maker: alice.address, ...(await item()) });
  await insertActivity(db, {
    chain,
    kind: 'sale',
    ...tokenOf(hers),
    fromAddress: alice.address,
    toAddress: carol,
    orderHash: hers.orderHash,
    occurredAt: ago(10),
  });
  const bobs = await order({ maker: bob, ...(await item()) });
  await insertActivity(db, {
    chain,
    kind: 'sale',
    ...tokenOf(bobs),
    fromAddress: bob,
    toAddress: alice.address,
    orderHash: bobs.orderHash,
    occurredAt: ago(9.5),
  });
  // Her offer accepted; an offer of Carol's she accepted (nothing).
  const offer = await order({ maker: alice.address, side: 'offer', ...(await item()) });
  await insertActivity(db, {
    chain,
    kind: 'sale',
    ...tokenOf(offer),
    fromAddress: bob,
    toAddress: alice.address,
    orderHash: offer.orderHash,
    occurredAt: ago(9),
  });
  const carols = await order({ maker: carol, side: 'offer', ...token });
  await insertActivity(db, {
    chain,
    kind: 'sale',
    ...token,
    fromAddress: alice.address,
    toAddress: carol,
    orderHash: carols.orderHash,
    occurredAt: ago(8.5),
  });
  // Auctions the marketplace settled: hers sold, another she won.
  await insertActivity(db, {
    chain,
    kind: 'settlement',
    ...(await item()),
    fromAddress: alice.address,
    toAddress: bob,
    occurredAt: ago(8),
  });
  await insertActivity(db, {
    chain,
    kind: 'settlement',
    ...(await item()),
    fromAddress: zed,
    toAddress: alice.address,
    occurredAt: ago(7),
  });
  // An offer on the item she holds; one from before she held it, and her own, do not notify.
  await insertActivity(db, { chain, kind: 'offer', ...token, fromAddress: bob, ...offChain(testHash()), occurredAt: ago(6) });
  await insertActivity(db, { chain, kind: 'offer', ...token, fromAddress: carol, ...offChain(testHash()), occurredAt: ago(72) });
  await insertActivity(db, {
    chain,
    kind: 'offer',
    ...(await item()),
    fromAddress: alice.address,
    ...offChain(testHash()),
    occurredAt: ago(5.5),
  });
  // A bid on her auction.
  await insertActivity(db, {
    chain,
    kind: 'bid',
    ...token,
    fromAddress: carol,
    toAddress: alice.address,
    ...offChain(testHash()),
    occurredAt: ago(5),
  });
  // Outbid on Zed's auction: Carol's bid before hers does not count, Bob's after it does; a bid on another auction not.
  const auction = await order({ maker: zed, kind: 'auction', auctionEndTime: ago(-24), ...(await item()) });
  const other = await order({ maker: zed, kind: 'auction', auctionEndTime: ago(-24), ...(await item()) });
  const bid = async (maker: string, on: typeof auction, at: Date) => {
    const placed = await order({
      maker,
      side: 'bid',
      parentOrderHash: on.orderHash,
      contractAddress: on.contractAddress,
      tokenId: on.tokenId,
    });
    const event = { chain, kind: 'bid' as const, contractAddress: on.contractAddress, tokenId: on.tokenId };
    await insertActivity(db, { ...event, fromAddress: maker, toAddress: zed, ...offChain(placed.orderHash), occurredAt: at });
  };
  await bid(carol, auction, ago(4.5));
  await bid(alice.address, auction, ago(4));
  await bid(bob, auction, ago(3));
  await bid(bob, other, ago(2.9));
  // An item sent to her; one she bought (the transfer of a sale's transaction) and one of her own unstaking do not.
  await insertActivity(db, { chain, kind: 'transfer', ...(await item()), fromAddress: bob, toAddress: alice.address, occurredAt: ago(2) });
  for (const trade of ['sale', 'unstake'] as const) {
    const tx = testHash();
    const moved = await item();
    await insertActivity(db, {
      chain,
      kind: trade,
      ...moved,
      fromAddress: bob,
      toAddress: alice.address,
      txHash: tx,
      logIndex: 0,
      occurredAt: ago(1.5),
    });
    await insertActivity(db, {
      chain,
      kind: 'transfer',
      ...moved,
      fromAddress: bob,
      toAddress: alice.address,
      txHash: tx,
      logIndex: 1,
      occurredAt: ago(1.5),
    });
  }
  // Older than the window, and an item moderation hid: neither.
  await insertActivity(db, {
    chain,
    kind: 'transfer',
    ...(await item()),
    fromAddress: bob,
    toAddress: alice.address,
    occurredAt: ago(31 * 24),
  });
  const hidden = await insertNft(db, { chain, hidden: true });
  const hiddenToken = { contractAddress: hidden.contractAddress, tokenId: hidden.tokenId };
  await insertActivity(db, { chain, kind: 'transfer', ...hiddenToken, fromAddress: bob, toAddress: alice.address, occurredAt: ago(1) });
  return ['received', 'outbid', 'bid_received', 'offer_received', 'auction_won', 'auction_sold', 'offer_accepted', 'sold'];
}

describe('notifications: GET /v1/notifications, GET /v1/notifications/unread, POST /v1/notifications/read', () => {
  it('refuses anonymous callers and stale tokens with 401, writing nothing', async () => {
    const before = await databaseFingerprint(testApp.database.db, ['accounts']);
    for (const headers of [{}, { token: 'not-a-session' }] as Record<string, string>[]) {
      for (const [method, url] of [
        ['GET', '/v1/notifications'],
        ['GET', '/v1/notifications/unread'],
        ['POST', '/v1/notifications/read'],
      ] as const) {
        const response = await testApp.app.inject({ method, url, headers });
        expect([response.statusCode, response.json().error]).toEqual([401, 'token_expired']);
      }
    }
    expect(await databaseFingerprint(testApp.database.db, ['accounts'])).toBe(before);
  });

  it('lists what others did that concerns the caller, newest first, and nothing that it did itself', async () => {
    const alice = await signedIn(testApp.app);
    const expected = await eventsOf(alice);
    const result = await page(alice);
    expect(kinds(result)).toEqual(expected);
    expect(result.items.every((item) => item.unread)).toBe(true);
    expect(result).toMatchObject({ unread: expected.length, readAt: null, nextCursor: null });
    const received = result.items[0]!.activity;
    expect(received).toMatchObject({ kind: 'transfer', to: alice.address, chain });
    expect(received.nft).not.toBeNull();
    // Nobody else reads them: another account sees none of hers.
    expect(kinds(await page(await signedIn(testApp.app)))).toEqual([]);
  });

  it('walks pages without repeating or skipping one', async () => {
    const alice = await signedIn(testApp.app);
    const expected = await eventsOf(alice);
    const seen: NotificationKind[] = [];
    let cursor: string | null = null;
    do {
      const result = await page(alice, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(result.items.length).toBeLessThanOrEqual(3);
      seen.push(...kinds(result));
      cursor = result.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);
    const bad = await get('/v1/notifications?cursor=not-a-cursor', alice);
    expect([bad.status, bad.body.error]).toEqual([400, 'validation_failed']);
  });

  it('counts unread ones, marks all read, and a later one is unread again', async () => {
    const { db } = testApp.database;
    const alice = await signedIn(testApp.app);
    const expected = await eventsOf(alice);
    const unread = async () => unreadNotificationsSchema.parse((await get('/v1/notifications/unread', alice)).body.data);
    expect(await unread()).toEqual({ unread: expected.length, readAt: null });

    const read = await testApp.app.inject({ method: 'POST', url: '/v1/notifications/read', headers: alice.headers });
    expect(read.statusCode, read.body).toBe(200);
    const { readAt } = unreadNotificationsSchema.parse(read.json().data);
    expect(readAt).not.toBeNull();
    expect(await unread()).toEqual({ unread: 0, readAt });
    expect((await page(alice)).items.some((item) => item.unread)).toBe(false);

    const nft = await insertNft(db, { chain });
    const later = new Date(new Date(readAt!).getTime() + 1000);
    await insertActivity(db, {
      chain,
      kind: 'transfer',
      contractAddress: nft.contractAddress,
      tokenId: nft.tokenId,
      fromAddress: testAddress(),
      toAddress: alice.address,
      occurredAt: later,
    });
    expect(await unread()).toEqual({ unread: 1, readAt });
    const result = await page(alice);
    expect(result.items.map((item) => [item.kind, item.unread])).toEqual([['received', true], ...expected.map((kind) => [kind, false])]);
    expect(result.unread).toBe(1);
    expect(await db.$count(activity)).toBeGreaterThan(0);
  });
});
