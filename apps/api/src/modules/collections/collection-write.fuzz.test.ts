import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCollection } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import { signedInAccount, type SignedInAccount } from '../../test-support/signed-in-account';
import { insertMedia } from '../media/media.fixtures';

// docs/security.md row 13 for the collection, profile and account routes: hostile bodies, ids and
// addresses never cause a 5xx, and a rejected request changes nothing.
let testApp: TestApp;
let creator: SignedInAccount;
let other: SignedInAccount;
const ids: number[] = [];
const tables = ['collections', 'nfts', 'media', 'profiles', 'accounts', 'sessions', 'nft_drafts'];

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true', RATE_LIMIT_MAX: '100000' } });
  const { db } = testApp.database;
  creator = await signedInAccount(db);
  other = await signedInAccount(db);
  for (let i = 0; i < 3; i++) ids.push((await insertCollection(db, { creatorAddress: creator.address })).id);
  await insertMedia(db, { uploaderAccountId: creator.accountId });
  await insertMedia(db, { uploaderAccountId: other.accountId });
});

afterAll(async () => {
  await testApp.close();
});

const hostileText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    '',
    ' ',
    'local1',
    'local2',
    'bsc',
    'nuls',
    'javascript:alert(1)',
    'https://ok.example',
    "' or 1=1 --",
    '\u0000',
    '😀'.repeat(30),
    'x'.repeat(5000),
  ),
  fc.constantFrom(
    '0x' + 'a'.repeat(40),
    '0x' + 'A'.repeat(40),
    '0x' + 'g'.repeat(40),
    'NULSd6HgUkssMi6oSY5pN2BPYH4dtwn9MqkEf',
    '0x0000000000000000000000000000000000000000',
  ),
);
const hostileNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, 0.01, 2.5, 10, 10.01, -0, Number.MAX_SAFE_INTEGER, 2 ** 63, 1e308),
  // The fixture uploads take the first media ids of the fresh database: one own, one someone else's.
  fc.constantFrom(1, 2, 3, 999_999_999),
);
const hostileValue = fc.oneof(hostileText, hostileNumber, fc.boolean(), fc.constant(null), fc.constant([]), fc.constant({}));
const fieldNames = [
  'chain',
  'name',
  'description',
  'logoMediaId',
  'featuredMediaId',
  'bannerMediaId',
  'category',
  'royalty',
  'royaltyAddress',
  'paymentToken',
  'website',
  'termsAccepted',
  'pictureMediaId',
  'coverMediaId',
  'verified',
  'creatorAddress',
  '__proto__',
];
const body = fc.oneof(fc.dictionary(fc.constantFrom(...fieldNames), hostileValue, { maxKeys: 8 }), hostileValue);
const idText = fc.oneof(fc.constantFrom('1', '2', '3', '0', '-1', '1.5', 'abc', '99999999999999999999', '%00'), fc.nat().map(String));
const addressText = fc.oneof(hostileText, fc.constantFrom('0x' + '1'.repeat(40)));
const who = fc.constantFrom<'anonymous' | 'creator' | 'other' | 'stale'>('anonymous', 'creator', 'other', 'stale');

const request = fc.oneof(
  fc.record({ method: fc.constant('POST' as const), url: fc.constant('/v1/collections'), body, who }),
  fc.record({ method: fc.constant('PATCH' as const), url: idText.map((id) => `/v1/collections/${encodeURIComponent(id)}`), body, who }),
  fc.record({
    method: fc.constant('DELETE' as const),
    url: idText.map((id) => `/v1/collections/${encodeURIComponent(id)}`),
    body: fc.constant(undefined),
    who,
  }),
  fc.record({ method: fc.constant('PUT' as const), url: fc.constant('/v1/me/profile'), body, who }),
  fc.record({
    method: fc.constant('GET' as const),
    url: fc
      .tuple(
        addressText,
        fc.constantFrom('', '/nfts', '/collections', '/activity'),
        fc.constantFrom('', '?tab=created', '?tab=x', '?limit=0', '?cursor=AAAA', '?limit=100'),
      )
      .map(([address, tail, query]) => `/v1/accounts/${encodeURIComponent(address)}${tail}${query}`),
    body: fc.constant(undefined),
    who,
  }),
);

describe('collection, profile and account routes under hostile input', () => {
  it('never answer 5xx and change nothing when they refuse', async () => {
    const { db } = testApp.database;
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ method, url, body: payload, who: caller }) => {
        const headers: Record<string, string> =
          caller === 'creator' ? creator.headers : caller === 'other' ? other.headers : caller === 'stale' ? { token: 'stale-token' } : {};
        const before = await databaseFingerprint(db, tables);
        const response = await testApp.app.inject({
          method,
          url,
          headers,
          ...(payload === undefined
            ? {}
            : { payload: JSON.stringify(payload), headers: { ...headers, 'content-type': 'application/json' } }),
        });
        statuses.add(response.statusCode);
        expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
        expect(response.json().code).toBe(response.statusCode);
        if (response.statusCode >= 400) expect(await databaseFingerprint(db, tables), `${method} ${url}`).toBe(before);
      }),
      { seed: 20261121, numRuns: 300 },
    );
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 401, 403, 404]));
  });
});
