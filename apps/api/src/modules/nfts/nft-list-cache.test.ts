import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@nft/db';
import { createTestDatabase, insertCollection, insertNft } from '@nft/db/testing';
import { loadConfig } from '../../config/env';
import { signedInAccount, type SignedInAccount } from '../../test-support/signed-in-account';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// The explore cache as it ships (decision 019), over HTTP: every other test turns it off. Two apps
// read one database, one with the shipped default and one without the cache.
const shippedTtlMs = loadConfig({}).explore.cacheTtlMs;
let database: DatabaseHandle;
let cached: TestApp;
let uncached: TestApp;
let alice: SignedInAccount;
let bob: SignedInAccount;
let collectionId: number;
const queries = ['', 'sort=newest', 'sort=price_asc', 'chains=local1', 'limit=2', 'search=cat', `collections=${0}`];

beforeAll(async () => {
  database = await createTestDatabase();
  const env = { LOCAL_CHAINS: 'true', RATE_LIMIT_MAX: '100000' };
  [cached, uncached] = await Promise.all([
    createTestApp({ database, env: { ...env, EXPLORE_CACHE_TTL_MS: String(shippedTtlMs) } }),
    createTestApp({ database, env: { ...env, EXPLORE_CACHE_TTL_MS: '0' } }),
  ]);
  collectionId = (await insertCollection(database.db, { chain: 'local1' })).id;
  for (const name of ['Blue cat', 'Red cat', 'Green dog']) await insertNft(database.db, { collectionId, chain: 'local1', name });
  [alice, bob] = [await signedInAccount(database.db), await signedInAccount(database.db)];
});

afterAll(async () => {
  await Promise.all([cached?.close(), uncached?.close()]);
  await database?.close();
});

async function get(testApp: TestApp, url: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the explore cache as shipped', () => {
  it('is on by default, for a bounded time', () => {
    expect(shippedTtlMs).toBeGreaterThan(0);
    expect(shippedTtlMs).toBeLessThanOrEqual(1_000); // decision 019: at most one second stale
  });

  it('answers exactly what the uncached API answers', async () => {
    for (const query of queries.map((q) => q.replace('collections=0', `collections=${collectionId}`))) {
      const url = `/v1/nfts?${query}`;
      const first = await get(cached, url);
      expect(await get(cached, url), url).toEqual(first); // the second answer comes from the cache
      expect(first, url).toEqual(await get(uncached, url));
    }
  });

  it("never serves one visitor's answer to another", async () => {
    const url = `/v1/nfts?collections=${collectionId}&sort=newest`;
    // A signed-in visitor fills the cache first; the anonymous answer must be the uncached anonymous one.
    const signedIn = await get(cached, url, alice.headers);
    const anonymous = await get(cached, url);
    expect(anonymous).toEqual(await get(uncached, url));
    expect(signedIn).toEqual(anonymous); // the list holds nothing per visitor (decision 019)
    // The per-visitor flag lives on the detail route, which is not cached.
    const item = anonymous.data.items[0] as { chain: string; contractAddress: string; tokenId: string };
    const detail = `/v1/nfts/${item.chain}/${item.contractAddress}/${item.tokenId}`;
    expect((await cached.app.inject({ method: 'POST', url: `${detail}/favorite`, headers: alice.headers })).statusCode).toBe(200);
    expect((await get(cached, detail, alice.headers)).data.favorited).toBe(true);
    expect((await get(cached, detail, bob.headers)).data.favorited).toBe(false);
    expect((await get(cached, detail)).data.favorited).toBe(false);
  });

  it('shows a new NFT once the cache lifetime has passed', async () => {
    const url = `/v1/nfts?collections=${collectionId}&sort=newest&limit=50`;
    const before = await get(cached, url);
    await insertNft(database.db, { collectionId, chain: 'local1', name: 'Late bird' });
    // Waiting out the lifetime makes the outcome certain, not timing-dependent: the entry has expired.
    await sleep(shippedTtlMs + 10);
    const after = await get(cached, url);
    expect(after.data.items.length).toBe(before.data.items.length + 1);
    expect(after).toEqual(await get(uncached, url));
  });
});
