// Browser tests of wallet connection and sign-in (issue 3): the real marketplace, real anvil
// chains, injected test wallets whose signatures are made in Node, and the real sign-in API.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { launchBrowser, type BrowserSession } from './harness/browser';
import { collectConsoleErrors } from './harness/console-errors';
import { startMarketplace, type RunningMarketplace } from './harness/marketplace';
import { pathname } from './harness/page-helpers';
import { accountMenuButton, connectWallet, openConnectDialog, sessionSnapshot, signIn } from './harness/wallets/connect-helpers';
import { EvmTestWallet, type TestChain } from './harness/wallets/evm-test-wallet';
import { NaboxTestWallet } from './harness/wallets/nabox-test-wallet';
import { eventually } from './harness/eventually';

type ChainInfo = { symbol: string; chainName: string; chainId: string; chainIdNumber: number; rpcUrl: string };

let server: RunningMarketplace | undefined;
let browser: BrowserSession | undefined;
let local1: ChainInfo;
let local2: ChainInfo;

beforeAll(async () => {
  server = await startMarketplace({
    seedDemoData: false,
    // Makes the NULS chain active; no NULS node is needed for signing in.
    env: { RPC_URL_NULS: 'http://127.0.0.1:9/nuls-is-not-reachable-in-tests' },
  });
  browser = await launchBrowser();
  const response = await fetch(`${server.url}/v1/chains`);
  const { data } = (await response.json()) as { data: { chains: ChainInfo[] } };
  const find = (symbol: string) => {
    const chain = data.chains.find((entry) => entry.symbol === symbol);
    if (!chain) throw new Error(`GET /v1/chains has no ${symbol}`);
    return chain;
  };
  local1 = find('local1');
  local2 = find('local2');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const testChain = (chain: ChainInfo): TestChain => ({ chainId: chain.chainIdNumber, rpcUrl: chain.rpcUrl });

/** A fresh tab with the EVM test wallet, which knows only local1 until the app adds local2. */
async function openWithWallet(path = '/') {
  if (!browser || !server) throw new Error('the browser or the marketplace did not start');
  const page = await browser.newPage();
  onTestFinished(() => page.close());
  const errors = collectConsoleErrors(page);
  const wallet = await EvmTestWallet.install(page, { chains: [testChain(local1)] });
  await page.goto(server.url + path);
  return { page, wallet, errors };
}

async function me(token: string) {
  const response = await fetch(`${server?.url}/v1/me`, { headers: { token } });
  return { status: response.status, body: (await response.json()) as { data?: { address: string; chain: string } } };
}

function heading(page: Page, name: string) {
  return page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });
}

