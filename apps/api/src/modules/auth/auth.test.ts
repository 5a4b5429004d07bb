import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, loginNonces, sessions } from '@nft/db';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { authRowCounts, freshAccount, post, publicUrl, requestMessage, signInEvm } from './auth.fixtures';
import { hashSessionToken } from './session-token';

let local1: TestChain;
let local2: TestChain;
let testApp: TestApp;

beforeAll(async () => {
  [local1, local2] = await Promise.all([startTestChain({ chainId: 31337 }), startTestChain({ chainId: 31338 })]);
  testApp = await createTestApp({
    env: { LOCAL_CHAINS: 'true', RPC_URL_LOCAL1: local1.rpcUrl, RPC_URL_LOCAL2: local2.rpcUrl, PUBLIC_URL: publicUrl },
  });
});

afterAll(async () => {
  await testApp?.close();
  await Promise.all([local1?.stop(), local2?.stop()]);
});

const me = (token: string) => testApp.app.inject({ url: '/v1/me', headers: { token } });

describe('EVM sign-in', () => {
  it('gives an EIP-4361 message for our domain, URI and chain, with a fresh nonce', async () => {
    const account = freshAccount();
    const message = await requestMessage(testApp.app, account.address, 'local2');
    expect(message).toContain(`market.example wants you to sign in with your Ethereum account:\n${account.address}`);
    expect(message).toContain('Sign in to NFT Marketplace');
    expect(message).toContain(`URI: ${publicUrl}`);
    expect(message).toContain('Chain ID: 31338');
    expect(message).toMatch(/Nonce: [0-9a-f]{32}\n/);
    expect(message).toContain('Expiration Time: ');
    const again = await requestMessage(testApp.app, account.address, 'local2');
    expect(again.match(/Nonce: (\w+)/)![1]).not.toBe(message.match(/Nonce: (\w+)/)![1]);
  });

  it('signs in with a fresh key on each local chain, and /me knows the session', async () => {
    for (const chain of ['local1', 'local2']) {
      const account = freshAccount();
      const reply = await signInEvm(testApp.app, account, chain);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const data = reply.body.data as { token: string; expiresAt: string; address: string };
      expect(data.address).toBe(account.address.toLowerCase());
      expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const expiresIn = Date.parse(data.expiresAt) - Date.now();
      expect(expiresIn).toBeGreaterThan(23 * 3600_000);
      expect(expiresIn).toBeLessThanOrEqual(24 * 3600_000);

      const response = await me(data.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 200, data: { address: data.address, chain, expiresAt: data.expiresAt, isAdmin: false } });

      // Only the hash of the token is stored; the account records the login.
      const { db } = testApp.database;
      const [stored] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashSessionToken(data.token)));
      expect(stored).toMatchObject({ chain });
      const [row] = await db.select().from(accounts).where(eq(accounts.address, data.address));
      expect(row).toMatchObject({ family: 'evm' });
      expect(row!.lastLoginAt).not.toBeNull();
    }
  });

  it('refuses to replay a used message and signature', async () => {
    const account = freshAccount();
    const first = await signInEvm(testApp.app, account, 'local1');
    expect(first.status).toBe(200);
    const before = await authRowCounts(testApp.database.db);
    const replay = await post(testApp.app, '/v1/login/auth', {
      chain: 'local1',
      message: first.message,
      address: account.address,
      signature: first.signature,
    });
    expect(replay).toMatchObject({ status: 401, body: { code: 401, error: 'nonce_invalid' } });
    expect(await authRowCounts(testApp.database.db)).toEqual(before);
  });

  it('lets only one of two concurrent replays win', async () => {
    const account = freshAccount();
    const message = await requestMessage(testApp.app, account.address, 'local1');
    const signature = await account.signMessage({ message });
    const body = { chain: 'local1', message, address: account.address, signature };
    const replies = await Promise.all([1, 2, 3].map(() => post(testApp.app, '/v1/login/auth', body)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 401, 401]);
  });

  it('refuses a message whose nonce has expired', async () => {
    const account = freshAccount();
    const message = await requestMessage(testApp.app, account.address, 'local1');
    const nonce = message.match(/Nonce: (\w+)/)![1]!;
    const past = Date.now() - 60_000;
    await testApp.database.db
      .update(loginNonces)
      .set({ createdAt: new Date(past - 300_000), expiresAt: new Date(past) })
      .where(eq(loginNonces.nonce, nonce));
    const reply = await post(testApp.app, '/v1/login/auth', {
      chain: 'local1',
      message,
      address: account.address,
      signature: await account.signMessage({ message }),
    });
    expect(reply).toMatchObject({ status: 401, body: { error: 'nonce_invalid' } });
  });

  it('refuses a signature by another key', async () => {
    const account = freshAccount();
    const message = await requestMessage(testApp.app, account.address, 'local1');
    const signature = await freshAccount().signMessage({ message });
    const reply = await post(testApp.app, '/v1/login/auth', { chain: 'local1', message, address: account.address, signature });
    expect(reply).toMatchObject({ status: 401, body: { error: 'signature_invalid', message: 'Signature verification failed' } });
  });
});

