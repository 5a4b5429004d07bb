import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContract, insertNft } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import { actionEnv, insertListing, insertUnlockable, signedIn, type SignedIn } from './nft-actions.fixtures';
import { insertOwnership } from './nfts.fixtures';

// docs/security.md row 13 for the NFT detail actions: generated paths, bodies and callers never cause a
// 5xx, and a refused request leaves every table exactly as it was.
let testApp: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
const tokens: { chain: string; contractAddress: string; tokenId: string }[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ env: actionEnv });
  const { db } = testApp.database;
  owner = await signedIn(testApp.app);
  stranger = await signedIn(testApp.app);
  // Owned and listed (delete refused), owned on a platform contract (burn required), owned by nobody here.
  const listed = await insertNft(db);
  await insertOwnership(db, listed, owner.address);
  await insertListing(db, listed, owner.address);
  await insertUnlockable(db, listed.id, 'secret');
  const platform = await insertNft(db, { contractAddress: (await insertContract(db, { isPlatform: true })).address });
  await insertOwnership(db, platform, owner.address);
  const hidden = await insertNft(db, { hidden: true });
  tokens.push(listed, platform, hidden, await insertNft(db));
});

afterAll(async () => {
  await testApp?.close();
});

const tables = ['nfts', 'favorites', 'reports', 'ownerships', 'orders', 'nft_unlockables', 'accounts', 'sessions'];

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '1.5',
    '0x' + 'f'.repeat(40),
    '0x1234',
    '%00',
    '..',
    "' or 1=1 --",
    'x'.repeat(2000),
    (1n << 256n).toString(),
    'solana',
    'LOCAL1',
  ),
);
const anyScalar = fc.oneof(hostileText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));

const path = fc.oneof(
  fc.nat({ max: 3 }).map((index) => tokens[index]!),
  fc.record({
    chain: fc.oneof(fc.constantFrom('local1', 'local2', 'nuls'), hostileText),
    contractAddress: fc.oneof(
      fc.nat({ max: 3 }).map((index) => tokens[index]!.contractAddress),
      hostileText,
    ),
    tokenId: fc.oneof(
      fc.nat({ max: 3 }).map((index) => tokens[index]!.tokenId),
      hostileText,
    ),
  }),
);

const reportBody = fc.oneof(
  fc.record(
    {
      reason: fc.oneof(fc.constantFrom('copyright', 'explicit', 'other'), anyScalar),
      originalLink: fc.oneof(fc.constantFrom('https://a.example/x', 'javascript:alert(1)', 'file:///etc/passwd'), anyScalar),
      extraInfo: fc.oneof(fc.constantFrom('x'.repeat(1000), 'x'.repeat(1001)), anyScalar),
      extra: anyScalar,
    },
    { requiredKeys: [] },
  ),
  anyScalar,
);

const action = fc.constantFrom(
  { method: 'POST', suffix: '/favorite' },
  { method: 'DELETE', suffix: '/favorite' },
  { method: 'POST', suffix: '/reports' },
  { method: 'GET', suffix: '/unlockable' },
  { method: 'DELETE', suffix: '' },
) as fc.Arbitrary<{ method: 'POST' | 'DELETE' | 'GET'; suffix: string }>;

describe('NFT action routes under hostile input', () => {
  it('answer generated requests without a 5xx and write nothing when they refuse', async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        action,
        path,
        reportBody,
        fc.constantFrom('owner', 'stranger', 'anonymous', 'garbage'),
        async (route, token, payload, caller) => {
          const headers =
            caller === 'owner'
              ? owner.headers
              : caller === 'stranger'
                ? stranger.headers
                : caller === 'garbage'
                  ? { token: 'x'.repeat(300) }
                  : {};
          const url = `/v1/nfts/${encodeURIComponent(token.chain)}/${encodeURIComponent(token.contractAddress)}/${encodeURIComponent(token.tokenId)}${route.suffix}`;
          const before = await databaseFingerprint(testApp.database.db, tables);
          const response = await testApp.app.inject({
            method: route.method,
            url,
            headers,
            ...(route.suffix === '/reports' ? { payload: payload as object } : {}),
          });
          statuses.add(response.statusCode);
          expect(response.statusCode, `${route.method} ${url}`).toBeLessThan(500);
          expect(response.json().code).toBe(response.statusCode);
          if (response.statusCode !== 200) expect(await databaseFingerprint(testApp.database.db, tables)).toBe(before);
        },
      ),
      { seed: 20261121, numRuns: 400 },
    );
    // The generator must reach the handlers' own checks (ownership, trade state), not only validation.
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400, 401, 403, 404, 409]));
  });
});
