import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { authRowCounts, craftSiwe, freshAccount, plantNonce, post, publicUrl, requestMessage } from './auth.fixtures';
import { newLoginNonce } from './login-nonce';

// docs/security.md row 1 (sign-in replay, cross-site and cross-chain sign-in) and row 13 for the
// sign-in routes: every attack is a 4xx with a stable code, and nothing is written.
let chain: TestChain;
let testApp: TestApp;

beforeAll(async () => {
  chain = await startTestChain();
  testApp = await createTestApp({
    env: { LOCAL_CHAINS: 'true', RPC_URL_LOCAL1: chain.rpcUrl, PUBLIC_URL: publicUrl, LOGIN_RATE_LIMIT_PER_IP: '1000' },
  });
});

afterAll(async () => {
  await testApp?.close();
  await chain?.stop();
});

/** Plants a crafted message's nonce, signs it with the account, posts it: expects a 401 code. */
async function expectCraftedRefused(overrides: Partial<Parameters<typeof craftSiwe>[0]>, error: string) {
  const account = freshAccount();
  const nonce = newLoginNonce();
  const message = craftSiwe({ address: account.address, chainId: 31337, nonce, ...overrides });
  await plantNonce(testApp.database.db, { nonce, address: account.address.toLowerCase(), chain: 'local1', message });
  const signature = await account.signMessage({ message });
  const before = await authRowCounts(testApp.database.db);
  const reply = await post(testApp.app, '/v1/login/auth', { chain: 'local1', message, address: account.address, signature });
  expect(reply, JSON.stringify(overrides)).toMatchObject({ status: 401, body: { code: 401, error } });
  expect(await authRowCounts(testApp.database.db)).toEqual(before);
}