describe('sessions', () => {
  const expired = {
    code: 401,
    error: 'token_expired',
    message: 'The authentication has expired. Please re-sign and click the button again.',
  };

  it('answer 401 token_expired without a token, or with an unknown one', async () => {
    for (const headers of [{}, { token: 'unknown' }, { token: 'x'.repeat(5000) }]) {
      const response = await testApp.app.inject({ url: '/v1/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(expired);
    }
  });

  it('end with logout', async () => {
    const reply = await signInEvm(testApp.app, freshAccount(), 'local1');
    const { token } = reply.body.data as { token: string };
    expect((await me(token)).statusCode).toBe(200);
    const logout = await post(testApp.app, '/v1/logout', {}, { token });
    expect(logout).toEqual({ status: 200, body: { code: 200, data: { loggedOut: true } } });
    expect((await me(token)).json()).toEqual(expired);
    // Logging out twice is harmless.
    expect((await post(testApp.app, '/v1/logout', {}, { token })).status).toBe(200);
  });

  it('expire', async () => {
    const reply = await signInEvm(testApp.app, freshAccount(), 'local2');
    const { token } = reply.body.data as { token: string };
    await testApp.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(expired);
  });

  it('are new for every sign-in of the same account', async () => {
    const account = freshAccount();
    const first = await signInEvm(testApp.app, account, 'local1');
    const second = await signInEvm(testApp.app, account, 'local1');
    const tokens = [first, second].map((reply) => (reply.body.data as { token: string }).token);
    expect(tokens[0]).not.toBe(tokens[1]);
    for (const token of tokens) expect((await me(token)).statusCode).toBe(200);
  });
});

describe('login rate limits', () => {
  it('limit requests per client IP', async () => {
    const limited = await createTestApp({
      env: { LOCAL_CHAINS: 'true', PUBLIC_URL: publicUrl, LOGIN_RATE_LIMIT_PER_IP: '2' },
      database: testApp.database,
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await post(limited.app, '/v1/login/message', { address: freshAccount().address, chain: 'local1' })).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('operators (docs/decisions/036-operators-and-audit-log.md)', () => {
  it('mirror ADMIN_ADDRESSES into accounts.role at every sign-in, and /me tells the operator', async () => {
    const operator = freshAccount();
    const user = freshAccount();
    const withOperators = await createTestApp({
      database: testApp.database,
      env: {
        LOCAL_CHAINS: 'true',
        RPC_URL_LOCAL1: local1.rpcUrl,
        RPC_URL_LOCAL2: local2.rpcUrl,
        PUBLIC_URL: publicUrl,
        ADMIN_ADDRESSES: operator.address,
      },
    });
    try {
      const tokens: string[] = [];
      for (const account of [operator, user]) {
        const reply = await signInEvm(withOperators.app, account, 'local1');
        expect(reply.status).toBe(200);
        tokens.push((reply.body.data as { token: string }).token);
      }
      const roleOf = async (address: string) =>
        (await testApp.database.db.select().from(accounts).where(eq(accounts.address, address.toLowerCase())))[0]?.role;
      expect([await roleOf(operator.address), await roleOf(user.address)]).toEqual(['admin', 'user']);
      const isAdmin = async (token: string) =>
        (await withOperators.app.inject({ url: '/v1/me', headers: { token } })).json().data.isAdmin as boolean;
      expect([await isAdmin(tokens[0]!), await isAdmin(tokens[1]!)]).toEqual([true, false]);

      // Taken off the list (here: the app without ADMIN_ADDRESSES), the next sign-in makes the account a user again.
      expect((await signInEvm(testApp.app, operator, 'local1')).status).toBe(200);
      expect(await roleOf(operator.address)).toBe('user');
    } finally {
      await withOperators.close();
    }
  });
});
