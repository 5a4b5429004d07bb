// The injected test wallets themselves: what later browser tests rely on when they sign orders and
// send transactions through the app (typed data, transactions, unknown chains, accounts, Nabox).
import type { Page } from 'playwright-core';
import { verifyNulsMessage } from '@nft/nuls';
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { launchBrowser, type BrowserSession } from './harness/browser';
import { startMarketplace, type RunningMarketplace } from './harness/marketplace';
import { EvmTestWallet, type TestChain } from './harness/wallets/evm-test-wallet';
import { NaboxTestWallet } from './harness/wallets/nabox-test-wallet';

type ChainInfo = { symbol: string; chainIdNumber: number; rpcUrl: string };

let server: RunningMarketplace | undefined;
let browser: BrowserSession | undefined;
let local1: TestChain;
let local2: TestChain;

beforeAll(async () => {
  server = await startMarketplace({ seedDemoData: false });
  browser = await launchBrowser();
  const { data } = (await (await fetch(`${server.url}/v1/chains`)).json()) as { data: { chains: ChainInfo[] } };
  const find = (symbol: string): TestChain => {
    const chain = data.chains.find((entry) => entry.symbol === symbol);
    if (!chain) throw new Error(`GET /v1/chains has no ${symbol}`);
    return { chainId: chain.chainIdNumber, rpcUrl: chain.rpcUrl };
  };
  local1 = find('local1');
  local2 = find('local2');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function blankPage(): Promise<Page> {
  if (!browser || !server) throw new Error('the browser or the marketplace did not start');
  const page = await browser.newPage();
  onTestFinished(() => page.close());
  return page;
}

/** Calls window.ethereum.request in the page; a rejection comes back as { code, message }. */
function request(page: Page, method: string, params: unknown[] = []) {
  return page.evaluate(
    async ({ method, params }) => {
      const provider = (globalThis as unknown as { ethereum: { request(args: unknown): Promise<unknown> } }).ethereum;
      try {
        return { result: await provider.request({ method, params }) };
      } catch (error) {
        const { code, message } = error as { code: number; message: string };
        return { error: { code, message } };
      }
    },
    { method, params },
  );
}

describe('EVM test wallet', () => {
  it('announces itself over EIP-6963 and answers no accounts before eth_requestAccounts', async () => {
    const page = await blankPage();
    const wallet = await EvmTestWallet.install(page, { chains: [local1] });
    await page.goto(`${server?.url}/`);
    // A string expression: this file is type-checked without DOM types.
    const rdns = await page.evaluate<string>(`new Promise((resolve) => {
      window.addEventListener('eip6963:announceProvider', (event) => resolve(event.detail.info.rdns), { once: true });
      window.dispatchEvent(new Event('eip6963:requestProvider'));
    })`);
    expect(rdns).toBe('io.metamask');
    await expect(page.evaluate(() => (globalThis as unknown as { ethereum: { isMetaMask: boolean } }).ethereum.isMetaMask)).resolves.toBe(
      true,
    );
    await expect(request(page, 'eth_accounts')).resolves.toEqual({ result: [] });
    await expect(request(page, 'eth_requestAccounts')).resolves.toEqual({ result: [wallet.address] });
    await expect(request(page, 'eth_accounts')).resolves.toEqual({ result: [wallet.address] });
  });

  it('refuses unknown chains with 4902 until they are added, then switches', async () => {
    const page = await blankPage();
    const wallet = await EvmTestWallet.install(page, { chains: [local1] });
    await page.goto(`${server?.url}/`);
    const hexId = `0x${local2.chainId.toString(16)}`;
    await expect(request(page, 'wallet_switchEthereumChain', [{ chainId: hexId }])).resolves.toMatchObject({ error: { code: 4902 } });
    await request(page, 'wallet_addEthereumChain', [{ chainId: hexId, rpcUrls: [local2.rpcUrl], chainName: 'two' }]);
    expect(wallet.chainId).toBe(local2.chainId);
    await expect(request(page, 'eth_chainId')).resolves.toEqual({ result: hexId });
    // Reads go to the selected chain's anvil.
    await expect(request(page, 'net_version')).resolves.toEqual({ result: String(local2.chainId) });
    const block = await request(page, 'eth_blockNumber');
    expect(block.result).toMatch(/^0x[0-9a-f]+$/);
  });

  it('signs messages and typed data with the current account, in Node', async () => {
    const page = await blankPage();
    const wallet = await EvmTestWallet.install(page, { chains: [local1] });
    await page.goto(`${server?.url}/`);
    await expect(request(page, 'personal_sign', ['0x68656c6c6f', wallet.address])).resolves.toMatchObject({
      error: { code: 4100 },
    });
    await request(page, 'eth_requestAccounts');
    const signed = await request(page, 'personal_sign', ['0x68656c6c6f', wallet.address]);
    await expect(verifyMessage({ address: wallet.address, message: 'hello', signature: signed.result as Hex })).resolves.toBe(true);
    const typedData = {
      domain: { name: 'Test', version: '1', chainId: local1.chainId },
      types: { Order: [{ name: 'price', type: 'uint256' }] },
      primaryType: 'Order' as const,
      message: { price: 5n },
    };
    const json = JSON.stringify({ ...typedData, message: { price: '5' } });
    const typed = await request(page, 'eth_signTypedData_v4', [wallet.address, json]);
    await expect(verifyTypedData({ address: wallet.address, ...typedData, signature: typed.result as Hex })).resolves.toBe(true);
  });

  it('sends transactions to the anvil chain and reports account changes', async () => {
    const page = await blankPage();
    const wallet = await EvmTestWallet.install(page, { chains: [local1] });
    await page.goto(`${server?.url}/`);
    await request(page, 'eth_requestAccounts');
    const to = wallet.addressAt(2);
    const client = createPublicClient({ transport: http(local1.rpcUrl) });
    const before = await client.getBalance({ address: to });
    const sent = await request(page, 'eth_sendTransaction', [{ from: wallet.address, to, value: `0x${parseEther('1').toString(16)}` }]);
    const receipt = await client.waitForTransactionReceipt({ hash: sent.result as Hex });
    expect(receipt.status).toBe('success');
    await expect(client.getBalance({ address: to })).resolves.toBe(before + parseEther('1'));

    await page.evaluate(() => {
      const provider = (globalThis as unknown as { ethereum: { on(event: string, listener: (value: unknown) => void): void } }).ethereum;
      provider.on('accountsChanged', (accounts) => {
        (globalThis as unknown as { seenAccounts: unknown }).seenAccounts = accounts;
      });
    });
    await wallet.switchAccount(1);
    await expect(page.evaluate(() => (globalThis as unknown as { seenAccounts: unknown }).seenAccounts)).resolves.toEqual([
      wallet.addressAt(1),
    ]);
  });
});

describe('Nabox test wallet', () => {
  it('gives a testnet account and signs as Nabox does', async () => {
    const page = await blankPage();
    const nabox = await NaboxTestWallet.install(page);
    await page.goto(`${server?.url}/`);
    const message = 'Sign in: 5HueCGU8rMjxEXxiPuD5BD';
    const answer = await page.evaluate(async (text) => {
      const wallet = (
        globalThis as unknown as {
          NaboxWallet: {
            createSession(): Promise<string[]>;
            getPub(input: { address: string }): Promise<string>;
            signMessage(input: [string, string]): Promise<string>;
          };
        }
      ).NaboxWallet;
      const [address = ''] = await wallet.createSession();
      return { address, pubkey: await wallet.getPub({ address }), signature: await wallet.signMessage([text, address]) };
    }, message);
    expect(answer.address).toBe(nabox.address);
    expect(answer.address.startsWith('tNULS')).toBe(true);
    expect(verifyNulsMessage({ message, signature: answer.signature, publicKey: answer.pubkey, address: answer.address })).toBe(true);
  });
});
