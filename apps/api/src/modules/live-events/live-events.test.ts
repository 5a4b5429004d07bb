import { randomUUID } from 'node:crypto';
import { eq, lte } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, orders } from '@nft/db';
import { createTestDatabase, insertCollection, orderRow, testAddress } from '@nft/db/testing';
import { createInProcessLiveSignal, createRedisLiveSignal, type LiveSignal } from '@nft/jobs';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { insertTransfer, openStream, type StreamReader } from './live-events.test-support';

// docs/decisions/050-live-updates.md. The hubs' safety-net poll is set to ten minutes, so every event
// below that arrives in time was woken by the signal (in-process, or Redis between two replicas).
const quietPoll = { LOCAL_CHAINS: 'true', LIVE_EVENTS_POLL_MS: '600000', LIVE_STREAMS_PER_CLIENT: '3' };
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const streams: StreamReader[] = [];
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
async function stream(origin: string, query = '', headers: Record<string, string> = {}) {
  const opened = await openStream(origin, query, headers);
  streams.push(opened);
  return opened;
}

describe('live events on one replica', () => {
  let t: TestApp;
  let signal: LiveSignal;
  let origin: string;
  beforeAll(async () => {
    signal = createInProcessLiveSignal();
    t = await createTestApp({ env: quietPoll, liveSignal: signal });
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await t?.close();
    await signal?.close();
  });

  it('a JSON page filters by chain, collection, token and account, and continues from since', async () => {
    const { db } = t.database;
    const collection = await insertCollection(db);
    const who = testAddress();
    const a = await insertTransfer(db, { chain: 'local1', collectionId: collection.id, toAddress: who });
    const b = await insertTransfer(db, { chain: 'local2', fromAddress: who, tokenId: '9' });
    const c = await insertTransfer(db, { chain: 'local2', contractAddress: b.contractAddress, tokenId: '10' });
    const page = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/v1/events?${query}` });
      expect(response.statusCode, query).toBe(200);
      return response.json().data as { events: { txHash: string; id: number }[]; lastId: number; reset: boolean };
    };
    const txs = async (query: string) => (await page(query)).events.map((event) => event.txHash);
    expect(await txs('limit=3')).toEqual([a.txHash, b.txHash, c.txHash]);
    expect(await txs('chain=local2&limit=3')).toEqual([b.txHash, c.txHash]);
    expect(await txs(`collection=${collection.id}`)).toEqual([a.txHash]);
    expect(await txs(`account=${who.toUpperCase().replace('0X', '0x')}`)).toEqual([a.txHash, b.txHash]);
    expect(await txs(`contract=${b.contractAddress}&tokenId=10`)).toEqual([c.txHash]);
    const first = await page('limit=3');
    const after = await page(`since=${first.events[0]!.id}&limit=1`);
    expect(after.events.map((event) => event.txHash)).toEqual([b.txHash]);
    expect(after.lastId).toBe(first.events[1]!.id);
    expect((await page(`since=${after.lastId}`)).events.map((event) => event.txHash)).toEqual([c.txHash]);
  });

  it('refuses a token without its contract and an unknown chain with 400', async () => {
    const noContract = await t.app.inject({ method: 'GET', url: '/v1/events?tokenId=1' });
    expect([noContract.statusCode, noContract.json().error]).toEqual([400, 'validation_failed']);
    const unknown = await t.app.inject({ method: 'GET', url: '/v1/events?chain=atlantis' });
    expect([unknown.statusCode, unknown.json().error]).toEqual([400, 'unsupported_chain']);
    const badId = await t.app.inject({ method: 'GET', url: '/v1/events', headers: { 'last-event-id': 'abc' } });
    expect(badId.statusCode).toBe(400);
  });

  it('streams new events as they are announced, filtered, each with its id', async () => {
    const contract = testAddress();
    const [all, one] = [await stream(origin), await stream(origin, `chain=local2&contract=${contract}`)];
    expect(all.status).toBe(200);
    await expect.poll(() => all.raw).toContain('retry: 3000');
    const other = await insertTransfer(t.database.db, { chain: 'local1', contractAddress: contract });
    const mine = await insertTransfer(t.database.db, { chain: 'local2', contractAddress: contract, tokenId: '5' });
    signal.notify();
    await expect.poll(() => all.events.map((event) => event.txHash)).toEqual([other.txHash, mine.txHash]);
    await expect.poll(() => one.events.map((event) => event.txHash)).toEqual([mine.txHash]);
    expect(one.events[0]).toMatchObject({ kind: 'transfer', chain: 'local2', tokenId: '5', contractAddress: contract });
    expect(one.raw).toContain(`id: ${one.events[0]!.id}\n`);
  });

  // Migration 0017: an order's status moved without activity (the book job expiring it) is an `order` event of its maker.
  it("an order's status change is an `order` event on its maker's account, without the private taker", async () => {
    const [maker, taker] = [testAddress(), testAddress()];
    const orderHash = `0x${randomUUID().replaceAll('-', '').padStart(64, '0')}`;
    await t.database.db.insert(orders).values(orderRow({ orderHash, maker, taker, tokenId: '4', startPrice: '700', endPrice: '700' }));
    await t.database.db.update(orders).set({ status: 'expired' }).where(eq(orders.orderHash, orderHash));
    const response = await t.app.inject({ method: 'GET', url: `/v1/events?account=${maker}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.events).toMatchObject([
      { kind: 'order', chain: 'local1', from: maker, to: null, orderHash, tokenId: '4', price: '700' },
    ]);
    expect(response.body).not.toContain(taker);
  });

  it('a write that succeeds announces itself; a refused one does not', async () => {
    let heard = 0;
    const unsubscribe = signal.subscribe(() => void (heard += 1));
    const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/v1/login/message', payload: payload as object });
    const refused = await post({ chain: 'local1' });
    const accepted = await post({ address: testAddress(), chain: 'local1' });
    expect([refused.statusCode, accepted.statusCode]).toEqual([400, 200]);
    await expect.poll(() => heard).toBe(1);
    unsubscribe();
  });

  it('a reconnection with Last-Event-ID replays what it missed, once, then goes on live', async () => {
    const contract = testAddress();
    const first = await stream(origin, `contract=${contract}`);
    await expect.poll(() => first.raw).toContain('retry');
    const seen = await insertTransfer(t.database.db, { contractAddress: contract });
    signal.notify();
    await expect.poll(() => first.events.length).toBe(1);
    first.close();
    const missed = await insertTransfer(t.database.db, { contractAddress: contract });
    await insertTransfer(t.database.db, { contractAddress: testAddress() });
    signal.notify();
    const again = await stream(origin, `contract=${contract}`, { 'last-event-id': String(first.events[0]!.id) });
    await expect.poll(() => again.events.map((event) => event.txHash)).toEqual([missed.txHash]);
    const live = await insertTransfer(t.database.db, { contractAddress: contract });
    signal.notify();
    await expect.poll(() => again.events.map((event) => event.txHash)).toEqual([missed.txHash, live.txHash]);
    expect(again.events.map((event) => event.txHash)).not.toContain(seen.txHash);
    expect(again.resets).toBe(0);
  });

  it('says reset when the missed events were pruned', async () => {
    const gone = await insertTransfer(t.database.db);
    await insertTransfer(t.database.db);
    await insertTransfer(t.database.db);
    signal.notify();
    const page = await t.app.inject({ method: 'GET', url: '/v1/events?limit=3' });
    const ids = (page.json().data.events as { id: number }[]).map((event) => event.id);
    await t.database.db.delete(liveEvents).where(lte(liveEvents.id, ids[1]!));
    void gone;
    const resumed = await stream(origin, '', { 'last-event-id': String(ids[0]! - 1) });
    await expect.poll(() => resumed.resets).toBe(1);
    const json = await t.app.inject({ method: 'GET', url: `/v1/events?since=${ids[0]! - 1}` });
    expect(json.json().data.reset).toBe(true);
  });

  it('holds at most LIVE_STREAMS_PER_CLIENT streams per client address: the next is 429 until one closes', async () => {
    const open = [await stream(origin), await stream(origin), await stream(origin)];
    expect(open.map((s) => s.status)).toEqual([200, 200, 200]);
    const refused = await stream(origin);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.raw)).toMatchObject({ code: 429, error: 'rate_limited' });
    open[0]!.close();
    await expect.poll(async () => (await stream(origin)).status).toBe(200);
  });
});

