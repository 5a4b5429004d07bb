import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createPublicClient, http, serializeErc6492Signature, type Address, type Hex, type LocalAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { sessions } from '@nft/db';
import { testAccounts } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { startSilentServer, type SilentServer } from '../../test-support/silent-server';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { authRowCounts, freshAccount, post, publicUrl, requestMessage } from './auth.fixtures';
import { counterfactualMock1271Wallet, deployMock1271Wallet } from './contract-wallet.fixtures';
import { hashSessionToken } from './session-token';

// docs/security.md row 2: smart-contract wallets are judged by the chain (EIP-1271, ERC-6492), failing closed.
let chain: TestChain;
let silent: SilentServer;
let testApp: TestApp;
let downApp: TestApp;
const owner = privateKeyToAccount(testAccounts[3]!.privateKey);

beforeAll(async () => {
  [chain, silent] = await Promise.all([startTestChain(), startSilentServer()]);
  const env = { LOCAL_CHAINS: 'true', PUBLIC_URL: publicUrl };
  // A node that answers gets the time a busy CI machine needs: at 1 s, an ERC-6492 check (a simulated factory
  // deployment) once came back as 503 there at load 10.
  testApp = await createTestApp({ env: { ...env, SIGN_IN_RPC_TIMEOUT_MS: '20000', RPC_URL_LOCAL1: chain.rpcUrl } });
  // The same database behind an app whose local1 node never answers, with a short timeout so its test ends soon.
  downApp = await createTestApp({
    env: { ...env, SIGN_IN_RPC_TIMEOUT_MS: '1000', RPC_URL_LOCAL1: silent.url },
    database: testApp.database,
  });
});

afterAll(async () => {
  await downApp?.close();
  await testApp?.close();
  await Promise.all([chain?.stop(), silent?.close()]);
});

const deployWallet = () => deployMock1271Wallet(chain.rpcUrl, 31337, owner);

async function signInAsWallet(app: TestApp, wallet: Address, signer: LocalAccount = owner) {
  const message = await requestMessage(app.app, wallet, 'local1');
  const signature = await signer.signMessage({ message });
  return post(app.app, '/v1/login/auth', { chain: 'local1', message, address: wallet, signature });
}

describe('contract-wallet sign-in', () => {
  it('accepts a signature the wallet contract vouches for', async () => {
    const wallet = await deployWallet();
    const reply = await signInAsWallet(testApp, wallet.address);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({ address: wallet.address.toLowerCase() });
  });

  it('refuses a wrong magic value, or a signer the contract does not know', async () => {
    const wallet = await deployWallet();
    expect((await signInAsWallet(testApp, wallet.address, freshAccount())).body).toMatchObject({ code: 401, error: 'signature_invalid' });
    await wallet.setMagic('0xdeadbeef');
    const before = await authRowCounts(testApp.database.db);
    expect((await signInAsWallet(testApp, wallet.address)).body).toMatchObject({ code: 401, error: 'signature_invalid' });
    // Only the nonce of the new message was written: no account, no session, nothing consumed.
    expect(await authRowCounts(testApp.database.db)).toEqual({ ...before, nonces: before.nonces! + 1 });
  });

  // The node accepts connections and never answers; SIGN_IN_RPC_TIMEOUT_MS bounds the wait. The proof that the
  // bound (and not an answer, or the test's own timeout) ended the wait: the node saw the app hang up on it before
  // the 503. No wall-clock assertion: CI runs test files side by side on two busy cores.
  it('fails closed within its RPC bound when the chain cannot be reached', { timeout: 60_000 }, async () => {
    const wallet = await deployWallet();
    const message = await requestMessage(downApp.app, wallet.address, 'local1');
    const signature = await owner.signMessage({ message });
    const abandoned = silent.abandoned();
    const reply = await post(downApp.app, '/v1/login/auth', { chain: 'local1', message, address: wallet.address, signature });
    expect(reply.body).toMatchObject({ code: 503, error: 'service_unavailable' });
    await vi.waitFor(() => expect(silent.abandoned()).toBeGreaterThan(abandoned));
    // The same for a counterfactual wallet: the ERC-6492 check needs the chain too.
    const pending = await counterfactualMock1271Wallet(owner.address, generatePrivateKey());
    const pendingMessage = await requestMessage(downApp.app, pending.address, 'local1');
    const wrapped = serializeErc6492Signature({
      address: pending.factory,
      data: pending.factoryData,
      signature: await owner.signMessage({ message: pendingMessage }),
    });
    const pendingAbandoned = silent.abandoned();
    const pendingReply = await post(downApp.app, '/v1/login/auth', {
      chain: 'local1',
      message: pendingMessage,
      address: pending.address,
      signature: wrapped,
    });
    expect(pendingReply.body).toMatchObject({ code: 503, error: 'service_unavailable' });
    await vi.waitFor(() => expect(silent.abandoned()).toBeGreaterThan(pendingAbandoned));
    // An ordinary account is recovered locally and never needs the chain.
    const account = freshAccount();
    const accountMessage = await requestMessage(downApp.app, account.address, 'local1');
    const honest = await post(downApp.app, '/v1/login/auth', {
      chain: 'local1',
      message: accountMessage,
      address: account.address,
      signature: await account.signMessage({ message: accountMessage }),
    });
    expect(honest.status).toBe(200);
  });
});

