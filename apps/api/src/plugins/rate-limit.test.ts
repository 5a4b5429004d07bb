import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureEnvelope } from '@nft/shared';
import { createTestApp, type TestApp } from '../test-support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' } });
});

afterAll(async () => {
  await testApp.close();
});

describe('rate limit', () => {
  it('answers past the limit with 429 rate_limited in the envelope, localised', async () => {
    const { app } = testApp;
    const first = await app.inject({ url: '/v1/chains', remoteAddress: '10.0.0.1' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-ratelimit-limit']).toBe('3');
    await app.inject({ url: '/v1/chains', remoteAddress: '10.0.0.1' });
    await app.inject({ url: '/v1/chains', remoteAddress: '10.0.0.1' });

    const limited = await app.inject({ url: '/v1/chains', remoteAddress: '10.0.0.1' });
    expect(limited.statusCode).toBe(429);
    expect(failureEnvelope.parse(limited.json())).toEqual({
      code: 429,
      error: 'rate_limited',
      message: 'Too many requests, please try again later',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const ja = await app.inject({ url: '/v1/chains', remoteAddress: '10.0.0.1', headers: { locale: 'ja' } });
    expect(ja.json()).toMatchObject({
      code: 429,
      error: 'rate_limited',
      message: 'リクエストが多すぎます。しばらくしてからもう一度お試しください',
    });
  });

  it('counts unknown routes too, so probing for routes is limited as well', async () => {
    const { app } = testApp;
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await app.inject({ url: `/v1/nope-${i}`, remoteAddress: '10.0.0.2' })).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it('counts each client address on its own', async () => {
    const other = await testApp.app.inject({ url: '/v1/chains', remoteAddress: '10.0.0.3' });
    expect(other.statusCode).toBe(200);
  });
});
