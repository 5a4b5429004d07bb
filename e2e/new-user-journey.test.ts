// The new-user journey of issue 5 (item 9) in Chromium, through the UI only, on a marketplace
// started without demo data, so everything on screen comes from this journey: a creator connects
// the injected test wallet and signs in, creates a collection on local1 and one on local2 through
// /edit-collection, mints an ERC-721 on local1 and a 3-copy ERC-1155 on local2 through /create-nft,
// finds them on /market-place and on the collection page, favourites, reports and transfers the
// local1 NFT to a second wallet (which then sees itself as the owner), and reads the pages in
// Japanese. Invalid inputs on the way show the spec's messages and create nothing. The API is used
// only to wait for or assert what a page cannot show. The steps share one tab and run in order.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfts, reports } from '@nft/db';
import { testAccounts } from '@nft/devnet';
import { en, ja } from './harness/texts';
import { launchBrowser, type BrowserSession } from './harness/browser';
import { collectConsoleErrors } from './harness/console-errors';
import { startMarketplace, type RunningMarketplace } from './harness/marketplace';
import { pathname, showSection } from './harness/page-helpers';
import { pngFile } from './harness/test-images';
import { connectWallet, signIn } from './harness/wallets/connect-helpers';
import { EvmTestWallet } from './harness/wallets/evm-test-wallet';
import { eventually } from './harness/eventually';

type ChainInfo = {
  symbol: string;
  chainName: string;
  chainIdNumber: number;
  rpcUrl: string;
  ERC721Contract: string;
  ERC1155Contract: string;
};
type CollectionData = {
  id: number;
  name: string;
  chain: string;
  creator: string;
  royaltyBps: number;
  royaltyAddress: string | null;
  logo: { url: string } | null;
};
type NftData = {
  standard: string;
  supply: string;
  owner: string | null;
  name: string | null;
  collection: { id: number } | null;
  favoriteCount: number;
};
type Minted = { chain: string; contract: string; tokenId: string; name: string; collectionId: number };

// A busy 2-core CI machine: pages, the indexer and anvil all share it.
const slow = { timeout: 30_000 };
const chainWork = { timeout: 120_000 };

// Funded devnet accounts: the creator mints (gas on both chains); the collector receives.
const creatorKey = testAccounts[1]!;
const collector = testAccounts[2]!;
const royaltyReceiver = testAccounts[3]!.address.toLowerCase();

let server: RunningMarketplace;
let browser: BrowserSession;
const chains: Record<string, ChainInfo> = {};
const journey: {
  page?: Page;
  wallet?: EvmTestWallet;
  errors: string[];
  collections: Record<string, number>;
  minted: Record<string, Minted>;
} = { errors: [], collections: {}, minted: {} };

/** "Length should be {{min}} to {{max}}." with its values, as i18next renders it. */
const format = (template: string, values: Record<string, string | number>) =>
  template.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key]));

const names = {
  collection: { local1: 'Journey Owls', local2: 'Journey Waves' } as Record<string, string>,
  nft: { local1: 'Owl at Dawn', local2: 'Wave Triptych' } as Record<string, string>,
};

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

function creatorPage(): Page {
  if (!journey.page) throw new Error('an earlier step of the journey failed');
  return journey.page;
}

async function api<T>(path: string): Promise<{ status: number; data?: T }> {
  const response = await fetch(server.url + path);
  const body = (await response.json()) as { data?: T };
  return { status: response.status, data: body.data };
}

/** What the API holds, for "nothing was created": the marketplace started empty, so every row is the journey's. */
async function collectionCount(): Promise<number> {
  const { data } = await api<{ items: unknown[] }>(`/v1/collections?creator=${creatorKey.address.toLowerCase()}&limit=100`);
  return data!.items.length;
}

async function nftCount(): Promise<number> {
  const { data } = await api<{ items: unknown[] }>('/v1/nfts?limit=100');
  return data!.items.length;
}

const collectionForm = (page: Page) => page.locator('[data-collection-form]');
const createNftForm = (page: Page) => page.locator('[data-create-nft-form]');

/** The Mantine error under an input, found through the input's own id. */
async function fieldError(page: Page, input: string): Promise<string | null> {
  const id = await page.locator(input).first().getAttribute('id');
  return page.locator(`[id="${id}-error"]`).textContent();
}

/** The names on the NFT cards once the list has settled. */
async function cardNames(page: Page): Promise<string[]> {
  await page.locator('[data-nft-results][data-loading="false"], [data-empty-state]').first().waitFor(slow);
  return page.locator('[data-nft-card] [data-nft-name]').allInnerTexts();
}

