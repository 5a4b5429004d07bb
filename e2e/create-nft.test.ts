// Browser tests of "Create NFT" (issue 5 item 2): a signed-in creator fills the form in Chromium,
// uploads the file, mints from the injected test wallet on local1 (ERC-721) and local2 (ERC-1155,
// five copies), follows the stepper to "indexed" and lands on the NFT's detail page.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { nftDrafts, nftUnlockables, nfts } from '@nft/db';
import { testAccounts } from '@nft/devnet';
import { sessionKeys } from '../apps/web/src/lib/session-keys';
import { startSignedIn } from './harness/api-session';
import { launchBrowser, type BrowserSession } from './harness/browser';
import { collectConsoleErrors } from './harness/console-errors';
import { startMarketplace, type RunningMarketplace } from './harness/marketplace';
import { pathname } from './harness/page-helpers';
import { EvmTestWallet } from './harness/wallets/evm-test-wallet';
import { eventually } from './harness/eventually';

type ChainInfo = {
  symbol: string;
  chainName: string;
  chainId: string;
  chainIdNumber: number;
  rpcUrl: string;
  ERC721Contract: string;
  ERC1155Contract: string;
};

let server: RunningMarketplace;
let browser: BrowserSession;
const chains: Record<string, ChainInfo> = {};

