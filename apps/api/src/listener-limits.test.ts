import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/env';
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
    expect(t.app.server.requestTimeout).toBe(45_000);
    expect(t.app.initialConfig.connectionTimeout).toBe(15_000);
    expect(t.app.initialConfig.bodyLimit).toBe(2048);
  });

  it('a JSON body over BODY_LIMIT_BYTES is 413 payload_too_large and changes nothing', async () => {
    const before = await databaseFingerprint(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/nonce',
      payload: JSON.stringify({ pad: 'x'.repeat(4096) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('payload_too_large');
    expect(await databaseFingerprint(t.database.db)).toBe(before);
  });

  it('the limits are validated like every other setting, with sensible defaults', () => {
    const defaults = loadConfig({});
    expect(defaults.server).toMatchObject({ requestTimeoutMs: 120_000, connectionTimeoutMs: 30_000, mediaRateLimitMax: 1200 });
    expect(defaults.uploads).toEqual({
      bytesPerDay: 200 * 1024 * 1024,
      filesPerMinute: 20,
      requestsPerMinute: 30,
      processingConcurrency: 2,
      processingQueue: 16,
    });
    const refused = () => loadConfig({ UPLOAD_BYTES_PER_DAY: '-5', REQUEST_TIMEOUT_MS: 'soon', MEDIA_PROCESSING_CONCURRENCY: '0' });
    for (const name of ['UPLOAD_BYTES_PER_DAY', 'REQUEST_TIMEOUT_MS', 'MEDIA_PROCESSING_CONCURRENCY']) {
      expect(refused, name).toThrow(new RegExp(`${name}: must be a positive integer`));
    }
  });
});
