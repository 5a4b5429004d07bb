import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/test-app';
import { databaseFingerprint } from './test-support/database-fingerprint';
import { publicMutations } from './test-support/public-mutations';

// docs/decisions/020-route-table-authorisation.md: one walk over every registered route, so a new
// route without an authorisation decision fails here instead of waiting for its module's tests.
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true', RATE_LIMIT_MAX: '100000' } });
  await testApp.app.ready();
});

afterAll(async () => {
  await testApp.close();
});

const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const tables = [
  'accounts',
  'sessions',
  'login_nonces',
  'collections',
  'nfts',
  'favorites',
  'reports',
  'nft_drafts',
  'media',
  'home_events',
  'orders',
  'batch_migrations',
];

/** Documented as needing the session token (defineRoute's `auth`), which must then be enforced too. */
function documentedAsAuthenticated(schema: unknown): boolean {
  const security = (schema as { security?: Record<string, unknown>[] } | undefined)?.security ?? [];
  return security.some((scheme) => 'token' in scheme);
}

function guardedRoutes() {
  return testApp.app
    .routeTable()
    .filter((route) => mutating.has(route.method) || documentedAsAuthenticated(route.schema))
    .map((route) => ({ ...route, key: `${route.method} ${route.url}` }));
}

// Any value will do: authentication runs before validation, so the path's content is never read.
const concrete = (url: string) => url.replace(/:\w+/g, '1').replace(/\*/g, 'x');

describe('the whole route table', () => {
  it('has mutating routes to walk, including every one on the public list', () => {
    const keys = guardedRoutes().map((route) => route.key);
    expect(keys.length).toBeGreaterThan(10);
    // A stale entry would let a future route of the same name through unreviewed.
    expect(Object.keys(publicMutations).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('refuses anonymous and expired callers with 401 on every mutating or token-documented route not on the public list, changing nothing', async () => {
    const { db } = testApp.database;
    const before = await databaseFingerprint(db, tables);
    const unguarded: string[] = [];
    for (const route of guardedRoutes().filter((r) => !(r.key in publicMutations))) {
      for (const headers of [{}, { token: 'no-such-session' }]) {
        const response = await testApp.app.inject({
          method: route.method,
          url: concrete(route.url),
          headers,
          ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: { anything: 'x' } }),
        });
        const body = route.method === 'HEAD' ? {} : response.json();
        if (response.statusCode !== 401 || (route.method !== 'HEAD' && body.error !== 'token_expired')) {
          unguarded.push(`${route.key} (${Object.keys(headers).length ? 'bad token' : 'anonymous'}) -> ${response.statusCode}`);
        }
      }
    }
    expect(
      unguarded,
      'routes without an authorisation decision: require a session, or add them to test-support/public-mutations.ts with a reason',
    ).toEqual([]);
    expect(await databaseFingerprint(db, tables)).toBe(before);
  });

  it('lets anonymous callers reach every route on the public list (the list says true)', async () => {
    for (const key of Object.keys(publicMutations)) {
      const [method, url] = key.split(' ') as [string, string];
      const response = await testApp.app.inject({ method: method as 'POST', url: concrete(url), payload: {} });
      expect(response.statusCode, key).not.toBe(401);
    }
  });
});