describe('sign-in attacks', () => {
  it('a correctly crafted, planted message is accepted (so the refusals below are about one field each)', async () => {
    const account = freshAccount();
    const nonce = newLoginNonce();
    const message = craftSiwe({ address: account.address, chainId: 31337, nonce });
    await plantNonce(testApp.database.db, { nonce, address: account.address.toLowerCase(), chain: 'local1', message });
    const reply = await post(testApp.app, '/v1/login/auth', {
      chain: 'local1',
      message,
      address: account.address,
      signature: await account.signMessage({ message }),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  });

  it('refuses a message for another domain or URI', async () => {
    await expectCraftedRefused({ domain: 'evil.example' }, 'message_invalid');
    await expectCraftedRefused({ domain: 'market.example:8443' }, 'message_invalid');
    await expectCraftedRefused({ uri: 'https://evil.example' }, 'message_invalid');
    await expectCraftedRefused({ uri: 'http://market.example' }, 'message_invalid');
  });

  it('refuses a message for another chain', async () => {
    await expectCraftedRefused({ chainId: 31338 }, 'message_invalid');
    await expectCraftedRefused({ chainId: 1 }, 'message_invalid');
  });

  it('refuses a stale, future or expired message', async () => {
    const now = Date.now();
    await expectCraftedRefused({ issuedAt: new Date(now - 10 * 60_000), expirationTime: new Date(now + 60_000) }, 'message_invalid');
    await expectCraftedRefused({ issuedAt: new Date(now + 10 * 60_000), expirationTime: new Date(now + 20 * 60_000) }, 'message_invalid');
    await expectCraftedRefused({ issuedAt: new Date(now - 60_000), expirationTime: new Date(now - 1000) }, 'message_invalid');
  });

  it('refuses a nonce issued for another address', async () => {
    const victim = freshAccount();
    const attacker = freshAccount();
    const issued = await requestMessage(testApp.app, victim.address, 'local1');
    const nonce = issued.match(/Nonce: (\w+)/)![1]!;
    // The attacker's own, well-formed message carrying the victim's nonce.
    const message = craftSiwe({ address: attacker.address, chainId: 31337, nonce });
    const before = await authRowCounts(testApp.database.db);
    const reply = await post(testApp.app, '/v1/login/auth', {
      chain: 'local1',
      message,
      address: attacker.address,
      signature: await attacker.signMessage({ message }),
    });
    expect(reply).toMatchObject({ status: 401, body: { error: 'nonce_invalid' } });
    // Posting the victim's message under the attacker's address does not help either.
    const swapped = await post(testApp.app, '/v1/login/auth', {
      chain: 'local1',
      message: issued,
      address: attacker.address,
      signature: await attacker.signMessage({ message: issued }),
    });
    expect(swapped).toMatchObject({ status: 401, body: { error: 'message_invalid' } });
    expect(await authRowCounts(testApp.database.db)).toEqual(before);
  });

  it('refuses a message posted for another chain than it was issued for', async () => {
    const account = freshAccount();
    const message = await requestMessage(testApp.app, account.address, 'local1');
    const reply = await post(testApp.app, '/v1/login/auth', {
      chain: 'local2',
      message,
      address: account.address,
      signature: await account.signMessage({ message }),
    });
    expect(reply).toMatchObject({ status: 401, body: { error: 'message_invalid' } });
  });
});

describe('malformed sign-in requests', () => {
  const huge = 'a'.repeat(200_000);

  it('answer 4xx with a stable code, never 5xx, and write nothing', async () => {
    const account = freshAccount();
    const message = await requestMessage(testApp.app, account.address, 'local1');
    const signature = await account.signMessage({ message });
    const good = { chain: 'local1', message, address: account.address, signature };
    const authCases: [unknown, number, string][] = [
      [{}, 400, 'validation_failed'],
      [{ ...good, chain: undefined }, 400, 'validation_failed'],
      [{ ...good, message: undefined }, 400, 'validation_failed'],
      [{ ...good, address: undefined }, 400, 'validation_failed'],
      [{ ...good, signature: undefined }, 400, 'validation_failed'],
      [{ ...good, chain: 5 }, 400, 'validation_failed'],
      [{ ...good, message: ['x'] }, 400, 'validation_failed'],
      [{ ...good, signature: 'not hex' }, 400, 'validation_failed'],
      [{ ...good, signature: '0x' }, 400, 'validation_failed'],
      [{ ...good, signature: '0x' + 'zz'.repeat(65) }, 400, 'validation_failed'],
      [{ ...good, signature: '0x' + 'ab'.repeat(64) }, 401, 'signature_invalid'],
      [{ ...good, signature: '0x' + 'ab'.repeat(66) }, 401, 'signature_invalid'],
      [{ ...good, signature: '0x' + '00'.repeat(65) }, 401, 'signature_invalid'],
      [{ ...good, signature: signature.slice(2) }, 401, 'signature_invalid'],
      [{ ...good, signature: '0x' + 'ab'.repeat(9000) }, 401, 'signature_invalid'],
      [{ ...good, signature: huge }, 400, 'validation_failed'],
      [{ ...good, message: huge }, 400, 'validation_failed'],
      [{ ...good, address: huge }, 400, 'validation_failed'],
      [{ ...good, chain: 'nochain' }, 400, 'unsupported_chain'],
      [{ ...good, chain: 'bsc' }, 400, 'unsupported_chain'],
      [{ ...good, chain: 'polygon' }, 400, 'unsupported_chain'],
      // The EVM message and signature posted as NULS: no public key, so nothing can be verified.
      [{ ...good, chain: 'nuls' }, 400, 'validation_failed'],
      [{ ...good, message: 'hello, not an EIP-4361 message' }, 401, 'message_invalid'],
      [{ ...good, message: message.replace('Nonce: ', 'Nonce: x') }, 401, 'signature_invalid'],
      [{ ...good, message: message.replace('Chain ID: 31337', 'Chain ID: x') }, 401, 'message_invalid'],
      [{ ...good, address: '0x1234' }, 401, 'message_invalid'],
      [{ ...good, address: freshAccount().address }, 401, 'message_invalid'],
      [{ ...good, pubkey: 'zz' }, 400, 'validation_failed'],
      [{ ...good, wallet: 'no-such-wallet' }, 400, 'validation_failed'],
      [[good], 400, 'validation_failed'],
      // A string body goes out as text/plain, the one type refused outright (no CORS preflight).
      ['"just a string"', 415, 'unsupported_media_type'],
    ];
    const before = await authRowCounts(testApp.database.db);
    for (const [payload, status, error] of authCases) {
      const reply = await post(testApp.app, '/v1/login/auth', payload);
      expect({ payload: JSON.stringify(payload).slice(0, 120), status: reply.status, error: reply.body.error }).toEqual({
        payload: JSON.stringify(payload).slice(0, 120),
        status,
        error,
      });
    }
    expect(await authRowCounts(testApp.database.db)).toEqual(before);
    // The honest request still works afterwards: the refusals consumed nothing.
    expect((await post(testApp.app, '/v1/login/auth', good)).status).toBe(200);
  });

  it('on /login/message too', async () => {
    const cases: [unknown, number, string][] = [
      [{}, 400, 'validation_failed'],
      [{ address: freshAccount().address }, 400, 'validation_failed'],
      [{ chain: 'local1' }, 400, 'validation_failed'],
      [{ address: 42, chain: 'local1' }, 400, 'validation_failed'],
      [{ address: 'not an address', chain: 'local1' }, 400, 'validation_failed'],
      [{ address: 'NULSd6HgfzPGhFsZX16hHgneY25YKs6v6LvmX', chain: 'local1' }, 400, 'validation_failed'],
      [{ address: huge, chain: 'local1' }, 400, 'validation_failed'],
      [{ address: freshAccount().address, chain: 'nochain' }, 400, 'unsupported_chain'],
      [{ address: freshAccount().address, chain: 'eth' }, 400, 'unsupported_chain'],
      [{ address: freshAccount().address, chain: huge }, 400, 'validation_failed'],
    ];
    const before = await authRowCounts(testApp.database.db);
    for (const [payload, status, error] of cases) {
      const reply = await post(testApp.app, '/v1/login/message', payload);
      expect({ payload: JSON.stringify(payload).slice(0, 80), status: reply.status, error: reply.body.error }).toEqual({
        payload: JSON.stringify(payload).slice(0, 80),
        status,
        error,
      });
    }
    const raw = await testApp.app.inject({
      method: 'POST',
      url: '/v1/login/message',
      headers: { 'content-type': 'application/json' },
      payload: '{"address":',
    });
    expect(raw.statusCode).toBe(400);
    expect(await authRowCounts(testApp.database.db)).toEqual(before);
  });
});
