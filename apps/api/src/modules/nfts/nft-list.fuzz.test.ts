import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCollection, insertNft } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import { insertAttribute } from './nfts.fixtures';

// docs/security.md row 13 for the explore lists: any combination of their query parameters, valid or
// hostile, answers 200 or a 4xx envelope, never a 5xx, and writes nothing.
let testApp: TestApp;
let collectionId = 0;

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true', RATE_LIMIT_MAX: '100000' } });
  const { db } = testApp.database;
  const collection = await insertCollection(db, { category: 'art', floorPrice: '5' });
  collectionId = collection.id;
  const nft = await insertNft(db, {
    collectionId,
    name: 'Fuzzy 100%',
    bestListingPrice: '10',
    bestListingCurrency: '0x0000000000000000000000000000000000000000',
    bestListingKind: 'fixed',
  });
  await insertAttribute(db, nft.id, { collectionId, traitType: 'Background', value: 'Blue' });
});

afterAll(async () => {
  await testApp.close();
});

const hostile = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e308',
  'NaN',
  'null',
  'true',
  'false',
  '%',
  '_',
  '\\',
  "' or 1=1 --",
  ':',
  'a:',
  ':b',
  'x'.repeat(400),
  '9'.repeat(80),
  (1n << 256n).toString(),
  '2147483648',
  '9223372036854775808',
  // A hottest cursor whose heat (5000 recent sales) is past 2^31.
  Buffer.from(JSON.stringify(['hottest', String(5000 * 2 ** 20), 1])).toString('base64url'),
  'buy_now',
  'on_auction',
  'has_offers',
  'new',
  'art,music',
  'local1,local2',
  'solana',
  'newest',
  'oldest',
  'hottest',
  'price_asc',
  'price_desc',
  'volume',
  'floor',
  'floor_desc',
  'Background:Blue',
  'WyJob3R0ZXN0IiwiMyIsMV0',
  'AAAA',
);

const param = fc.tuple(
  fc.constantFrom(
    'status',
    'collection',
    'category',
    'chain',
    'verified',
    'minPrice',
    'maxPrice',
    'trait',
    'search',
    'sort',
    'limit',
    'cursor',
    'owner',
    'creator',
  ),
  fc.oneof(hostile, fc.string({ maxLength: 40 }), fc.bigInt({ min: 0n, max: 1n << 260n }).map(String), fc.constant('{collection}')),
);

const path = fc.constantFrom(
  '/v1/nfts',
  '/v1/collections',
  '/v1/collections/{collection}',
  '/v1/collections/{collection}/attributes',
  '/v1/collections/{collection}/activity',
);

describe('explore lists under generated queries', () => {
  it('never answer 5xx and never write', async () => {
    const before = await databaseFingerprint(testApp.database.db);
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(path, fc.array(param, { maxLength: 6 }), async (template, params) => {
        const fill = (text: string) => text.replaceAll('{collection}', String(collectionId));
        const query = params.map(([key, value]) => `${key}=${encodeURIComponent(fill(value))}`).join('&');
        const url = `${fill(template)}${query ? `?${query}` : ''}`;
        const response = await testApp.app.inject({ url });
        statuses.add(response.statusCode);
        expect(response.statusCode, url).toBeLessThan(500);
        if (response.statusCode >= 400)
          expect(response.json(), url).toMatchObject({ code: response.statusCode, error: expect.any(String) });
      }),
      { seed: 20261121, numRuns: 400 },
    );
    // The generator reaches both answers: real lists and refusals.
    expect(statuses).toContain(200);
    expect(statuses).toContain(400);
    expect(await databaseFingerprint(testApp.database.db)).toBe(before);
  });
});
