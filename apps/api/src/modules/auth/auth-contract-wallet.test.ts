import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletClient, http, publicActions, type Address, type LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { loadArtifacts, mock1271WalletAbi } from '@nft/contracts';
import { testAccounts } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { startSilentServer, type SilentServer } from '../../test-support/silent-server';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { authRowCounts, freshAccount, post, publicUrl, requestMessage } from './auth.fixtures';

// SECURITY.md row 2: smart-contract wallets are judged by the chain (EIP-1271), failing closed.
let chain: TestChain;
let silent: SilentServer;
let testApp: TestApp;
let downApp: TestApp;
const owner = privateKeyToAccount(testAccounts[3]!.privateKey);

beforeAll(async () => {
  [chain, silent] = await Promise.all([startTestChain(), startSilentServer()]);
  const env = { LOCAL_CHAINS: 'true', PUBLIC_URL: publicUrl, SIGN_IN_RPC_TIMEOUT_MS: '1000' };
  testApp = await createTestApp({ env: { ...env, RPC_URL_LOCAL1: chain.rpcUrl } });
  // The same database behind an app whose local1 node never answers.
  downApp = await createTestApp({ env: { ...env, RPC_URL_LOCAL1: silent.url }, database: testApp.database });
});

afterAll(async () => {
  await downApp?.close();
  await testApp?.close();
  await Promise.all([chain?.stop(), silent?.close()]);
});

async function deployWallet(): Promise<{ address: Address; setMagic(value: `0x${string}`): Promise<void> }> {
  const client = createWalletClient({ account: owner, chain: { ...foundry, id: 31337 }, transport: http(chain.rpcUrl) }).extend(publicActions);
  const { Mock1271Wallet } = await loadArtifacts();
  const hash = await client.deployContract({ abi: mock1271WalletAbi, bytecode: Mock1271Wallet.bytecode, args: [owner.address] });
  const { contractAddress } = await client.waitForTransactionReceipt({ hash });
  const address = contractAddress!;
  return {
    address,
    async setMagic(value) {
      const tx = await client.writeContract({ address, abi: mock1271WalletAbi, functionName: 'setMagicValue', args: [value] });
      await client.waitForTransactionReceipt({ hash: tx });
    },
  };
}

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

  // The node accepts connections and never answers; SIGN_IN_RPC_TIMEOUT_MS (1 s) bounds the wait,
  // and the test's own timeout (far above it) proves the request did not hang.
  it('fails closed within its bound when the chain cannot be reached', { timeout: 30_000 }, async () => {
    const wallet = await deployWallet();
    const reply = await signInAsWallet(downApp, wallet.address);
    expect(reply.body).toMatchObject({ code: 503, error: 'service_unavailable' });
    // An ordinary account is recovered locally and never needs the chain.
    const account = freshAccount();
    const message = await requestMessage(downApp.app, account.address, 'local1');
    const honest = await post(downApp.app, '/v1/login/auth', { chain: 'local1', message, address: account.address, signature: await account.signMessage({ message }) });
    expect(honest.status).toBe(200);
  });
});
