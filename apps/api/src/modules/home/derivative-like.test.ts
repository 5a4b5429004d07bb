import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { homeDerivatives } from '@nft/db';
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

const likeTables = ['home_derivatives', 'home_derivative_likes'];

async function like(payload: unknown, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/v1/newfrontpage/addderivativelike',
    payload: payload as object,
    headers,
  });
  return { status: response.statusCode, body: response.json() };
}

async function derivative(title: string, values: { visible?: boolean; showFrom?: Date } = {}) {
  const [row] = await testApp.database.db
    .insert(homeDerivatives)
    .values({ title, ...values })
    .returning();
  return row!.id;
}

async function listed(headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ url: '/v1/newfrontpage/derivative', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.content as { id: number; like_num: number; liked: boolean }[];
}

/** The stored like rows of an item, counted apart from the cached `like_count`. */
async function likeRows(id: number) {
  const { rows } = await testApp.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from home_derivative_likes where derivative_id = ${id}`,
  );
  return Number(rows[0]!.n);
}

describe('POST /v1/newfrontpage/addderivativelike (docs/product.md, re-creation likes)', () => {
  it('refuses anonymous callers and stale tokens with 401, writing nothing', async () => {
    const id = await derivative('Anonymous');
    const before = await databaseFingerprint(testApp.database.db, likeTables);
    expect(await like({ id })).toMatchObject({ status: 401, body: { error: 'token_expired' } });
    expect(await like({ id }, { token: 'not-a-session' })).toMatchObject({ status: 401, body: { error: 'token_expired' } });
    expect(await databaseFingerprint(testApp.database.db, likeTables)).toBe(before);
  });

  it('toggles the caller like, answers the state and count, and the list tells each caller what they like', async () => {
    const id = await derivative('Toggle');
    const other = await derivative('Other');
    const [alice, bob] = [await signedIn(testApp.app), await signedIn(testApp.app)];
    expect(await like({ id }, alice.headers)).toMatchObject({ status: 200, body: { data: { id, liked: true, like_num: 1 } } });
    // The id may come as a decimal string too (the spec's clients send either).
    expect(await like({ id: String(id) }, bob.headers)).toMatchObject({ status: 200, body: { data: { id, liked: true, like_num: 2 } } });
    const forAlice = await listed(alice.headers);
    expect(forAlice.find((item) => item.id === id)).toMatchObject({ like_num: 2, liked: true });
    expect(forAlice.find((item) => item.id === other)).toMatchObject({ like_num: 0, liked: false });
    expect((await listed()).find((item) => item.id === id)).toMatchObject({ like_num: 2, liked: false });
    expect((await listed({ token: 'stale' })).find((item) => item.id === id)).toMatchObject({ liked: false });
    // A second like by the same account takes it back.
    expect(await like({ id }, alice.headers)).toMatchObject({ status: 200, body: { data: { id, liked: false, like_num: 1 } } });
    expect((await listed(alice.headers)).find((item) => item.id === id)).toMatchObject({ like_num: 1, liked: false });
    expect((await listed(bob.headers)).find((item) => item.id === id)).toMatchObject({ like_num: 1, liked: true });
    expect(await likeRows(id)).toBe(1);
  });

  it('keeps the count exact with 30 parallel likes from 10 accounts', async () => {
    const id = await derivative('Crowd');
    const callers: SignedIn[] = [];
    for (let index = 0; index < 10; index += 1) callers.push(await signedIn(testApp.app));
    // Three likes each at once: like, take back, like again, in whatever order they arrive.
    const replies = await Promise.all(callers.flatMap((caller) => [1, 2, 3].map(() => like({ id }, caller.headers))));
    expect(replies.map((reply) => reply.status)).toEqual(Array(30).fill(200));
    // Each toggle saw the one before it: each caller's three requests added, took back and added again.
    for (let caller = 0; caller < 10; caller += 1) {
      const own = replies.slice(caller * 3, caller * 3 + 3).map((reply) => reply.body.data.liked as boolean);
      expect(own.filter(Boolean)).toHaveLength(2);
    }
    const counts = replies.map((reply) => reply.body.data.like_num as number);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...counts)).toBeLessThanOrEqual(10);
    expect((await listed()).find((item) => item.id === id)).toMatchObject({ like_num: 10 });
    expect(await likeRows(id)).toBe(10);
    for (const caller of callers) expect((await listed(caller.headers)).find((item) => item.id === id)?.liked).toBe(true);
  });

  it('answers 404 for unknown and unshown items and 400 for malformed bodies, writing nothing', async () => {
    const hidden = await derivative('Staged', { visible: false });
    const scheduled = await derivative('Tomorrow', { showFrom: new Date(Date.now() + 86_400_000) });
    const caller = await signedIn(testApp.app);
    const before = await databaseFingerprint(testApp.database.db, likeTables);
    expect(await like({ id: hidden }, caller.headers)).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await like({ id: scheduled }, caller.headers)).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await like({ id: 987_654_321 }, caller.headers)).toMatchObject({ status: 404, body: { error: 'not_found' } });
    for (const payload of [{}, { id: 0 }, { id: -1 }, { id: 1.5 }, { id: 'x' }, { id: '01' }, { id: null }, { id: 2 ** 60 }]) {
      expect(await like(payload, caller.headers)).toMatchObject({ status: 400, body: { error: 'validation_failed' } });
    }
    expect(await databaseFingerprint(testApp.database.db, likeTables)).toBe(before);
  });
});
