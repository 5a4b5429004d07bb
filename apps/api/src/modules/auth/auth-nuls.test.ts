import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@nft/db';
import { createNulsSigner, nulsSignedDigest, nulsSignInDigest, randomNulsPrivateKey, type NulsSigner } from '@nft/nuls';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { authRowCounts, plantNonce, post, publicUrl, requestMessage } from './auth.fixtures';

// docs/security.md row 3, decision 021 and the NULS half of the sign-in API. No NULS node runs here
// and sign-in never calls one; NULS is not even configured (no RPC_URL_NULS), as on a default `npm start`.
let testApp: TestApp;
// Another deployment (another PUBLIC_URL) on the same database: the worst case for a relayed challenge.
let otherSite: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { PUBLIC_URL: publicUrl, LOGIN_RATE_LIMIT_PER_IP: '1000' } });
  otherSite = await createTestApp({ env: { PUBLIC_URL: 'https://other-market.example' }, database: testApp.database });
});

afterAll(async () => {
  await otherSite?.close();
  await testApp?.close();
});

/** Signs as the web app does with Nabox: the wallet is given the hex SHA-256 of the message. */
const signChallenge = (signer: NulsSigner, message: string) => signer.signMessage(nulsSignInDigest(message));

async function signInNuls(chainId: number) {
  const signer = createNulsSigner(randomNulsPrivateKey(), chainId);
  const message = await requestMessage(testApp.app, signer.address, 'nuls');
  const body = { chain: 'nuls', message, address: signer.address, signature: signChallenge(signer, message), pubkey: signer.publicKey };
  return { signer, message, body, reply: await post(testApp.app, '/v1/login/auth', body) };
}

