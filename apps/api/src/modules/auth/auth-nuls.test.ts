import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@nft/db';
import { createNulsSigner, randomNulsPrivateKey } from '@nft/nuls';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { authRowCounts, plantNonce, post, publicUrl, requestMessage } from './auth.fixtures';

// SECURITY.md row 3 and the NULS half of the sign-in API. No NULS node runs here and sign-in never
// calls one; NULS is not even configured (no RPC_URL_NULS), as on a default `npm start`.
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { PUBLIC_URL: publicUrl } });
});

afterAll(async () => {
  await testApp?.close();
});

async function signInNuls(chainId: number) {
  const signer = createNulsSigner(randomNulsPrivateKey(), chainId);
  const message = await requestMessage(testApp.app, signer.address, 'nuls');
  const body = { chain: 'nuls', message, address: signer.address, signature: signer.signMessage(message), pubkey: signer.publicKey };
  return { signer, message, body, reply: await post(testApp.app, '/v1/login/auth', body) };
}

describe('NULS sign-in', () => {
  it('gives a challenge of at most 32 bytes with a random nonce', async () => {
    const signer = createNulsSigner(randomNulsPrivateKey());
    const message = await requestMessage(testApp.app, signer.address, 'nuls');
    expect(message).toMatch(/^Sign in: [1-9A-HJ-NP-Za-km-z]{22}$/);
    expect(Buffer.byteLength(message)).toBeLessThanOrEqual(32);
  });

  it('signs in with a fresh mainnet or testnet key (high-S signatures included)', async () => {
    for (const chainId of [1, 2, 1, 2, 1, 2]) {
      const { signer, reply } = await signInNuls(chainId);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.data).toMatchObject({ address: signer.address });
      const [row] = await testApp.database.db.select().from(accounts).where(eq(accounts.address, signer.address));
      expect(row).toMatchObject({ family: 'nuls' });
      const me = await testApp.app.inject({ url: '/v1/me', headers: { token: (reply.body.data as { token: string }).token } });
      expect(me.json().data).toMatchObject({ address: signer.address, chain: 'nuls' });
    }
  });

  it('refuses a replay, a missing or foreign public key, and a signature by another key', async () => {
    const { body, reply } = await signInNuls(1);
    expect(reply.status).toBe(200);
    expect((await post(testApp.app, '/v1/login/auth', body)).body).toMatchObject({ code: 401, error: 'nonce_invalid' });

    const signer = createNulsSigner(randomNulsPrivateKey());
    const other = createNulsSigner(randomNulsPrivateKey());
    const message = await requestMessage(testApp.app, signer.address, 'nuls');
    const good = { chain: 'nuls', message, address: signer.address, signature: signer.signMessage(message), pubkey: signer.publicKey };
    const before = await authRowCounts(testApp.database.db);
    const cases: [unknown, number, string][] = [
      [{ ...good, pubkey: undefined }, 400, 'validation_failed'],
      [{ ...good, pubkey: other.publicKey }, 401, 'signature_invalid'],
      [{ ...good, signature: other.signMessage(message), pubkey: other.publicKey }, 401, 'signature_invalid'],
      [{ ...good, signature: other.signMessage(message) }, 401, 'signature_invalid'],
      [{ ...good, signature: '3006020101020101' }, 401, 'signature_invalid'],
      [{ ...good, signature: 'ab'.repeat(100) }, 401, 'signature_invalid'],
      [{ ...good, message: 'Sign in: 1111111111111111111111' }, 401, 'signature_invalid'],
      [{ ...good, message: 'a different text' }, 401, 'message_invalid'],
      [{ ...good, address: other.address }, 401, 'signature_invalid'],
      [{ ...good, address: 'NULSd6HgTsLxmMCCk3oAjSyuooH88LruFTQaT' }, 401, 'signature_invalid'],
    ];
    for (const [payload, status, error] of cases) {
      const response = await post(testApp.app, '/v1/login/auth', payload);
      expect({ payload, status: response.status, error: response.body.error }).toEqual({ payload, status, error });
    }
    expect(await authRowCounts(testApp.database.db)).toEqual(before);
    expect((await post(testApp.app, '/v1/login/auth', good)).status).toBe(200);
  });

  it('refuses an EVM address and a NULS contract address for a challenge', async () => {
    for (const address of ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'tNULSeBaMxjeNfiicypEUtttpBC1NdFsmDcCGS', 'NULSd6HgfzPGhFsZX16hHgneY25YKs6v6LvmY']) {
      expect((await post(testApp.app, '/v1/login/message', { address, chain: 'nuls' })).body).toMatchObject({ code: 400, error: 'validation_failed' });
    }
  });

  it('does not accept a signature over one challenge for another sharing its first 32 bytes', async () => {
    const signer = createNulsSigner(randomNulsPrivateKey());
    // A longer text whose first 32 bytes are those of a signed, valid-looking challenge: had the
    // server issued such a text, the signature over the prefix would carry over (NULS.md).
    const issued = await requestMessage(testApp.app, signer.address, 'nuls');
    const signature = signer.signMessage(issued);
    const longer = `${issued}!`;
    const nonce = issued.slice('Sign in: '.length);
    await plantNonce(testApp.database.db, { nonce: `${nonce}x`, address: signer.address, chain: 'nuls', message: longer });
    const reply = await post(testApp.app, '/v1/login/auth', { chain: 'nuls', message: longer, address: signer.address, signature, pubkey: signer.publicKey });
    expect(reply).toMatchObject({ status: 401, body: { error: 'message_invalid' } });
    // The signature over the issued challenge still signs in exactly once.
    const honest = await post(testApp.app, '/v1/login/auth', { chain: 'nuls', message: issued, address: signer.address, signature, pubkey: signer.publicKey });
    expect(honest.status).toBe(200);
  });
});
