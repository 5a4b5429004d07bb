import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCollection } from '@nft/db/testing';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import { signedInAccount, type SignedInAccount } from '../../test-support/signed-in-account';
import { createDraftTestApp, insertUpload, type DraftTestApp } from './nft-draft.fixtures';

// docs/security.md row 13 for the create-NFT routes: generated bodies never cause a 5xx, and a refused
// request leaves every table (drafts included) exactly as it was.
let t: DraftTestApp;
let alice: SignedInAccount;
let bob: SignedInAccount;
const ids = { media: [] as number[], collections: [] as number[] };

beforeAll(async () => {
  t = await createDraftTestApp({ RATE_LIMIT_MAX: '100000' });
  const { db } = t.database;
  alice = await signedInAccount(db);
  bob = await signedInAccount(db);
  for (const mime of ['image/png', 'audio/mpeg', 'video/mp4']) ids.media.push((await insertUpload(db, alice.accountId, mime)).id);
  ids.media.push((await insertUpload(db, bob.accountId)).id);
  ids.collections.push((await insertCollection(db, { creatorAddress: alice.address })).id);
  ids.collections.push((await insertCollection(db, { creatorAddress: bob.address })).id);
  ids.collections.push((await insertCollection(db, { creatorAddress: alice.address, chain: 'local2' })).id);
});

afterAll(async () => {
  await t?.close();
});

const tables = ['nft_drafts', 'media', 'collections', 'nfts', 'nft_attributes', 'nft_unlockables', 'accounts', 'sessions'];

const hostileText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    '',
    ' ',
    'null',
    '\u0000',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    'x'.repeat(3000),
    '😀'.repeat(50),
  ),
);
const anyScalar = fc.oneof(hostileText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const idLike = fc.oneof(fc.integer({ min: -5, max: 1e6 }), anyScalar);
// Mapped at generation time, after beforeAll has made the rows.
const knownId = (list: number[], count: number) => fc.nat({ max: count - 1 }).map((i) => list[i]!);
const ranged = fc.record(
  {
    type: fc.oneof(hostileText, fc.constant('Power')),
    value: fc.oneof(fc.double(), fc.integer({ min: -2, max: 12 }), anyScalar),
    max: fc.oneof(fc.integer({ min: -2, max: 12 }), anyScalar),
  },
  { requiredKeys: [] },
);

const fields = {
  chain: fc.oneof(fc.constantFrom('local1', 'local2', 'nuls', 'bsc', 'LOCAL1'), hostileText, anyScalar),
  collectionId: fc.oneof({ arbitrary: knownId(ids.collections, 3), weight: 3 }, { arbitrary: idLike, weight: 1 }),
  name: fc.oneof(fc.constantFrom('Sunrise', 'abc', 'x'.repeat(46)), hostileText, anyScalar),
  description: fc.oneof(hostileText, anyScalar),
  mediaId: fc.oneof(knownId(ids.media, 4), idLike),
  previewMediaId: fc.oneof(knownId(ids.media, 4), idLike),
  externalLink: fc.oneof(fc.constantFrom('https://a.example', 'http://localhost', 'file:///etc/passwd'), hostileText, anyScalar),
  attributes: fc.oneof(
    fc.record(
      {
        traits: fc.array(fc.record({ type: hostileText, value: hostileText }), { maxLength: 3 }),
        levels: fc.array(ranged, { maxLength: 3 }),
        stats: fc.array(ranged, { maxLength: 3 }),
      },
      { requiredKeys: [] },
    ),
    anyScalar,
  ),
  unlockableContent: fc.oneof(hostileText, anyScalar),
  copies: fc.oneof(fc.integer({ min: -1, max: 10_002 }), fc.constantFrom(1, 5, 10_000, 1.5, 1e308), anyScalar),
  frozen: fc.oneof(fc.boolean(), anyScalar),
  extra: anyScalar,
};
// collectionId twice: the authorisation check deserves more of the runs.
const fieldName = fc.constantFrom(...(Object.keys(fields) as (keyof typeof fields)[]), 'collectionId' as const);

// A valid form with up to three fields replaced (or dropped), so requests reach every check.
const body = fc
  .array(
    fc
      .tuple(fieldName, fc.boolean())
      .chain(([name, drop]): fc.Arbitrary<[string, unknown]> =>
        drop ? fc.constant([name, undefined]) : fields[name].map((value): [string, unknown] => [name, value]),
      ),
    { maxLength: 3 },
  )
  .map((changes) => {
    const base: Record<string, unknown> = { chain: 'local1', name: 'Sunrise', mediaId: ids.media[0] };
    for (const [name, value] of changes) {
      if (value === undefined) delete base[name];
      else base[name] = value;
    }
    return base;
  });

describe('create-NFT routes under hostile input', () => {
  it('POST /v1/nft-drafts: no 5xx; a refused request writes nothing', async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('alice', 'alice', 'bob', 'bob', 'anonymous', 'garbage'), async (payload, caller) => {
        const headers =
          caller === 'alice' ? alice.headers : caller === 'bob' ? bob.headers : caller === 'garbage' ? { token: 'x'.repeat(40) } : {};
        const before = await databaseFingerprint(t.database.db, tables);
        const response = await t.app.inject({ method: 'POST', url: '/v1/nft-drafts', payload, headers });
        statuses.add(response.statusCode);
        expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
        expect(response.json().code).toBe(response.statusCode);
        if (response.statusCode !== 200) expect(await databaseFingerprint(t.database.db, tables)).toBe(before);
      }),
      { seed: 20261121, numRuns: 400 },
    );
    // The generator must reach the handler's own checks, not only schema validation.
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400, 401, 403]));
  });

  it('POST /v1/nft-drafts with non-JSON bodies: 4xx and nothing written', async () => {
    const before = await databaseFingerprint(t.database.db, tables);
    for (const [payload, type] of [
      ['{', 'application/json'],
      ['', 'application/json'],
      ['name=x', 'text/plain'],
      ['[]', 'application/json'],
      ['null', 'application/json'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/nft-drafts',
        payload,
        headers: { ...alice.headers, 'content-type': type },
      });
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
    }
    expect(await databaseFingerprint(t.database.db, tables)).toBe(before);
  });

  it('GET /v1/nft-metadata/:id: no 5xx for any id text, and nothing changes', async () => {
    const before = await databaseFingerprint(t.database.db, tables);
    const [{ id } = { id: 1 }] = (await t.database.db.execute<{ id: number }>(sql`select min(id)::int as id from nft_drafts`)).rows;
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 40 }), fc.integer().map(String), fc.constant(String(id ?? 1))), async (raw) => {
        const response = await t.app.inject({ url: `/v1/nft-metadata/${encodeURIComponent(raw)}` });
        expect(response.statusCode, raw).toBeLessThan(500);
      }),
      { seed: 7, numRuns: 200 },
    );
    expect(await databaseFingerprint(t.database.db, tables)).toBe(before);
  });
});