describe('NULS sign-in', () => {
  it('gives a challenge naming this site, the account, the chain and a random nonce', async () => {
    const signer = createNulsSigner(randomNulsPrivateKey(), 2);
    const message = await requestMessage(testApp.app, signer.address, 'nuls');
    expect(message).toContain(`market.example wants you to sign in with your NULS account:\n${signer.address}\n`);
    expect(message).toContain(`URI: ${publicUrl}\nChain: nuls\nChain ID: 2\n`);
    expect(message).toMatch(/\nNonce: [1-9A-HJ-NP-Za-km-z]{22}\n/);
  });

  it('never gives two challenges whose signed 32 bytes are the same', async () => {
    const signed = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const message = await requestMessage(testApp.app, createNulsSigner(randomNulsPrivateKey(), 1 + (i % 2)).address, 'nuls');
      signed.add(Buffer.from(nulsSignedDigest(nulsSignInDigest(message))).toString('hex'));
    }
    expect(signed.size).toBe(30);
  });

  it('refuses a challenge issued for another PUBLIC_URL, even on the same database', async () => {
    const signer = createNulsSigner(randomNulsPrivateKey());
    const message = await requestMessage(otherSite.app, signer.address, 'nuls');
    const body = { chain: 'nuls', message, address: signer.address, signature: signChallenge(signer, message), pubkey: signer.publicKey };
    const before = await authRowCounts(testApp.database.db);
    expect(await post(testApp.app, '/v1/login/auth', body)).toMatchObject({ status: 401, body: { error: 'message_invalid' } });
    expect(await authRowCounts(testApp.database.db)).toEqual(before);
    // The site that issued it accepts it.
    expect((await post(otherSite.app, '/v1/login/auth', body)).status).toBe(200);
  });

  it('refuses a signature over the text itself (it covers only its first 32 bytes)', async () => {
    const signer = createNulsSigner(randomNulsPrivateKey());
    const message = await requestMessage(testApp.app, signer.address, 'nuls');
    const reply = await post(testApp.app, '/v1/login/auth', {
      chain: 'nuls',
      message,
      address: signer.address,
      signature: signer.signMessage(message),
      pubkey: signer.publicKey,
    });
    expect(reply).toMatchObject({ status: 401, body: { error: 'signature_invalid' } });
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
    const good = { chain: 'nuls', message, address: signer.address, signature: signChallenge(signer, message), pubkey: signer.publicKey };
    const before = await authRowCounts(testApp.database.db);
    const cases: [unknown, number, string][] = [
      [{ ...good, pubkey: undefined }, 400, 'validation_failed'],
      [{ ...good, pubkey: other.publicKey }, 401, 'signature_invalid'],
      [{ ...good, signature: signChallenge(other, message), pubkey: other.publicKey }, 401, 'signature_invalid'],
      [{ ...good, signature: signChallenge(other, message) }, 401, 'signature_invalid'],
      [{ ...good, signature: '3006020101020101' }, 401, 'signature_invalid'],
      [{ ...good, signature: 'ab'.repeat(100) }, 401, 'signature_invalid'],
      [{ ...good, message: message.replace(/Nonce: \w+/, 'Nonce: 1111111111111111111111') }, 401, 'signature_invalid'],
      [{ ...good, message: 'Sign in: 1111111111111111111111' }, 401, 'message_invalid'],
      [{ ...good, message: 'a different text' }, 401, 'message_invalid'],
      [{ ...good, message: message.replace('URI: https://market.example', 'URI: https://evil.example') }, 401, 'message_invalid'],
      [{ ...good, message: message.replace('market.example wants', 'evil.example wants') }, 401, 'message_invalid'],
      [{ ...good, message: message.replace('Chain: nuls', 'Chain: local1') }, 401, 'message_invalid'],
      [{ ...good, address: other.address }, 401, 'message_invalid'],
      [{ ...good, address: 'NULSd6HgTsLxmMCCk3oAjSyuooH88LruFTQaT' }, 401, 'message_invalid'],
    ];
    for (const [payload, status, error] of cases) {
      const response = await post(testApp.app, '/v1/login/auth', payload);
      expect({ payload, status: response.status, error: response.body.error }).toEqual({ payload, status, error });
    }
    expect(await authRowCounts(testApp.database.db)).toEqual(before);
    expect((await post(testApp.app, '/v1/login/auth', good)).status).toBe(200);
  });

  it('refuses an EVM address and a NULS contract address for a challenge', async () => {
    for (const address of [
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      'tNULSeBaMxjeNfiicypEUtttpBC1NdFsmDcCGS',
      'NULSd6HgfzPGhFsZX16hHgneY25YKs6v6LvmY',
    ]) {
      expect((await post(testApp.app, '/v1/login/message', { address, chain: 'nuls' })).body).toMatchObject({
        code: 400,
        error: 'validation_failed',
      });
    }
  });

  it('does not accept a signature over one challenge for another text', async () => {
    const signer = createNulsSigner(randomNulsPrivateKey());
    // A planted text that differs from the issued challenge only after the first 32 bytes: had the
    // wallet signed the text itself, the signature would carry over (docs/nuls.md).
    const issued = await requestMessage(testApp.app, signer.address, 'nuls');
    const signature = signChallenge(signer, issued);
    const nonce = issued.match(/Nonce: (\w+)/)![1]!;
    // Another nonce that differs in its last character (one issued nonce in 62 already ends in "z").
    const planted = `${nonce.slice(0, -1)}${nonce.endsWith('z') ? 'y' : 'z'}`;
    const longer = issued.replace(`Nonce: ${nonce}`, `Nonce: ${planted}`);
    expect(longer.slice(0, 32)).toBe(issued.slice(0, 32));
    expect(longer).not.toBe(issued);
    await plantNonce(testApp.database.db, { nonce: planted, address: signer.address, chain: 'nuls', message: longer });
    const reply = await post(testApp.app, '/v1/login/auth', {
      chain: 'nuls',
      message: longer,
      address: signer.address,
      signature,
      pubkey: signer.publicKey,
    });
    expect(reply).toMatchObject({ status: 401, body: { error: 'signature_invalid' } });
    // The signature over the issued challenge still signs in exactly once.
    const honest = await post(testApp.app, '/v1/login/auth', {
      chain: 'nuls',
      message: issued,
      address: signer.address,
      signature,
      pubkey: signer.publicKey,
    });
    expect(honest.status).toBe(200);
  });
});
