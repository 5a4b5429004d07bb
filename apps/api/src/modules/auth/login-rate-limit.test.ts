import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { freshAccount, publicUrl } from './auth.fixtures';

// Decision 022: sign-in attempts are limited per source (client address, IPv6 per /64), never per
// address signed in, and with Redis the limit holds across API replicas.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const env = { LOCAL_CHAINS: 'true', PUBLIC_URL: publicUrl, LOGIN_RATE_LIMIT_PER_IP: '3' };
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env });
});

afterAll(async () => {
  await testApp?.close();
});

async function post(app: TestApp, url: string, payload: object, remoteAddress: string) {
  const response = await app.app.inject({ method: 'POST', url, payload, remoteAddress });
  return { status: response.statusCode, body: response.json() as { data?: unknown; error?: string } };
}

const askMessage = (app: TestApp, address: string, ip: string) => post(app, '/v1/login/message', { address, chain: 'local1' }, ip);

describe('sign-in rate limits', () => {
  it('failed sign-ins naming an address from other sources never lock its owner out', async () => {
    const victim = freshAccount();
    const attackers = Array.from({ length: 6 }, (_, i) => `10.66.0.${i + 1}`);
    const statuses: number[] = [];
    for (const ip of attackers) {
      statuses.push((await askMessage(testApp, victim.address, ip)).status);
      for (let i = 0; i < 4; i++) {
        const forged = { chain: 'local1', message: `forged ${i}`, address: victim.address, signature: `0x${'ab'.repeat(65)}` };
        statuses.push((await post(testApp, '/v1/login/auth', forged, ip)).status);
      }
    }
    // 30 attempts in the victim's name: each attacker ran into its own limit...
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(attackers.length);
    // ...and the owner, from their own address, signs in at once.
    const issued = await askMessage(testApp, victim.address, '10.77.0.1');
    expect(issued.status).toBe(200);
    const message = issued.body.data as string;
    const reply = await post(
      testApp,
      '/v1/login/auth',
      { chain: 'local1', message, address: victim.address, signature: await victim.signMessage({ message }) },
      '10.77.0.1',
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  });

  it('counts IPv6 clients per /64: one prefix shares a limit, another prefix has its own', async () => {
    const sameSlash64 = ['2001:db8:a:b::1', '2001:db8:a:b:ffff:ffff:ffff:ffff', '2001:db8:a:b::2:3', '2001:db8:a:b::4'];
    const statuses = [];
    for (const ip of sameSlash64) statuses.push((await askMessage(testApp, freshAccount().address, ip)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await askMessage(testApp, freshAccount().address, '2001:db8:a:c::1')).status).toBe(200);
  });
});

describe('sign-in rate limits behind a proxy', () => {
  it('with TRUST_PROXY as a hop count, a client cannot pick its own address in X-Forwarded-For', async () => {
    const proxied = await createTestApp({ env: { ...env, TRUST_PROXY: '1' }, database: testApp.database });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        // The proxy (10.0.0.1) appends the real client, 203.0.113.7; the entries before it are the client's own claims.
        const headers = { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` };
        const response = await proxied.app.inject({
          method: 'POST',
          url: '/v1/login/message',
          payload: { address: freshAccount().address, chain: 'local1' },
          headers,
          remoteAddress: '10.0.0.1',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await proxied.close();
    }
  });
});

describe('sign-in rate limits with Redis', () => {
  const prefix = `test-${randomUUID()}:`;
  let redis: Redis;
  let replicas: TestApp[] = [];

  beforeAll(async () => {
    redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    const shared = { ...env, REDIS_URL: redisUrl, RATE_LIMIT_REDIS_PREFIX: prefix };
    const first = await createTestApp({ env: shared, database: testApp.database });
    replicas = [first, await createTestApp({ env: shared, database: testApp.database })];
  });

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('two API instances share one limit', async () => {
    const [a, b] = replicas as [TestApp, TestApp];
    const ip = '10.88.0.1';
    const statuses = [];
    for (const app of [a, b, a, b, a]) statuses.push((await askMessage(app, freshAccount().address, ip)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // The counters are in Redis under this deployment's prefix.
    expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0);
  });
});
