import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCollection, insertNft } from '@nft/db/testing';
import { createTestApp, type TestApp } from './test-support/test-app';
import { databaseFingerprint } from './test-support/database-fingerprint';

// SECURITY.md row 13: hostile input on every read route gives a 4xx envelope, never a 5xx, and
// changes nothing. A seeded generator keeps failures reproducible.
let testApp: TestApp;
const valid: Record<string, string[]> = { chain: ['local1', 'local2'], id: [], contractAddress: [], tokenId: [] };

beforeAll(async () => {
  // The rate limit would answer most of these with 429 and hide what the routes do.
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true', RATE_LIMIT_MAX: '100000' } });
  const { db } = testApp.database;
  const collection = await insertCollection(db);
  const nft = await insertNft(db, { collectionId: collection.id });
  valid.id!.push(String(collection.id));
  valid.contractAddress!.push(nft.contractAddress);
  valid.tokenId!.push(nft.tokenId);
});

afterAll(async () => {
  await testApp.close();
});

function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

const hostile = [
  '', ' ', '0', '-1', '1.5', '1e308', 'NaN', 'Infinity', 'null', 'true', '[]', '{}', '%00', '%ZZ', '..', '..%2F..', "' or 1=1 --",
  '"; drop table nfts; --', '\\', '%', '_', '\u202e', '😀'.repeat(30), 'x'.repeat(2000), (1n << 256n).toString(), '9'.repeat(80),
  '0x' + 'f'.repeat(40), '0x' + 'F'.repeat(40), '0X' + 'a'.repeat(40), '0x' + 'g'.repeat(40), 'NULSd6HgUkssMi6oSY5pN2BPYH4dtwn9MqkEf',
  'WyJuZXdlc3QiLCIyMDI0LTAxLTAxVDAwOjAwOjAwLjAwMDAwMFoiLDFd', 'WyJuZXdlc3QiLG51bGwsMV0', 'WyJmbG9vciIsbnVsbCwxXQ', 'AAAA',
  'newest', 'oldest', 'volume', 'floor', 'price_asc', 'price_desc', 'art', 'solana', 'local1,local2', '24', '100', '101',
];

const templates = [
  '/v1/collections', '/v1/collections/{id}', '/v1/collections/{id}/activity', '/v1/nfts', '/v1/nfts/{chain}/{contractAddress}/{tokenId}',
  '/v1/nfts/{chain}/{contractAddress}/{tokenId}/activity', '/v1/newfrontpage/topcollection', '/v1/newfrontpage/derivative',
];
const queryKeys = ['chain', 'category', 'creator', 'owner', 'verified', 'search', 'sort', 'limit', 'cursor', 'collection', 'unknown'];

describe('read routes under hostile input', () => {
  it('answer 800 generated requests without a 5xx and leave the database unchanged', async () => {
    const { next, pick } = generator(20240607);
    const before = await databaseFingerprint(testApp.database.db);
    const statuses = new Set<number>();
    const value = (name: string) => encodeURIComponent(next() < 0.4 && valid[name]?.length ? pick(valid[name]!) : pick(hostile));
    for (let i = 0; i < 800; i++) {
      const path = pick(templates).replace(/\{(\w+)\}/g, (_match, name: string) => value(name) || 'x');
      const query = Array.from({ length: Math.floor(next() * 4) }, () => {
        const key = pick(queryKeys);
        return `${key}=${value(key)}`;
      }).join('&');
      const url = query ? `${path}?${query}` : path;
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBeLessThan(500);
      statuses.add(response.statusCode);
      const body = response.json();
      expect(body.code, url).toBe(response.statusCode);
      if (response.statusCode !== 200) expect(body.error, url).toEqual(expect.any(String));
    }
    expect(await databaseFingerprint(testApp.database.db)).toBe(before);
    // The generator must reach the handlers, not only the validators.
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400, 404]));
  });
});
