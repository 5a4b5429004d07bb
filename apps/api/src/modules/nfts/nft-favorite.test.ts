import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNft } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import { actionEnv, nftPath, signedIn } from './nft-actions.fixtures';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: actionEnv });
});

afterAll(async () => {
  await testApp.close();
});

const favoriteTables = ['nfts', 'favorites'];

async function send(method: 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method, url: `${url}/favorite`, headers });
  return { status: response.statusCode, body: response.json() };
}

async function detail(url: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { favoriteCount: number; favorited: boolean };
}

describe('POST and DELETE /v1/nfts/:chain/:contractAddress/:tokenId/favorite', () => {
  it('refuses anonymous callers and stale tokens with 401, writing nothing', async () => {
    const url = nftPath(await insertNft(testApp.database.db));
    const before = await databaseFingerprint(testApp.database.db, favoriteTables);
    for (const method of ['POST', 'DELETE'] as const) {
      expect(await send(method, url)).toMatchObject({ status: 401, body: { error: 'token_expired' } });
      expect(await send(method, url, { token: 'not-a-session' })).toMatchObject({ status: 401, body: { error: 'token_expired' } });
    }
    expect(await databaseFingerprint(testApp.database.db, favoriteTables)).toBe(before);
  });

  it('favourites idempotently, tells the caller in the detail, and unfavourites', async () => {
    const url = nftPath(await insertNft(testApp.database.db));
    const alice = await signedIn(testApp.app);
    const bob = await signedIn(testApp.app);
    expect(await send('POST', url, alice.headers)).toMatchObject({ status: 200, body: { data: { favorited: true, favoriteCount: 1 } } });
    expect(await send('POST', url, alice.headers)).toMatchObject({ status: 200, body: { data: { favorited: true, favoriteCount: 1 } } });
    expect(await send('POST', url, bob.headers)).toMatchObject({ status: 200, body: { data: { favorited: true, favoriteCount: 2 } } });
    expect(await detail(url, alice.headers)).toMatchObject({ favorited: true, favoriteCount: 2 });
    expect(await detail(url)).toMatchObject({ favorited: false, favoriteCount: 2 });
    // A stale token on the public detail reads as anonymous, not as an error.
    expect(await detail(url, { token: 'stale' })).toMatchObject({ favorited: false });
    expect(await send('DELETE', url, alice.headers)).toMatchObject({ status: 200, body: { data: { favorited: false, favoriteCount: 1 } } });
    expect(await send('DELETE', url, alice.headers)).toMatchObject({ status: 200, body: { data: { favorited: false, favoriteCount: 1 } } });
    expect(await detail(url, alice.headers)).toMatchObject({ favorited: false, favoriteCount: 1 });
    expect(await detail(url, bob.headers)).toMatchObject({ favorited: true, favoriteCount: 1 });
  });

  it('keeps the count exact under parallel favourites and unfavourites', async () => {
    const url = nftPath(await insertNft(testApp.database.db));
    const callers = await Promise.all(Array.from({ length: 12 }, () => signedIn(testApp.app)));
    // Each caller favourites three times at once: twelve favourites, not thirty-six.
    const added = await Promise.all(callers.flatMap((caller) => [1, 2, 3].map(() => send('POST', url, caller.headers))));
    expect(added.every((reply) => reply.status === 200)).toBe(true);
    expect((await detail(url)).favoriteCount).toBe(12);
    const removed = await Promise.all(callers.slice(0, 5).flatMap((caller) => [1, 2].map(() => send('DELETE', url, caller.headers))));
    expect(removed.every((reply) => reply.status === 200)).toBe(true);
    expect((await detail(url)).favoriteCount).toBe(7);
  });

  it('answers 404 for a hidden NFT and 400 for a malformed one, writing nothing', async () => {
    const { db } = testApp.database;
    const caller = await signedIn(testApp.app);
    const hidden = await insertNft(db, { hidden: true });
    const before = await databaseFingerprint(db, favoriteTables);
    expect(await send('POST', nftPath(hidden), caller.headers)).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await send('POST', `/v1/nfts/local1/0x1234/1`, caller.headers)).toMatchObject({
      status: 400,
      body: { error: 'validation_failed' },
    });
    expect(await send('POST', nftPath({ ...hidden, chain: 'solana' }), caller.headers)).toMatchObject({
      status: 400,
      body: { error: 'unsupported_chain' },
    });
    expect(await databaseFingerprint(db, favoriteTables)).toBe(before);
  });
});