describe('live events at shutdown', () => {
  it('closing the server ends its open streams instead of waiting for them', async () => {
    const t = await createTestApp({ env: quietPoll });
    const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const open = await stream(origin);
    await expect.poll(() => open.raw).toContain('retry');
    // Without the preClose hook this close would wait for the stream's client (the test would time out).
    await t.close();
    await expect.poll(() => open.ended).toBe(true);
  });
});

describe('live events on two replicas sharing Redis', () => {
  it('an event announced by either replica reaches the streams of both', async () => {
    const database = await createTestDatabase();
    const prefix = `test-${randomUUID()}`;
    const signals = [0, 1].map(() => createRedisLiveSignal({ redisUrl, prefix }));
    const apps = await Promise.all(signals.map((liveSignal) => createTestApp({ env: quietPoll, database, liveSignal })));
    try {
      const origins = await Promise.all(apps.map((t) => t.app.listen({ host: '127.0.0.1', port: 0 })));
      const readers = await Promise.all(origins.map((origin) => stream(origin)));
      for (const reader of readers) await expect.poll(() => reader.raw).toContain('retry');
      await Promise.all(signals.map((s) => s.ready()));
      const viaB = await insertTransfer(database.db);
      signals[1]!.notify();
      for (const reader of readers) await expect.poll(() => reader.events.map((e) => e.txHash)).toEqual([viaB.txHash]);
      const viaA = await insertTransfer(database.db, { chain: 'local2' });
      signals[0]!.notify();
      for (const reader of readers) await expect.poll(() => reader.events.map((e) => e.txHash)).toEqual([viaB.txHash, viaA.txHash]);
    } finally {
      for (const s of streams.splice(0)) s.close();
      for (const t of apps) await t.close();
      for (const s of signals) await s.close();
      await database.close();
    }
  });
});