/** Picks an option of a Mantine Select by its visible label. */
async function choose(page: Page, input: string, option: string) {
  await page.locator(input).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function createCollection(page: Page, symbol: string, royalty: string, logoColor: string): Promise<number> {
  await page.goto(`${server.url}/edit-collection`);
  await page.getByRole('heading', { level: 1, name: en.collection_form.create_title }).waitFor(slow);
  const form = collectionForm(page);
  await choose(page, 'input[data-field="chain"]', chains[symbol]!.chainName);
  await form.locator('[data-upload-kind="logo"] input[type="file"]').setInputFiles(await pngFile('logo.png', 400, logoColor));
  // The upload is stored when its preview shows.
  await form.locator('[data-upload-kind="logo"] img').waitFor(slow);
  await form.locator('input[data-field="name"]').fill(names.collection[symbol]!);
  await form.locator('textarea[data-field="description"]').fill(`Made on the new-user journey (${symbol})`);
  await form.locator('input[data-field="royalty"]').fill(royalty);
  await form.locator('input[data-field="royaltyAddress"]').fill(royaltyReceiver);
  await form.locator('input[data-field="termsAccepted"]').check({ force: true });
  await form.locator('[data-submit]').click();
  await page.waitForURL((url) => /^\/collection-detail\/\d+\/collected$/.test(url.pathname), slow);
  await expect.poll(() => page.locator('[data-collection-title]').textContent(), slow).toContain(names.collection[symbol]);
  return Number(pathname(page).split('/')[2]);
}

/** Fills the create form (the collection already chosen) and follows the stepper to "indexed", then opens the NFT. */
async function mint(page: Page, symbol: string, copies: number, color: string): Promise<Minted> {
  const form = createNftForm(page);
  await form.locator('[data-upload-kind="nft_media"] input[type="file"]').setInputFiles(await pngFile('artwork.png', 64, color));
  await form.locator('[data-upload-kind="nft_media"] img').waitFor(slow);
  await form.locator('input[data-field="name"]').fill(names.nft[symbol]!);
  await form.locator('textarea[data-field="description"]').fill('Minted on the new-user journey');
  await form.locator('input[data-field="copies"]').fill(String(copies));
  await form.locator('[data-submit]').click();
  await page.locator('[data-mint-stepper][data-mint-status="done"], [data-mint-stepper][data-mint-status="failed"]').waitFor(chainWork);
  const stepper = page.locator('[data-mint-stepper]');
  // A failure names its step and reason here.
  const outcome = `${await stepper.getAttribute('data-mint-step')} ${await stepper.getAttribute('data-mint-status')} ${await page
    .locator('[data-mint-error]')
    .textContent({ timeout: 1_000 })
    .catch(() => '')}`;
  expect(outcome).toMatch(/^index done/);
  await page.locator('[data-mint-view]').click();
  await page.waitForURL((url) => url.pathname.startsWith(`/nft-detail/${symbol}/`), slow);
  const [, , chain, contract, tokenId] = pathname(page).split('/');
  await page.getByRole('heading', { level: 1, name: names.nft[symbol] }).waitFor(slow);
  return { chain: chain!, contract: contract!, tokenId: tokenId!, name: names.nft[symbol]!, collectionId: journey.collections[symbol]! };
}

const detailPath = (nft: Minted) => `/nft-detail/${nft.chain}/${nft.contract}/${nft.tokenId}`;

describe('a new user in Chromium', { timeout: 300_000 }, () => {
  it('connects the wallet, signs in and creates a collection on local1 and on local2', async () => {
    const page = await browser.newPage();
    journey.page = page;
    journey.errors = collectConsoleErrors(page);
    const known = ['local1', 'local2'].map((symbol) => ({ chainId: chains[symbol]!.chainIdNumber, rpcUrl: chains[symbol]!.rpcUrl }));
    journey.wallet = await EvmTestWallet.install(page, { chains: known, privateKeys: [creatorKey.privateKey] });
    await page.goto(server.url + '/');
    await connectWallet(page, chains.local1!.chainName);
    await signIn(page);

    // A name of 3 characters is refused with the spec's message and nothing is sent.
    const before = await collectionCount();
    await page.goto(`${server.url}/edit-collection`);
    await page.getByRole('heading', { level: 1, name: en.collection_form.create_title }).waitFor(slow);
    await collectionForm(page).locator('input[data-field="name"]').fill('Owl');
    await collectionForm(page).locator('input[data-field="termsAccepted"]').check({ force: true });
    await collectionForm(page).locator('[data-submit]').click();
    await expect
      .poll(() => fieldError(page, '[data-collection-form] input[data-field="name"]'), slow)
      .toBe(format(en.validation.length, { min: 4, max: 45 }));
    expect(pathname(page)).toBe('/edit-collection');
    expect(await collectionCount()).toBe(before);

    journey.collections.local1 = await createCollection(page, 'local1', '2.5', '#6a4cff');
    journey.collections.local2 = await createCollection(page, 'local2', '5', '#00a0a0');
    const creator = creatorKey.address.toLowerCase();
    const local1 = await api<CollectionData>(`/v1/collections/${journey.collections.local1}`);
    expect(local1.data).toMatchObject({
      name: names.collection.local1,
      chain: 'local1',
      creator,
      royaltyBps: 250,
      royaltyAddress: royaltyReceiver,
      logo: { url: expect.any(String) },
    });
    const local2 = await api<CollectionData>(`/v1/collections/${journey.collections.local2}`);
    expect(local2.data).toMatchObject({
      name: names.collection.local2,
      chain: 'local2',
      creator,
      royaltyBps: 500,
      royaltyAddress: royaltyReceiver,
      logo: { url: expect.any(String) },
    });
    expect(await collectionCount()).toBe(before + 2);
  });

  it('mints an ERC-721 on local1 and a 3-copy ERC-1155 on local2 through /create-nft', async () => {
    const page = creatorPage();
    // A name of 3 characters is refused before anything reaches the wallet or the API.
    const before = await nftCount();
    await page.goto(`${server.url}/create-nft`);
    await page.getByRole('heading', { level: 1, name: en.create_nft.title }).waitFor(slow);
    await createNftForm(page).locator('input[data-field="name"]').fill('abc');
    await createNftForm(page).locator('[data-submit]').click();
    await expect
      .poll(() => fieldError(page, '[data-create-nft-form] input[data-field="name"]'), slow)
      .toBe(format(en.validation.length, { min: 4, max: 45 }));
    await expect.poll(() => page.locator('[data-mint-stepper]').count(), eventually).toBe(0);
    expect(journey.wallet!.requests).not.toContain('eth_sendTransaction');
    expect(await nftCount()).toBe(before);

    // local1: from the collection page, as its creator would.
    await page.goto(`${server.url}/collection-detail/${journey.collections.local1}/collected`);
    await page.locator('[data-creator-actions]').getByRole('link', { name: en.screens.create_nft }).click();
    await page.waitForURL(`**/create-nft/${journey.collections.local1}`, slow);
    await expect.poll(() => page.locator('input[data-field="collectionId"]').inputValue(), slow).toBe(names.collection.local1);
    journey.minted.local1 = await mint(page, 'local1', 1, '#ff8800');

    // local2: from /create-nft, choosing the chain and the collection in the form.
    await page.goto(`${server.url}/create-nft`);
    await page.getByRole('heading', { level: 1, name: en.create_nft.title }).waitFor(slow);
    await choose(page, '[data-create-nft-form] input[data-field="chain"]', chains.local2!.chainName);
    await choose(page, '[data-create-nft-form] input[data-field="collectionId"]', names.collection.local2!);
    journey.minted.local2 = await mint(page, 'local2', 3, '#0088ff');
    expect(journey.wallet!.chainId).toBe(chains.local2!.chainIdNumber);

    const erc721 = await api<NftData>(`/v1/nfts/local1/${journey.minted.local1.contract}/${journey.minted.local1.tokenId}`);
    expect(journey.minted.local1.contract).toBe(chains.local1!.ERC721Contract.toLowerCase());
    expect(erc721.data).toMatchObject({
      standard: 'ERC-721',
      supply: '1',
      owner: creatorKey.address.toLowerCase(),
      collection: { id: journey.collections.local1 },
    });
    const erc1155 = await api<NftData>(`/v1/nfts/local2/${journey.minted.local2.contract}/${journey.minted.local2.tokenId}`);
    expect(journey.minted.local2.contract).toBe(chains.local2!.ERC1155Contract.toLowerCase());
    expect(erc1155.data).toMatchObject({ standard: 'ERC-1155', supply: '3', collection: { id: journey.collections.local2 } });
    expect(await nftCount()).toBe(before + 2);
  });

  it('finds both NFTs on /market-place by chain and by name, and on the collection page', async () => {
    const page = creatorPage();
    await page.goto(`${server.url}/market-place`);
    await expect.poll(async () => (await cardNames(page)).sort(), slow).toEqual([names.nft.local1, names.nft.local2].sort());

    for (const symbol of ['local1', 'local2']) {
      const other = symbol === 'local1' ? 'local2' : 'local1';
      await page.goto(`${server.url}/market-place`);
      await page.locator(`[data-chain-filter="${symbol}"]`).click();
      await expect.poll(() => new URL(page.url()).searchParams.getAll('chain'), slow).toEqual([symbol]);
      await expect.poll(() => cardNames(page), slow).toEqual([names.nft[symbol]]);
      await expect.poll(() => page.locator(`[data-nft-card] [data-chain-badge="${other}"]`).count(), eventually).toBe(0);
    }

    await page.goto(`${server.url}/market-place`);
    await page.locator('[data-explore-search]').fill(names.nft.local2!);
    await expect.poll(() => new URL(page.url()).searchParams.get('search'), slow).toBe(names.nft.local2);
    await expect.poll(() => cardNames(page), slow).toEqual([names.nft.local2]);

    // A minimum not below the maximum is refused with the spec's message and never applied.
    await page.locator('input[data-price="min"]').fill('5');
    await page.locator('input[data-price="max"]').fill('2');
    await expect.poll(() => page.locator('[data-price-error]').innerText(slow), eventually).toBe(en.validation.price_range);
    await expect.poll(() => page.locator('[data-price-apply]').isDisabled(), eventually).toBe(true);
    expect(new URL(page.url()).searchParams.has('minPrice')).toBe(false);

    // The card opens the detail page; each collection page lists its one item.
    await page.locator('[data-nft-card]').first().click();
    await expect.poll(() => pathname(page), slow).toBe(detailPath(journey.minted.local2!));
    for (const symbol of ['local1', 'local2']) {
      await page.goto(`${server.url}/collection-detail/${journey.collections[symbol]}/collected`);
      await expect.poll(() => page.locator('[data-collection-title]').innerText(slow), eventually).toContain(names.collection[symbol]);
      await expect.poll(() => page.locator('[data-stat="items"]').innerText(), slow).toContain('1');
      await expect.poll(() => cardNames(page), slow).toEqual([names.nft[symbol]]);
    }
  });

  it('favourites, reports and transfers the local1 NFT; the second wallet sees itself as the owner', async () => {
    const page = creatorPage();
    const nft = journey.minted.local1!;
    await page.goto(server.url + detailPath(nft));
    await page.getByRole('heading', { level: 1, name: nft.name }).waitFor(slow);
    await expect.poll(() => page.locator('[data-owned-by] [data-you]').textContent(slow), eventually).toBe(en.nft_detail.you);
    await expect.poll(() => page.locator('[data-collection-link]').textContent(), eventually).toBe(names.collection.local1);

    await expect.poll(() => page.locator('[data-favorite-count]').textContent(), eventually).toBe('0');
    await page.locator('[data-action="favorite"]').click();
    await page.locator('[data-action="favorite"][aria-pressed="true"] [data-favorite-count]:text-is("1")').waitFor(slow);
    await expect.poll(async () => (await api<NftData>(`/v1/nfts/local1/${nft.contract}/${nft.tokenId}`)).data?.favoriteCount, slow).toBe(1);

    await page.locator('[data-action="report"]').click();
    const report = page.getByRole('dialog', { name: en.nft_detail.report.title });
    await report.getByLabel(en.nft_detail.report.reasons.other).check();
    await report.getByLabel(en.nft_detail.report.extra_info).fill('Reported on the new-user journey');
    await report.getByRole('button', { name: en.nft_detail.report.submit }).click();
    await page.getByText(en.messages.report_success).waitFor(slow);
    // Reports reach moderators only, so no page shows them: the database does. Filtering in the
    // test keeps it free of query-builder imports (the journey made the only rows).
    const row = (await server.database.db.select().from(nfts)).find(
      (entry) => entry.chain === 'local1' && entry.contractAddress === nft.contract && entry.tokenId === nft.tokenId,
    );
    const stored = (await server.database.db.select().from(reports)).filter((entry) => entry.nftId === row?.id);
    expect(stored).toMatchObject([{ reason: 'other', extraInfo: 'Reported on the new-user journey', status: 'open' }]);

    await page.locator('[data-action="transfer"]').click();
    const transfer = page.getByRole('dialog', { name: en.nft_detail.transfer.title });
    await transfer.getByLabel(en.nft_detail.transfer.recipient).fill(collector.address);
    await transfer.getByRole('button', { name: en.nft_detail.transfer.submit }).click();
    // The wallet signs and sends on local1; the indexer then reports the new owner to the page.
    await page.locator(`[data-owned-by] [data-address="${collector.address.toLowerCase()}"]`).waitFor(chainWork);
    await expect.poll(() => page.locator('[data-owned-by] [data-you]').count(), eventually).toBe(0);
    await expect
      .poll(async () => (await api<NftData>(`/v1/nfts/local1/${nft.contract}/${nft.tokenId}`)).data?.owner, slow)
      .toBe(collector.address.toLowerCase());

    // The collector, in a browser of their own, opens the page and connects their wallet.
    const second = await launchBrowser();
    try {
      const collectorPage = await second.newPage();
      const errors = collectConsoleErrors(collectorPage);
      await EvmTestWallet.install(collectorPage, {
        chains: [{ chainId: chains.local1!.chainIdNumber, rpcUrl: chains.local1!.rpcUrl }],
        privateKeys: [collector.privateKey],
      });
      await collectorPage.goto(server.url + detailPath(nft));
      await collectorPage.getByRole('heading', { level: 1, name: nft.name }).waitFor(slow);
      await connectWallet(collectorPage, chains.local1!.chainName);
      await expect.poll(() => collectorPage.locator('[data-owned-by] [data-you]').textContent(slow), eventually).toBe(en.nft_detail.you);
      expect(errors).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('switches to Japanese and reads the explore, collection, create and detail pages in Japanese', async () => {
    const page = creatorPage();
    await page.goto(`${server.url}/market-place`);
    await page.getByRole('banner').getByText(ja.language.ja, { exact: true }).click();
    await page.getByRole('heading', { level: 1, name: ja.explore.nfts_title }).waitFor(slow);
    await expect.poll(() => page.getAttribute('html', 'lang'), eventually).toBe('ja');
    await page.getByText(ja.explore.filters.chains, { exact: true }).first().waitFor(slow);
    await expect
      .poll(() => page.locator('[data-explore-search]').getAttribute('placeholder'), eventually)
      .toBe(ja.explore.search_placeholder);

    await page.goto(`${server.url}/collection-detail/${journey.collections.local2}/collected`);
    await expect.poll(() => page.locator('[data-collection-title]').innerText(slow), eventually).toContain(names.collection.local2);
    await page.getByText(ja.explore.stats.owners, { exact: true }).first().waitFor(slow);
    await page.getByText(ja.explore.stats.royalty, { exact: true }).first().waitFor(slow);

    await page.goto(`${server.url}/create-nft`);
    await page.getByRole('heading', { level: 1, name: ja.create_nft.title }).waitFor(slow);
    await createNftForm(page).getByRole('button', { name: ja.create_nft.submit }).waitFor(slow);
    // The rule messages follow the language too.
    await createNftForm(page).locator('input[data-field="name"]').fill('abc');
    await createNftForm(page).locator('[data-submit]').click();
    await expect
      .poll(() => fieldError(page, '[data-create-nft-form] input[data-field="name"]'), slow)
      .toBe(format(ja.validation.length, { min: 4, max: 45 }));

    const nft = journey.minted.local2!;
    await page.goto(server.url + detailPath(nft));
    await page.getByRole('heading', { level: 1, name: nft.name }).waitFor(slow);
    await page.getByRole('button', { name: ja.nft_detail.actions.copy_link }).waitFor(slow);
    await showSection(page, 'history');
    await page.getByText(ja.nft_detail.sections.history, { exact: true }).first().waitFor(slow);
    const trade = page.locator('[data-section="trade"]');
    await trade
      .getByText(ja.nft_detail.trade.sell, { exact: true })
      .or(trade.getByText(ja.nft_detail.trade.make_offer, { exact: true }))
      .first()
      .waitFor(slow);

    // The browser logs each 404 of the mint's "indexed yet?" poll; those are expected, nothing else is.
    const indexPoll = (error: string) => /404 \(Not Found\) \(http:\/\/[^)]*\/v1\/nfts\/local[12]\/0x[0-9a-f]{40}\/\d+\)$/.test(error);
    expect(journey.errors.filter((error) => !indexPoll(error))).toEqual([]);
  });
});
