import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from './test-support/database-fingerprint';
import { createTestApp, type TestApp } from './test-support/test-app';

// Issue 9 item 4: every listener has a request timeout, an idle-connection timeout and a body limit.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '45000', CONNECTION_TIMEOUT_MS: '15000', BODY_LIMIT_BYTES: '2048' } });
});

afterAll(async () => {
  await t?.close();
});

describe('API listener limits', () => {
  it('takes requestTimeout, connectionTimeout and bodyLimit from the configuration', () => {
    expect(t.app.initialConfig.requestTimeout).toBe(45_000);
    expect(t.app.initialConfig.connectionTimeout).toBe(15_000);
    expect(t.app.initialConfig.bodyLimit).toBe(2048);
  });

  it('a JSON body over BODY_LIMIT_BYTES is 413 payload_too_large and changes nothing', async () => {
    const before = await databaseFingerprint(t.database.db);
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/nonce', payload: JSON.stringify({ pad: 'x'.repeat(4096) }), headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('payload_too_large');
    expect(await databaseFingerprint(t.database.db)).toBe(before);
  });
});
