import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import type { Address, LocalAccount } from 'viem';
import { sessions } from '@nft/db';
import { insertCollection } from '@nft/db/testing';
import { testAccounts } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { freshAccount, post, publicUrl, requestMessage } from './auth.fixtures';
import { deployMock1271Wallet } from './contract-wallet.fixtures';
import { hashSessionToken } from './session-token';

// Decision 022: a contract wallet's signature proves control of its address on one chain only, so
// its session is bound to that chain for everything that depends on who controls the address.
let local1: TestChain;
let local2: TestChain;
let testApp: TestApp;
const owner = privateKeyToAccount(testAccounts[3]!.privateKey);

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

/** Signs in `address` on local1 with a signature by `signer` (the owner key for a contract wallet). */
async function signIn(address: Address, signer: LocalAccount): Promise<string> {
  const message = await requestMessage(testApp.app, address, 'local1');
  const reply = await post(testApp.app, '/v1/login/auth', {
    chain: 'local1',
    message,
    address,
    signature: await signer.signMessage({ message }),
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body.data as { token: string }).token;
}

const createCollection = (token: string, chain: string, royaltyAddress: string) =>
  post(testApp.app, '/v1/collections', { chain, name: `On ${chain}`, royalty: 1, royaltyAddress, termsAccepted: true }, { token });

async function chainBound(token: string): Promise<boolean | undefined> {
  const [row] = await testApp.database.db
    .select({ chainBound: sessions.chainBound })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token)));
  return row?.chainBound;
}

describe('chain-bound sessions', () => {
  it('a contract-wallet session acts on its own chain only: 403 session_chain_mismatch elsewhere', async () => {
    const wallet = await deployMock1271Wallet(local1.rpcUrl, 31337, owner);
    const token = await signIn(wallet.address, owner);
    expect(await chainBound(token)).toBe(true);

    const onLocal1 = await createCollection(token, 'local1', wallet.address);
    expect(onLocal1.status, JSON.stringify(onLocal1.body)).toBe(200);
    const onLocal2 = await createCollection(token, 'local2', wallet.address);
    expect(onLocal2).toMatchObject({ status: 403, body: { code: 403, error: 'session_chain_mismatch' } });
    expect(onLocal2.body.message).toMatch(/another chain/);

    // The other routes that take a chain refuse it the same way, before looking anything up.
    const nft = `/v1/nfts/local2/${wallet.address}/1`;
    for (const [method, url] of [
      ['DELETE', nft],
      ['GET', `${nft}/unlockable`],
      ['POST', `${nft}/restore`],
    ] as const) {
      const reply = await testApp.app.inject({ method, url, headers: { token } });
      expect({ url, status: reply.statusCode, error: reply.json().error }).toEqual({ url, status: 403, error: 'session_chain_mismatch' });
    }
    const draft = await post(testApp.app, '/v1/nft-drafts', { chain: 'local2', name: 'Night Owl', mediaId: 1 }, { token });
    expect(draft).toMatchObject({ status: 403, body: { error: 'session_chain_mismatch' } });

    // A collection the wallet created on local2 (with a local2 session) cannot be edited or deleted from this one.
    const mine = await insertCollection(testApp.database.db, { chain: 'local2', creatorAddress: wallet.address.toLowerCase() });
    for (const method of ['PATCH', 'DELETE'] as const) {
      const reply = await testApp.app.inject({
        method,
        url: `/v1/collections/${mine.id}`,
        headers: { token },
        ...(method === 'PATCH' ? { payload: { name: 'Renamed' } } : {}),
      });
      expect({ method, status: reply.statusCode, error: reply.json().error }).toEqual({
        method,
        status: 403,
        error: 'session_chain_mismatch',
      });
    }
    const ownLocal1 = onLocal1.body.data as { id: number };
    const renamed = await testApp.app.inject({
      method: 'PATCH',
      url: `/v1/collections/${ownLocal1.id}`,
      headers: { token },
      payload: { name: 'Renamed' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('an ordinary account session is not restricted', async () => {
    const account = freshAccount();
    const token = await signIn(account.address, account);
    expect(await chainBound(token)).toBe(false);
    for (const chain of ['local1', 'local2']) {
      const reply = await createCollection(token, chain, account.address);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
  });
});