beforeAll(async () => {
  server = await startMarketplace({ seedDemoData: false });
  browser = await launchBrowser();
  const body = (await (await fetch(`${server.url}/v1/chains`)).json()) as { data: { chains: ChainInfo[] } };
  for (const chain of body.data.chains) chains[chain.symbol] = chain;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * A creator's tab (a funded devnet account), before its first page: the wallet knows both local chains, and the tab
 * starts signed in on local1 through the API (e2e/harness/api-session.ts; the wallet UI sign-in has its own tests).
 */
async function openAsCreator(keyIndex: number) {
  const page = await browser.newPage();
  onTestFinished(() => page.close());
  const errors = collectConsoleErrors(page);
  const known = ['local1', 'local2'].map((symbol) => ({ chainId: chains[symbol]!.chainIdNumber, rpcUrl: chains[symbol]!.rpcUrl }));
  const key = testAccounts[keyIndex]!.privateKey;
  const wallet = await EvmTestWallet.install(page, { chains: known, privateKeys: [key] });
  const token = await startSignedIn(page, server.url, chains.local1!, key);
  return { page, wallet, errors, token };
}

/** The collection comes from the API, so this test does not depend on the collection form. */
async function createCollection(token: string, chain: string, name: string, royaltyAddress: string): Promise<number> {
  const response = await fetch(`${server.url}/v1/collections`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify({ chain, name, royalty: 2.5, royaltyAddress, termsAccepted: true }),
  });
  const body = (await response.json()) as { data?: { id: number } };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.data!.id;
}

async function pngFile(color: string) {
  const buffer = await sharp({ create: { width: 64, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name: 'artwork.png', mimeType: 'image/png', buffer };
}

/** Records every step the stepper shows, so the test can assert the progress it went through. */
async function watchSteps(page: Page) {
  // A string: the e2e project has no DOM types, and this runs in the page.
  await page.evaluate(`(() => {
    const seen = [];
    globalThis.mintSteps = seen;
    new MutationObserver(() => {
      const stepper = document.querySelector('[data-mint-stepper]');
      const entry = stepper ? stepper.getAttribute('data-mint-step') + ':' + stepper.getAttribute('data-mint-status') : undefined;
      if (entry && seen.at(-1) !== entry) seen.push(entry);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  })()`);
  return () => page.evaluate('globalThis.mintSteps') as Promise<string[]>;
}

async function fillForm(page: Page, options: { name: string; copies: number; color: string }) {
  const form = page.locator('[data-create-nft-form]');
  await form.locator('[data-upload-kind="nft_media"] input[type="file"]').setInputFiles(await pngFile(options.color));
  // The upload finished when its preview shows.
  await form.locator('[data-upload-kind="nft_media"] img').waitFor();
  await form.locator('input[data-field="name"]').fill(options.name);
  await form.locator('textarea[data-field="description"]').fill('Minted from the browser test');
  await form.locator('input[data-field="externalLink"]').fill('https://artist.example/work');
  await form.locator('[data-add-attribute="traits"]').click();
  await form.locator('[data-attribute-row="traits.0"] input[data-field="type"]').fill('Sky');
  await form.locator('[data-attribute-row="traits.0"] input[data-field="value"]').fill('Orange');
  await form.locator('[data-add-attribute="levels"]').click();
  await form.locator('[data-attribute-row="levels.0"] input[data-field="type"]').fill('Warmth');
  await form.locator('[data-attribute-row="levels.0"] input[data-field="value"]').fill('3');
  await form.locator('[data-attribute-row="levels.0"] input[data-field="max"]').fill('5');
  await form.locator('input[data-field="unlockable"]').check({ force: true });
  await form.locator('textarea[data-field="unlockableContent"]').fill(`secret of ${options.name}`);
  await form.locator('input[data-field="copies"]').fill(String(options.copies));
}

/** Waits until the stepper stops and answers "<step> <status> <error text>". */
async function settledStepper(page: Page): Promise<string> {
  await page
    .locator('[data-mint-stepper][data-mint-status="done"], [data-mint-stepper][data-mint-status="failed"]')
    .waitFor({ timeout: 90_000 });
  const stepper = page.locator('[data-mint-stepper]');
  const error = (await page.locator('[data-mint-error]').count()) > 0 ? await page.locator('[data-mint-error]').textContent() : '';
  return `${await stepper.getAttribute('data-mint-step')} ${await stepper.getAttribute('data-mint-status')} ${error}`.trim();
}

async function fillAndMint(page: Page, options: { name: string; copies: number; color: string }) {
  await fillForm(page, options);
  const steps = await watchSteps(page);
  await page.locator('[data-create-nft-form] [data-submit]').click();
  // A failure names its step and reason in the message.
  expect(await settledStepper(page)).toBe('index done');
  return steps();
}

describe('Create NFT in the browser', () => {
  it.each([
    { symbol: 'local1', copies: 1, standard: 'ERC-721', keyIndex: 1, color: '#ff8800' },
    { symbol: 'local2', copies: 5, standard: 'ERC-1155', keyIndex: 2, color: '#0088ff' },
  ])(
    'mints into a collection on $symbol ($standard, $copies copies) and lands on the detail page',
    async ({ symbol, copies, standard, keyIndex, color }) => {
      const { page, wallet, errors, token } = await openAsCreator(keyIndex);
      const creator = wallet.address.toLowerCase();
      const collectionId = await createCollection(token, symbol, `Browser ${symbol}`, creator);
      await page.goto(`${server.url}/create-nft/${collectionId}`);
      await page.getByRole('heading', { level: 1, name: 'Create NFT' }).waitFor();
      // The collection from the URL is chosen, with its chain.
      await expect.poll(() => page.locator('input[data-field="collectionId"]').inputValue()).toBe(`Browser ${symbol}`);
      await expect.poll(() => page.locator('input[data-field="chain"]').inputValue(), eventually).toBe(chains[symbol]!.chainName);

      const steps = await fillAndMint(page, { name: `Sunrise on ${symbol}`, copies, color });
      // The stepper went through signing and confirming before the indexer had the token.
      expect(steps).toEqual(expect.arrayContaining(['sign:running', 'confirm:running', 'index:running', 'index:done']));
      expect(steps.indexOf('sign:running')).toBeLessThan(steps.indexOf('confirm:running'));
      expect(wallet.chainId).toBe(chains[symbol]!.chainIdNumber);
      expect(wallet.requests).toContain('eth_sendTransaction');

      await page.locator('[data-mint-view]').click();
      const contract = (standard === 'ERC-721' ? chains[symbol]!.ERC721Contract : chains[symbol]!.ERC1155Contract).toLowerCase();
      await page.waitForURL((url) => url.pathname.startsWith(`/nft-detail/${symbol}/${contract}/`));
      const tokenId = pathname(page).split('/').at(-1)!;

      const { db } = server.database;
      // Filtering in the test keeps it free of query-builder imports.
      const nft = (await db.select().from(nfts)).find(
        (row) => row.chain === symbol && row.contractAddress === contract && row.tokenId === tokenId,
      );
      expect(nft).toMatchObject({ collectionId, standard, supply: String(copies), creatorAddress: creator });
      const draft = (await db.select().from(nftDrafts)).find((row) => row.nftId === nft!.id);
      expect(draft).toMatchObject({ chain: symbol, collectionId, supply: String(copies) });
      const unlockable = (await db.select().from(nftUnlockables)).find((row) => row.nftId === nft!.id);
      expect(unlockable?.content).toBe(`secret of Sunrise on ${symbol}`);
      // The metadata worker read the draft's document: the name shows on the detail page.
      await page.getByRole('heading', { level: 1, name: `Sunrise on ${symbol}` }).waitFor({ timeout: 30_000 });
      // The browser logs each 404 of the "indexed yet?" poll; those are expected, nothing else is.
      expect(errors.filter((error) => !error.includes(`404 (Not Found) (${server.url}/v1/nfts/${symbol}/${contract}/${tokenId})`))).toEqual(
        [],
      );
    },
    180_000,
  );

  it('says so when the wallet rejects the mint, and Retry signs again with the same draft', async () => {
    const { page, wallet, token } = await openAsCreator(4);
    const collectionId = await createCollection(token, 'local1', 'Browser retry', wallet.address.toLowerCase());
    await page.goto(`${server.url}/create-nft/${collectionId}`);
    await expect.poll(() => page.locator('input[data-field="collectionId"]').inputValue()).toBe('Browser retry');
    // The user presses "reject" in the wallet once (EIP-1193 code 4001).
    await page.evaluate(`(() => {
      const provider = globalThis.ethereum;
      const request = provider.request.bind(provider);
      let rejectOnce = true;
      provider.request = async (args) => {
        if (args.method === 'eth_sendTransaction' && rejectOnce) {
          rejectOnce = false;
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        }
        return request(args);
      };
    })()`);
    await fillForm(page, { name: 'Second thoughts', copies: 1, color: '#22aa44' });
    await page.locator('[data-create-nft-form] [data-submit]').click();
    await expect(settledStepper(page)).resolves.toBe(
      'sign failed Minting stoppedYou rejected the request in your wallet.Retry from this stepStart over',
    );
    await page.locator('[data-mint-retry]').click();
    await expect(settledStepper(page)).resolves.toBe('index done');
    const drafts = (await server.database.db.select().from(nftDrafts)).filter((row) => row.collectionId === collectionId);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.nftId).not.toBeNull();
  }, 180_000);

  it.each([
    {
      lang: 'en',
      length: 'Length should be 4 to 45.',
      website: 'Invalid website URL',
      range: 'The current value must be less than the total value',
      required: 'This field is required',
      title: 'Create NFT',
    },
    {
      lang: 'ja',
      length: '4〜45文字で入力してください。',
      website: '無効なウェブサイトURLです',
      range: '現在値は合計値より小さくしてください',
      required: 'この項目は必須です',
      title: 'NFTを作成',
    },
  ])(
    'shows the spec messages ($lang) in the browser before anything is sent',
    async ({ lang, length, website, range, required, title }) => {
      const { page } = await openAsCreator(3);
      // The language the user chose, in session storage before the tab's only page.
      await page.addInitScript(([name, value]) => globalThis.sessionStorage.setItem(name, value), [sessionKeys.language, lang] as const);
      await page.goto(`${server.url}/create-nft`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const form = page.locator('[data-create-nft-form]');
      await form.locator('input[data-field="name"]').fill('abc');
      await form.locator('input[data-field="externalLink"]').fill('not a link');
      await form.locator('[data-add-attribute="stats"]').click();
      await form.locator('[data-attribute-row="stats.0"] input[data-field="type"]').fill('Speed');
      await form.locator('[data-attribute-row="stats.0"] input[data-field="value"]').fill('9');
      await form.locator('[data-attribute-row="stats.0"] input[data-field="max"]').fill('3');
      await form.locator('[data-submit]').click();
      const errorOf = async (input: string) => {
        const id = await form.locator(input).getAttribute('id');
        return page.locator(`[id="${id}-error"]`).textContent();
      };
      await expect.poll(() => errorOf('input[data-field="name"]')).toBe(length);
      await expect(errorOf('input[data-field="externalLink"]')).resolves.toBe(website);
      await expect(errorOf('[data-attribute-row="stats.0"] input[data-field="value"]')).resolves.toBe(range);
      // No file was chosen.
      await expect.poll(() => form.locator('[data-upload-kind="nft_media"]').textContent(), eventually).toContain(required);
      await expect.poll(() => page.locator('[data-mint-stepper]').count(), eventually).toBe(0);
    },
  );
});
