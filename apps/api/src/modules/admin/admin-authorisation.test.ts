import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '@nft/db';
import { testAddress } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { signedInAccount, type SignedInAccount } from '../../test-support/signed-in-account';
import { databaseFingerprint } from '../../test-support/database-fingerprint';

// docs/decisions/036-operators-and-audit-log.md: every route under /v1/admin, found in the route table (so routes added
// later by any module are covered without editing this file), answers 401 to anonymous and expired callers, 403
// admin_only to a signed-in non-operator, and lets an operator (ADMIN_ADDRESSES) through.
const adminAddress = testAddress();
let testApp: TestApp;
let user: SignedInAccount;
let admin: SignedInAccount;

beforeAll(async () => {
  testApp = await createTestApp({ env: { ADMIN_ADDRESSES: adminAddress, RATE_LIMIT_MAX: '100000' } });
  await testApp.app.ready();
  user = await signedInAccount(testApp.database.db);
  admin = await signedInAccount(testApp.database.db, adminAddress);
});

afterAll(async () => {
  await testApp.close();
});

function adminRoutes() {
  return testApp.app
    .routeTable()
    .filter((route) => route.url.startsWith('/v1/admin/') && route.method !== 'HEAD')
    .map((route) => ({ method: route.method, url: route.url, schema: route.schema as { tags?: string[]; security?: unknown[] } }));
}

// Authentication runs before validation, so any path value will do for the refusals.
const concrete = (url: string) => url.replace(/:\w+/g, '1').replace(/\*/g, 'x');
const tables = ['collections', 'nfts', 'reports', 'admin_audit_log', 'home_events', 'home_artists', 'home_top_collections'];

async function call(route: { method: string; url: string }, headers: Record<string, string>) {
  return testApp.app.inject({
    method: route.method as 'GET',
    url: concrete(route.url),
    headers,
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });
}

describe('the operator routes (/v1/admin/...)', () => {
  it('exist, and each is documented as needing the token and tagged admin', () => {
    const routes = adminRoutes();
    // The console's own: collections, NFTs, reports, hidden items, audit log.
    for (const key of [
      'GET /v1/admin/collections',
      'POST /v1/admin/collections/:id/verified',
      'POST /v1/admin/collections/:id/hidden',
      'POST /v1/admin/nfts/:id/hidden',
      'GET /v1/admin/reports',
      'POST /v1/admin/reports/:id/resolve',
      'POST /v1/admin/reports/:id/reopen',
      'GET /v1/admin/hidden',
      'GET /v1/admin/audit-log',
    ])
      expect(routes.map((route) => `${route.method} ${route.url}`)).toContain(key);
    for (const route of routes) {
      expect(route.schema?.tags, `${route.method} ${route.url}`).toContain('admin');
      expect(route.schema?.security, `${route.method} ${route.url}`).toEqual([{ token: [] }]);
    }
  });

  it('refuse anonymous and expired callers with 401 token_expired, changing nothing', async () => {
    const before = await databaseFingerprint(testApp.database.db, tables);
    const wrong: string[] = [];
    for (const route of adminRoutes()) {
      for (const headers of [{}, { token: 'no-such-session' }] as Record<string, string>[]) {
        const response = await call(route, headers);
        if (response.statusCode !== 401 || response.json().error !== 'token_expired')
          wrong.push(`${route.method} ${route.url} ${JSON.stringify(headers)} -> ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await databaseFingerprint(testApp.database.db, tables)).toBe(before);
  });

  it('refuse a signed-in non-operator with 403 admin_only, changing nothing', async () => {
    const before = await databaseFingerprint(testApp.database.db, tables);
    const wrong: string[] = [];
    for (const route of adminRoutes()) {
      const response = await call(route, user.headers);
      if (response.statusCode !== 403 || response.json().error !== 'admin_only')
        wrong.push(`${route.method} ${route.url} -> ${response.statusCode} ${response.body.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
    expect(await databaseFingerprint(testApp.database.db, tables)).toBe(before);
  });

  it('let an operator through: no 401 or 403, and never a 5xx, on every route', async () => {
    const wrong: string[] = [];
    for (const route of adminRoutes()) {
      const response = await call(route, admin.headers);
      if ([401, 403].includes(response.statusCode) || response.statusCode >= 500)
        wrong.push(`${route.method} ${route.url} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    // The walk's bodies were empty or the ids absent, so nothing was recorded.
    expect(await testApp.database.db.select().from(adminAuditLog)).toEqual([]);
  });

  it('tell the web app who is an operator: GET /v1/me answers isAdmin', async () => {
    const asAdmin = await testApp.app.inject({ url: '/v1/me', headers: admin.headers });
    const asUser = await testApp.app.inject({ url: '/v1/me', headers: user.headers });
    expect(asAdmin.json().data.isAdmin).toBe(true);
    expect(asUser.json().data.isAdmin).toBe(false);
  });
});