describe('counterfactual wallets (ERC-6492)', () => {
  const codeAt = (address: Address) => createPublicClient({ transport: http(chain.rpcUrl) }).getCode({ address });

  async function signedWrapper(wallet: { address: Address; factory: Address; factoryData: Hex }, signer: LocalAccount = owner) {
    const message = await requestMessage(testApp.app, wallet.address, 'local1');
    const inner = await signer.signMessage({ message });
    return {
      message,
      inner,
      signature: serializeErc6492Signature({ address: wallet.factory, data: wallet.factoryData, signature: inner }),
    };
  }

  it('signs in a wallet that is not deployed yet, bound to its chain, without deploying it', async () => {
    const wallet = await counterfactualMock1271Wallet(owner.address, generatePrivateKey());
    expect(await codeAt(wallet.address)).toBeUndefined();
    const { message, signature } = await signedWrapper(wallet);
    expect(signature.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(true);
    const reply = await post(testApp.app, '/v1/login/auth', { chain: 'local1', message, address: wallet.address, signature });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { token, address } = reply.body.data as { token: string; address: string };
    expect(address).toBe(wallet.address.toLowerCase());
    const [row] = await testApp.database.db
      .select({ chainBound: sessions.chainBound })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(row?.chainBound).toBe(true);
    // Verification simulated the deployment; nothing was written to the chain.
    expect(await codeAt(wallet.address)).toBeUndefined();
  });

  it('refuses a tampered wrapper: another signer, a changed signature, or factory data for another wallet', async () => {
    const wallet = await counterfactualMock1271Wallet(owner.address, generatePrivateKey());
    const stranger = await counterfactualMock1271Wallet(freshAccount().address, generatePrivateKey());
    const before = await authRowCounts(testApp.database.db);

    const bySomeoneElse = await signedWrapper(wallet, freshAccount());
    const flipped = await signedWrapper(wallet);
    const tamperedInner = `${flipped.inner.slice(0, 10)}${flipped.inner[10] === '0' ? '1' : '0'}${flipped.inner.slice(11)}` as Hex;
    const otherFactoryData = await signedWrapper(wallet);
    const cases: [string, Hex][] = [
      [bySomeoneElse.message, bySomeoneElse.signature],
      [flipped.message, serializeErc6492Signature({ address: wallet.factory, data: wallet.factoryData, signature: tamperedInner })],
      // Deploys a wallet owned by someone else (at another address): it cannot vouch for this one.
      [
        otherFactoryData.message,
        serializeErc6492Signature({ address: stranger.factory, data: stranger.factoryData, signature: otherFactoryData.inner }),
      ],
      // The magic suffix cut: no longer a wrapper, and nothing is deployed at the address.
      [flipped.message, flipped.signature.slice(0, -2) as Hex],
    ];
    for (const [message, signature] of cases) {
      const reply = await post(testApp.app, '/v1/login/auth', { chain: 'local1', message, address: wallet.address, signature });
      expect(reply.body).toMatchObject({ code: 401, error: 'signature_invalid' });
    }
    // Only the three messages' nonces were written: no account, no session, nothing consumed.
    expect(await authRowCounts(testApp.database.db)).toEqual({ ...before, nonces: before.nonces! + 3 });
    // The untampered wrapper of one of those messages still signs in.
    const honest = await post(testApp.app, '/v1/login/auth', {
      chain: 'local1',
      message: flipped.message,
      address: wallet.address,
      signature: flipped.signature,
    });
    expect(honest.status, JSON.stringify(honest.body)).toBe(200);
  });
});
