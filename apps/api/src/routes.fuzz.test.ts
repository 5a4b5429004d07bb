import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCollection, insertNft } from '@nft/db/testing';
import type { RouteTableEntry } from './plugins/route-table';
import { createTestApp, type TestApp } from './test-support/test-app';
import { databaseFingerprint } from './test-support/database-fingerprint';
import { signedInAccount, type SignedInAccount } from './test-support/signed-in-account';

// docs/security.md (hostile input) over the whole route table, which comes from the app itself
// (docs/decisions/020-route-table-authorisation.md): every registered route gets generated paths,
// queries, bodies and callers, and answers each with a 4xx envelope or a success, never a 5xx; a
// refused request changes nothing. A new route is fuzzed without anyone editing this file.
let testApp: TestApp;
let caller: SignedInAccount;
const valid: Record<string, string[]> = {
  chain: ['local1', 'local2'],
  symbol: ['local1', 'local2'],
  id: [],
  contractAddress: [],
  tokenId: [],
  address: [],
  draftId: [],
  // The price-history query (docs/decisions/051-price-charts.md).
  interval: ['day', 'hour'],
  range: ['7d', '30d', 'all'],
};

beforeAll(async () => {
  // The rate limits would answer most of these with 429 and hide what the routes do; unreachable
  // test chains must not stall the health route for its default two seconds each time.
  testApp = await createTestApp({
    env: {
      LOCAL_CHAINS: 'true',
      RATE_LIMIT_MAX: '1000000',
      LOGIN_RATE_LIMIT_PER_IP: '1000000',
      LOGIN_RATE_LIMIT_PER_ADDRESS: '1000000',
      HEALTH_TIMEOUT_MS: '50',
    },
  });
  await testApp.app.ready();
  const { db } = testApp.database;
  caller = await signedInAccount(db);
  const collection = await insertCollection(db);
  const nft = await insertNft(db, { collectionId: collection.id });
  valid.id!.push(String(collection.id));
  valid.contractAddress!.push(nft.contractAddress);
  valid.tokenId!.push(nft.tokenId);
  valid.address!.push(caller.address, collection.creatorAddress);
  valid.draftId!.push('1', '00000000-0000-4000-8000-000000000000');
});

afterAll(async () => {
  await testApp?.close();
});

/** Routes that are not the API, each with why: everything else registered is fuzzed. */
function isFuzzed(route: RouteTableEntry): boolean {
  // Fastify's automatic HEAD twin of each GET runs the GET's handler: fuzzing the GET covers it.
  if (route.method === 'HEAD') return false;
  // Swagger UI's static files and the generated document (plugins/openapi.test.ts checks them).
  if (route.url.startsWith('/v1/docs')) return false;
  // The web app's files outside /v1 (plugins/static-web.test.ts checks them).
  return route.url.startsWith('/v1/');
}

const tables = [
  'accounts',
  'sessions',
  'login_nonces',
  'collections',
  'nfts',
  'ownerships',
  'activity',
  'favorites',
  'reports',
  'nft_drafts',
  'media',
  'home_events',
  'orders',
  'batch_migrations',
];

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    '1e308',
    'NaN',
    'Infinity',
    'null',
    'true',
    '[]',
    '{}',
    '%00',
    '%ZZ',
    '..',
    '..%2F..',
    "' or 1=1 --",
    '"; drop table nfts; --',
    '\\',
    '%',
    '_',
    '\u202e',
    '😀'.repeat(30),
    'x'.repeat(2000),
    (1n << 256n).toString(),
    '9'.repeat(80),
    '0x' + 'f'.repeat(40),
    '0x' + 'F'.repeat(40),
    '0X' + 'a'.repeat(40),
    '0x' + 'g'.repeat(40),
    'NULSd6HgUkssMi6oSY5pN2BPYH4dtwn9MqkEf',
    'WyJuZXdlc3QiLCIyMDI0LTAxLTAxVDAwOjAwOjAwLjAwMDAwMFoiLDFd',
    'WyJuZXdlc3QiLG51bGwsMV0',
    'AAAA',
    'newest',
    'oldest',
    'volume',
    'floor',
    'price_asc',
    'art',
    'solana',
    'local1,local2',
    'collected',
    'created',
    'favorited',
    'logo',
    'image',
    '24',
    '100',
    '101',
  ),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
);