describe('connect and sign in', () => {
  it.each(['local1', 'local2'])('connects MetaMask and signs in on %s', async (symbol) => {
    const chain = symbol === 'local1' ? local1 : local2;
    const { page, wallet, errors } = await openWithWallet();
    await connectWallet(page, chain.chainName);
    expect(wallet.chainId).toBe(chain.chainIdNumber);
    await expect(sessionSnapshot(page)).resolves.toEqual({
      account: wallet.address,
      chain: symbol,
      wallet: 'metamask',
      chainId: chain.chainId,
      token: null,
    });
    await signIn(page);
    const { token } = await sessionSnapshot(page);
    const session = await me(token ?? '');
    expect(session.status).toBe(200);
    expect(session.body.data?.address.toLowerCase()).toBe(wallet.address.toLowerCase());
    expect(session.body.data?.chain).toBe(symbol);
    expect(wallet.requests).toContain('personal_sign');
    // docs/product.md (spec section 2): with an account connected, the footer links lead to its tabs.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(`**/account/${wallet.address}/created`);
    await footer.getByRole('link', { name: 'Earning' }).click();
    await page.waitForURL(`**/account/${wallet.address}/activity`);
    expect(errors).toEqual([]);
  });

  it('switches the wallet to another chain (adding it on 4902) and drops the token', async () => {
    const { page, wallet } = await openWithWallet();
    await connectWallet(page, local1.chainName);
    await signIn(page);
    await connectWallet(page, local2.chainName);
    expect(wallet.chainId).toBe(local2.chainIdNumber);
    expect(wallet.requests).toContain('wallet_addEthereumChain');
    await expect.poll(() => page.getByTestId('wallet-chain-badge').textContent(), eventually).toBe('local2');
    await expect(sessionSnapshot(page)).resolves.toMatchObject({ chain: 'local2', chainId: local2.chainId, token: null });
  });

  it('follows a network switch made inside the wallet and drops the token', async () => {
    if (!browser || !server) throw new Error('the browser or the marketplace did not start');
    const page = await browser.newPage();
    onTestFinished(() => page.close());
    const wallet = await EvmTestWallet.install(page, { chains: [testChain(local1), testChain(local2)] });
    await page.goto(server.url);
    await connectWallet(page, local1.chainName);
    await signIn(page);
    await wallet.switchNetwork(local2.chainIdNumber);
    await page.waitForFunction(() => globalThis.sessionStorage.getItem('chain') === 'local2');
    await expect(sessionSnapshot(page)).resolves.toMatchObject({ chainId: local2.chainId, token: null });
  });

  it('signs in with Nabox on the NULS testnet (chain id 2)', async () => {
    if (!browser || !server) throw new Error('the browser or the marketplace did not start');
    const page = await browser.newPage();
    onTestFinished(() => page.close());
    const nabox = await NaboxTestWallet.install(page);
    await page.goto(server.url);
    await connectWallet(page, 'NULS', 'Nabox');
    await expect(sessionSnapshot(page)).resolves.toEqual({
      account: nabox.address,
      chain: 'nuls',
      wallet: 'nabox',
      chainId: '2',
      token: null,
    });
    expect(nabox.address.startsWith('tNULS')).toBe(true);
    await signIn(page);
    expect(nabox.signed).toHaveLength(1);
    // Nabox was given the hex SHA-256 of the site-bound message, so all 32 signed bytes are the digest (decision 021).
    expect(nabox.signed[0]).toMatch(/^[0-9a-f]{64}$/);
    const session = await me((await sessionSnapshot(page)).token ?? '');
    expect(session.body.data).toMatchObject({ address: nabox.address, chain: 'nuls' });
  });

  it('opens the download page of a wallet that is not installed', async () => {
    const { page } = await openWithWallet();
    // Nothing may leave the machine: the download site is answered locally.
    await page.context().route('https://onto.app/**', (route) => route.fulfill({ status: 200, body: 'ONTO download' }));
    const dialog = await openConnectDialog(page);
    await dialog.getByRole('button', { name: local1.chainName, exact: true }).click();
    const onto = dialog.getByRole('button', { name: /^ONTO/ });
    await expect.poll(() => onto.textContent(), eventually).toContain('Not installed');
    const [download] = await Promise.all([page.context().waitForEvent('page'), onto.click()]);
    onTestFinished(() => download.close());
    await download.waitForLoadState();
    expect(download.url()).toMatch(/^https:\/\/onto\.app\//);
    await expect(sessionSnapshot(page)).resolves.toMatchObject({ account: null });
  });
});

describe('wallet session', () => {
  it('drops the session when the wallet switches accounts', async () => {
    const { page, wallet } = await openWithWallet();
    await connectWallet(page, local1.chainName);
    await signIn(page);
    await wallet.switchAccount(1);
    await page.waitForFunction(() => globalThis.sessionStorage.getItem('token') === null);
    await expect(sessionSnapshot(page)).resolves.toMatchObject({ account: wallet.addressAt(1), token: null });
    await expect.poll(() => accountMenuButton(page).textContent(), eventually).toContain(wallet.addressAt(1).slice(-4));
  });

  it('returns home on disconnect and forgets the wallet', async () => {
    const { page } = await openWithWallet('/market-place');
    await connectWallet(page, local1.chainName);
    await signIn(page);
    const { token } = await sessionSnapshot(page);
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Disconnect' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).waitFor();
    await expect(sessionSnapshot(page)).resolves.toEqual({ account: null, chain: null, wallet: null, chainId: null, token: null });
    // The server session ended too.
    await expect(me(token ?? '').then((answer) => answer.status)).resolves.toBe(401);
  });

  it('restores chain, wallet, address and token after a reload', async () => {
    const { page, wallet } = await openWithWallet();
    await connectWallet(page, local1.chainName);
    await signIn(page);
    const before = await sessionSnapshot(page);
    await page.reload();
    await accountMenuButton(page).waitFor();
    await expect(sessionSnapshot(page)).resolves.toEqual(before);
    const signatures = wallet.requests.filter((method) => method === 'personal_sign').length;
    await page.getByRole('banner').getByRole('link', { name: 'Create' }).click();
    await heading(page, 'Create NFT').waitFor();
    expect(wallet.requests.filter((method) => method === 'personal_sign')).toHaveLength(signatures);
  });
});

describe('route guards', () => {
  it('blocks Create without a wallet, then signs in on the way once connected', async () => {
    const { page, wallet } = await openWithWallet();
    const create = page.getByRole('banner').getByRole('link', { name: 'Create' });
    await create.click();
    await page.getByText('Please connect wallet').waitFor();
    expect(pathname(page)).toBe('/');
    await connectWallet(page, local1.chainName);
    await create.click();
    await heading(page, 'Create NFT').waitFor();
    expect(pathname(page)).toBe('/create-nft');
    expect(wallet.requests).toContain('personal_sign');
    await expect(sessionSnapshot(page).then((session) => session.token)).resolves.not.toBeNull();
  });

  it('announces an expired session and signs in again', async () => {
    const { page, wallet } = await openWithWallet();
    await connectWallet(page, local1.chainName);
    await signIn(page);
    const { token: oldToken } = await sessionSnapshot(page);
    const logout = await fetch(`${server?.url}/v1/logout`, { method: 'POST', headers: { token: oldToken ?? '' } });
    expect(logout.status).toBe(200);
    await page.getByRole('banner').getByRole('link', { name: 'Create' }).click();
    await page.getByText('The authentication has expired. Please re-sign and click the button again.').waitFor();
    await heading(page, 'Create NFT').waitFor();
    const { token: newToken } = await sessionSnapshot(page);
    expect(newToken).not.toBeNull();
    expect(newToken).not.toBe(oldToken);
    expect(wallet.requests.filter((method) => method === 'personal_sign')).toHaveLength(2);
  });

  it('announces an expired session in Japanese when Japanese is chosen', async () => {
    const { page } = await openWithWallet();
    await connectWallet(page, local1.chainName);
    await signIn(page);
    const { token } = await sessionSnapshot(page);
    await fetch(`${server?.url}/v1/logout`, { method: 'POST', headers: { token: token ?? '' } });
    await page.getByRole('banner').getByText('日本語', { exact: true }).click();
    await page.getByRole('banner').locator('nav a[href="/create-nft"]').click();
    await page.getByText('認証の有効期限が切れました。再度署名してから、もう一度ボタンをクリックしてください。').waitFor();
    await page.waitForURL('**/create-nft');
  });
});
