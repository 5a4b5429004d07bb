import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, collections, collectionWatches } from '@nft/db';
import { insertCollection } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import { actionEnv, signedIn, type SignedIn } from '../nfts/nft-actions.fixtures';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: actionEnv });
});

afterAll(async () => {
  await testApp.close();
});

const watchTables = ['collection_watches'];

async function watch(method: 'PUT' | 'DELETE', id: number | string, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method, url: `/v1/collections/${id}/watch`, headers });
  return { status: response.statusCode, body: response.json() };
}

async function watchlist(headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ url: '/v1/watchlist', headers });
  return { status: response.statusCode, body: response.json() };
}

async function watchedIds(caller: SignedIn): Promise<number[]> {
  const reply = await watchlist(caller.headers);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body.data.items as { id: number }[]).map((item) => item.id);
}

async function accountIdOf(caller: SignedIn): Promise<number> {
  const [row] = await testApp.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.address, caller.address));
  return row!.id;
}

describe('the watchlist: PUT and DELETE /v1/collections/:id/watch, GET /v1/watchlist', () => {
  it('refuses anonymous callers and stale tokens with 401, writing nothing', async () => {
    const { id } = await insertCollection(testApp.database.db);
    const before = await databaseFingerprint(testApp.database.db, watchTables);
    for (const headers of [{}, { token: 'not-a-session' }] as Record<string, string>[]) {
      expect(await watch('PUT', id, headers)).toMatchObject({ status: 401, body: { error: 'token_expired' } });
      expect(await watch('DELETE', id, headers)).toMatchObject({ status: 401, body: { error: 'token_expired' } });
      expect(await watchlist(headers)).toMatchObject({ status: 401, body: { error: 'token_expired' } });
    }
    expect(await databaseFingerprint(testApp.database.db, watchTables)).toBe(before);
  });

  it("adds idempotently, lists the caller's own collections newest first with their stats, and removes", async () => {
    const { db } = testApp.database;
    const first = await insertCollection(db, { name: 'Owls', floorPrice: '5000', volume: '900', itemCount: 7 });
    const second = await insertCollection(db, { chain: 'local2', name: 'Foxes' });
    const alice = await signedIn(testApp.app);
    const bob = await signedIn(testApp.app);
    expect(await watch('PUT', first.id, alice.headers)).toEqual({
      status: 200,
      body: { code: 200, data: { collectionId: first.id, watching: true } },
    });
    expect(await watch('PUT', second.id, alice.headers)).toMatchObject({ status: 200, body: { data: { watching: true } } });
    // A second add keeps one entry and its place.
    expect(await watch('PUT', first.id, alice.headers)).toMatchObject({ status: 200, body: { data: { watching: true } } });
    const { body } = await watchlist(alice.headers);
    expect(body.data.limit).toBe(200);
    expect(body.data.items.map((item: { id: number }) => item.id)).toEqual([second.id, first.id]);
    expect(body.data.items[1]).toMatchObject({
      id: first.id,
      name: 'Owls',
      chain: 'local1',
      chainName: 'Local Chain A',
      stats: { floorPrice: '5000', volume: '900', items: 7 },
    });
    expect(Date.parse(body.data.items[0].watchedAt)).toBeGreaterThanOrEqual(Date.parse(body.data.items[1].watchedAt));
    // Private: another account's list is its own.
    expect(await watchedIds(bob)).toEqual([]);
    expect(await watch('DELETE', first.id, alice.headers)).toEqual({
      status: 200,
      body: { code: 200, data: { collectionId: first.id, watching: false } },
    });
    expect(await watch('DELETE', first.id, alice.headers)).toMatchObject({ status: 200, body: { data: { watching: false } } });
    expect(await watchedIds(alice)).toEqual([second.id]);
  });

  it('refuses a hidden, deleted, unknown or malformed collection, writing nothing, and leaves out one hidden later', async () => {
    const { db } = testApp.database;
    const caller = await signedIn(testApp.app);
    const hidden = await insertCollection(db, { hidden: true });
    const deleted = await insertCollection(db, { deletedAt: new Date() });
    const before = await databaseFingerprint(db, watchTables);
    for (const id of [hidden.id, deleted.id, 99_999_999]) {
      expect(await watch('PUT', id, caller.headers)).toMatchObject({ status: 404, body: { error: 'not_found' } });
    }
    for (const id of ['owls', '-1', '1.5']) {
      expect(await watch('PUT', id, caller.headers)).toMatchObject({ status: 400, body: { error: 'validation_failed' } });
    }
    // A JSON content type with nothing in it is a client's mistake, not a server error.
    const empty = await testApp.app.inject({
      method: 'PUT',
      url: `/v1/collections/${hidden.id}/watch`,
      headers: { ...caller.headers, 'content-type': 'application/json' },
    });
    expect({ status: empty.statusCode, error: empty.json().error }).toEqual({ status: 400, error: 'bad_request' });
    expect(await databaseFingerprint(db, watchTables)).toBe(before);

    const later = await insertCollection(db);
    await watch('PUT', later.id, caller.headers);
    await db.update(collections).set({ hidden: true }).where(eq(collections.id, later.id));
    expect(await watchedIds(caller)).toEqual([]);
    await db.update(collections).set({ hidden: false }).where(eq(collections.id, later.id));
    expect(await watchedIds(caller)).toEqual([later.id]);
  });

  it('holds at most 200 listable collections, one at a time under parallel adds', async () => {
    const { db } = testApp.database;
    const caller = await signedIn(testApp.app);
    const accountId = await accountIdOf(caller);
    const held = await Promise.all(Array.from({ length: 199 }, () => insertCollection(db)));
    await db.insert(collectionWatches).values(held.map((collection) => ({ accountId, collectionId: collection.id })));
    const [a, b] = await Promise.all([insertCollection(db), insertCollection(db)]);
    // Two adds at once for the last place: one takes it, the other is told the list is full.
    const replies = await Promise.all([watch('PUT', a!.id, caller.headers), watch('PUT', b!.id, caller.headers)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.status === 409)!.body).toMatchObject({
      error: 'watchlist_full',
      message: 'Your watchlist is full: remove a collection to add another',
    });
    expect((await watchedIds(caller)).length).toBe(200);
    // Adding one already there is not refused.
    expect(await watch('PUT', held[0]!.id, caller.headers)).toMatchObject({ status: 200 });
    // A collection hidden by the operator frees its place.
    await db.update(collections).set({ hidden: true }).where(eq(collections.id, held[1]!.id));
    const late = replies[0]!.status === 409 ? a! : b!;
    expect(await watch('PUT', late.id, caller.headers)).toMatchObject({ status: 200, body: { data: { watching: true } } });
    expect((await watchedIds(caller)).length).toBe(200);
  });
});