/** A path or query value: often a real one (to reach the handlers), otherwise hostile. */
const valueFor = (name: string): fc.Arbitrary<string> =>
  valid[name]?.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...valid[name]!), weight: 2 }, { arbitrary: hostileText, weight: 3 })
    : hostileText;

/** The keys a zod object schema names (through refinements and transforms), so generated input uses real field names. */
function keysOf(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return keysOf(schema.in);
  return [];
}

function requestFor(route: RouteTableEntry) {
  const params = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const pathArb = fc.tuple(...params.map(valueFor)).map((values) => {
    let i = 0;
    return route.url.replace(/:\w+/g, () => encodeURIComponent(values[i++]!) || 'x');
  });
  const queryKeys = [...keysOf(route.schema?.querystring), 'cursor', 'limit', 'unknown'];
  const queryArb = fc
    .array(fc.tuple(fc.constantFrom(...queryKeys), fc.constant(null)), { maxLength: 4 })
    .chain((pairs) =>
      fc
        .tuple(...pairs.map(([key]) => valueFor(key).map((value) => `${key}=${encodeURIComponent(value)}`)))
        .map((parts) => parts.join('&')),
    );
  const bodyKeys = [...keysOf(route.schema?.body), 'extra'];
  const bodyArb = fc.oneof(fc.dictionary(fc.constantFrom(...bodyKeys), anyValue, { maxKeys: bodyKeys.length }), anyValue, fc.jsonValue());
  const who = fc.constantFrom('signed-in', 'anonymous', 'garbage-token');
  return fc.record({ path: pathArb, query: queryArb, body: bodyArb, who });
}

describe('every registered route under hostile input', () => {
  // One walk over the whole route table (25 requests a route, each write fingerprinting the database) grows with every
  // route added: 25 s alone at load 5, over the default minute beside the other db files on a busy CI machine, and
  // past 300 s at load 20 once contests, drops, migrations, live events and charts joined (2026-11-26).
  it('answers generated requests without a 5xx, in the envelope, and a refusal changes nothing', async () => {
    const { db } = testApp.database;
    const routes = testApp.app.routeTable().filter(isFuzzed);
    // The table is the app's own: this guards against the walk silently finding nothing.
    expect(routes.length).toBeGreaterThan(30);
    const statuses = new Set<number>();
    const matched = new Set<string>();
    // The fingerprint as the last refused request left the database, while no request since has succeeded.
    let unchanged: string | undefined;
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const beforeRoute = await databaseFingerprint(db, tables);
      await fc.assert(
        fc.asyncProperty(requestFor(route), async ({ path, query, body, who }) => {
          const url = query ? `${path}?${query}` : path;
          const headers = who === 'signed-in' ? caller.headers : who === 'garbage-token' ? { token: 'x'.repeat(300) } : {};
          // A write only counts when refused; reads never write (checked once per route, below). A refusal's own
          // fingerprint afterwards is the next request's before, so most requests take one, not two.
          const before = route.method === 'GET' ? undefined : (unchanged ?? (await databaseFingerprint(db, tables)));
          unchanged = undefined;
          const response = await testApp.app.inject({
            method: route.method,
            url,
            headers,
            ...(route.method === 'GET' || route.method === 'DELETE'
              ? {}
              : { payload: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } }),
          });
          statuses.add(response.statusCode);
          expect(response.statusCode, `${key}: ${route.method} ${url}`).toBeLessThan(500);
          const answer = response.json();
          expect(answer.code, url).toBe(response.statusCode);
          if (response.statusCode !== 200) expect(answer.error, url).toEqual(expect.any(String));
          // The not-found handler (sendNotFound) is the one answer naming the method and path nothing matched.
          if (!(answer.error === 'not_found' && answer.details?.method !== undefined && answer.details?.path !== undefined))
            matched.add(key);
          if (before !== undefined && response.statusCode >= 400) {
            const after = await databaseFingerprint(db, tables);
            expect(after, `${key}: ${url}`).toBe(before);
            unchanged = after;
          }
        }),
        { seed: 20261123, numRuns: 25 },
      );
      if (route.method === 'GET') expect(await databaseFingerprint(db, tables), `${key} wrote`).toBe(beforeRoute);
    }
    // A route whose generated requests all fell through to "no such route" was never fuzzed.
    expect(routes.map((route) => `${route.method} ${route.url}`).filter((key) => !matched.has(key))).toEqual([]);
    // The generator must reach the handlers, not only the validators and the session check.
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400, 401, 404]));
  }, 600_000);
});
