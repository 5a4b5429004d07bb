// Browser tests of the explore pages and the collection page against the real marketplace with
// the demo seed (several collections on both local chains): filters, search and sort live in the
// URL, a copied link reproduces the view, cards open their detail pages, and Japanese works.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { demoCatalogue, testAccounts } from '@nft/devnet';
import { demoBuyer, demoListings, demoStaking } from '@nft/embedded';
import { launchBrowser, type BrowserSession } from './harness/browser';
import { collectConsoleErrors } from './harness/console-errors';
import { startMarketplace, type RunningMarketplace } from './harness/marketplace';
import { pathname } from './harness/page-helpers';
import { eventually } from './harness/eventually';

const loading = { timeout: 20_000 };

let browser: BrowserSession | undefined;
let market: RunningMarketplace | undefined;

beforeAll(async () => {
  [browser, market] = await Promise.all([launchBrowser(), startMarketplace({ seedDemoData: true })]);
});

afterAll(async () => {
  await browser?.close();
  await market?.stop();
});

async function open(path: string, init?: string) {
  if (!browser || !market) throw new Error('the marketplace did not start');
  const page = await browser.newPage();
  onTestFinished(() => page.close());
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  if (init) await page.addInitScript(init);
  await page.goto(market.url + path);
  return { page, errors };
}

const cards = (page: Page): Locator => page.locator('[data-nft-card]');

/** A collection's id by its name, from the API. */
async function collectionId(name: string): Promise<number> {
  const answer = (await (await fetch(`${market!.url}/v1/collections?search=${encodeURIComponent(name)}`)).json()) as {
    data: { items: { id: number; name: string }[] };
  };
  return answer.data.items.find((collection) => collection.name === name)!.id;
}

/** Whether the search dialog's keyboard selection is on this result. */
const isSelected = (page: Page, result: string) =>
  page.locator(`[data-search-result="${result}"]`).evaluate((action) => action.hasAttribute('data-selected'));

/** The names on the NFT cards once the list has settled. */
async function cardNames(page: Page): Promise<string[]> {
  await page.locator('[data-nft-results][data-loading="false"], [data-empty-state]').first().waitFor(loading);
  return page.locator('[data-nft-card] [data-nft-name]').allInnerTexts();
}

const local2Names = demoCatalogue
  .filter((collection) => collection.chain === 'local2')
  .flatMap((collection) => collection.items.map((item) => item.name));
const aurora = demoCatalogue.find((collection) => collection.slug === 'aurora-gradients')!;

describe('/market-place', () => {
  it('shows NFTs of both chains, each with its chain badge', async () => {
    const { page, errors } = await open('/market-place');
    await cards(page).first().waitFor(loading);
    const chains = await page
      .locator('[data-nft-card] [data-chain-badge]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-chain-badge')));
    await expect.poll(() => cards(page).count(), eventually).toBe(chains.length);
    expect(new Set(chains)).toEqual(new Set(['local1', 'local2']));
    expect(errors).toEqual([]);
  });

  it('loads the next page when the list end scrolls into view, without repeating a card', async () => {
    // Every NFT the API lists: the demo catalogue's and those other demo seeds add (a batch migration's tokens).
    const listed = (await (await fetch(`${market!.url}/v1/nfts?limit=100`)).json()) as { data: { items: unknown[] } };
    const total = listed.data.items.length;
    expect(total).toBeGreaterThanOrEqual(demoCatalogue.reduce((sum, collection) => sum + collection.items.length, 0));
    const { page } = await open('/market-place');
    await cards(page).first().waitFor(loading);
    // More demo NFTs than one page (24) holds: the rest come from scrolling, not a click.
    expect(total).toBeGreaterThan(24);
    await expect.poll(() => cards(page).count(), loading).toBe(24);
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await expect.poll(() => cards(page).count(), loading).toBe(total);
    const keys = await cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-nft-card')));
    expect(new Set(keys).size).toBe(total);
    await expect.poll(() => page.locator('[data-load-more]').count(), eventually).toBe(0);
  });

  it('filters by chain into the URL, and the copied URL reproduces the view in a new page', async () => {
    const { page } = await open('/market-place');
    await cards(page).first().waitFor(loading);
    await page.locator('[data-chain-filter="local2"]').click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('chain'), loading).toEqual(['local2']);
    await expect.poll(async () => (await cardNames(page)).every((name) => local2Names.includes(name)), loading).toBe(true);
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);

    const copy = await open(new URL(page.url()).pathname + new URL(page.url()).search);
    await expect.poll(() => cardNames(copy.page), eventually).toEqual(names);
    await expect.poll(() => copy.page.locator('[data-chain-filter="local2"]').isChecked(), eventually).toBe(true);

    // Back undoes the filter.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.has('chain'), loading).toBe(false);
  });

  it('searches by name (debounced), shows "No search results found." for a miss, and sorts', async () => {
    const { page } = await open('/market-place');
    await cards(page).first().waitFor(loading);
    await page.locator('[data-explore-search]').fill('Aurora #');
    await expect.poll(() => new URL(page.url()).searchParams.get('search'), loading).toBe('Aurora #');
    await expect.poll(async () => (await cardNames(page)).sort(), loading).toEqual(aurora.items.map((item) => item.name).sort());

    await page.locator('[data-sort-select]').selectOption({ label: 'Oldest' });
    await expect.poll(() => new URL(page.url()).searchParams.get('sort'), loading).toBe('oldest');
    const oldest = await cardNames(page);
    expect(oldest).toHaveLength(aurora.items.length);
    // Recently listed lists the items on sale only (the demo lists some Aurora items): those that showed a listing.
    const priced = await cards(page)
      .filter({ has: page.locator('[data-card-listing]') })
      .locator('[data-nft-name]')
      .allInnerTexts();
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.length).toBeLessThan(oldest.length);
    await page.locator('[data-sort-select]').selectOption({ label: 'Recently listed' });
    await expect.poll(() => new URL(page.url()).searchParams.get('sort'), loading).toBe('recently_listed');
    await expect.poll(async () => (await cardNames(page)).sort(), loading).toEqual(priced.sort());

    await page.locator('[data-explore-search]').fill('no such thing 100%');
    await expect(page.getByText('No search results found.').waitFor(loading)).resolves.toBeUndefined();
  });

  it('the header search: "/" opens it, a typed name finds the collection and its NFTs, Enter lists them all', async () => {
    const { page, errors } = await open('/');
    await page.locator('[data-action="open-search"]').waitFor(loading);
    await page.keyboard.press('/');
    const input = page.locator('[data-search-input]');
    await input.waitFor(loading);
    await input.fill('Aurora');
    await page.locator(`[data-search-result="collection:${await collectionId(aurora.name)}"]`).waitFor(loading);
    const found = page.locator('[data-search-result^="nft:"]');
    await expect.poll(() => found.count(), loading).toBe(Math.min(6, aurora.items.length));
    await input.press('Enter');
    await expect.poll(() => `${pathname(page)}?${new URL(page.url()).searchParams}`, loading).toBe('/market-place?search=Aurora');
    await expect.poll(() => page.locator('[data-explore-search]').inputValue(), loading).toBe('Aurora');
    await expect.poll(async () => (await cardNames(page)).sort(), loading).toEqual(aurora.items.map((item) => item.name).sort());

    // The search button, arrows and Enter open one result. The last words' results stay on screen while the next
    // words' load, so the pick waits until the list names only the NFT typed.
    await page.locator('[data-action="open-search"]').click();
    const wanted = aurora.items[0]!.name;
    await input.fill(wanted);
    const nfts = page.locator('[data-search-result^="nft:"]');
    await expect.poll(() => nfts.allInnerTexts(), loading).toEqual([expect.stringContaining(wanted)]);
    const key = (await nfts.first().getAttribute('data-search-result'))!.slice(4);
    const picked = await page.locator('[data-search-result]').count();
    for (let step = 0; step < picked && !(await isSelected(page, `nft:${key}`)); step += 1) await input.press('ArrowDown');
    await input.press('Enter');
    await expect.poll(() => pathname(page), loading).toBe(`/nft-detail/${key}`);
    expect(errors).toEqual([]);
  });

  it('filters by collection, picked by name', async () => {
    const harbor = demoCatalogue.find((collection) => collection.slug === 'harbor-waves')!;
    const { page } = await open('/market-place');
    await cards(page).first().waitFor(loading);
    // The picker loads on first use (docs/decisions/042-web-reads-answers-by-type.md): a click on its
    // stand-in loads it, opened and focused.
    await page.locator('[data-collection-filter-stand-in]').click();
    const picker = page.locator('[data-collection-filter]');
    await expect.poll(() => picker.evaluate((input) => input === document.activeElement), loading).toBe(true);
    await picker.fill('Harbor');
    await page.getByRole('option', { name: harbor.name }).click(loading);
    await expect.poll(() => new URL(page.url()).searchParams.getAll('collection').length, loading).toBe(1);
    await expect.poll(async () => (await cardNames(page)).sort(), loading).toEqual(harbor.items.map((item) => item.name).sort());
  });

  it('refuses a price minimum not below the maximum with the message', async () => {
    const { page } = await open('/market-place');
    await page.locator('[data-price="min"] input, input[data-price="min"]').first().fill('5');
    await page.locator('[data-price="max"] input, input[data-price="max"]').first().fill('2');
    await expect.poll(() => page.locator('[data-price-error]').innerText(), eventually).toBe('The minimum must be less than the maximum');
    await expect.poll(() => page.locator('[data-price-apply]').isDisabled(), eventually).toBe(true);
  });

  it('opens an NFT card on its detail URL', async () => {
    const { page } = await open('/market-place');
    const card = cards(page).first();
    await card.waitFor(loading);
    const key = (await card.getAttribute('data-nft-card'))!;
    await card.click();
    await expect.poll(() => pathname(page), loading).toBe(`/nft-detail/${key}`);
  });

  it('reads in Japanese', async () => {
    const { page } = await open('/market-place', "globalThis.sessionStorage.setItem('lang', 'ja')");
    await cards(page).first().waitFor(loading);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), eventually).toBe('NFTを探す');
    await expect.poll(() => page.getByText('今すぐ購入').count(), eventually).toBeGreaterThan(0);
    await page.locator('[data-explore-search]').fill('存在しない');
    await expect(page.getByText('検索結果が見つかりませんでした。').waitFor(loading)).resolves.toBeUndefined();
  });
});

describe('/collections', () => {
  it('lists every demo collection, narrows by category in the path, and opens a collection', async () => {
    const { page } = await open('/collections');
    const collectionCards = page.locator('[data-collection-card]');
    await collectionCards.first().waitFor(loading);
    // The demo catalogue's collections, among those other demo seeds add (a batch migration's target, drops).
    const names = demoCatalogue.map((collection) => collection.name);
    await expect
      .poll(() => page.locator('[data-collection-card] [data-collection-name]').allInnerTexts(), loading)
      .toEqual(expect.arrayContaining(names));

    await page.locator('[data-category-tab="music"]').click();
    await expect.poll(() => pathname(page), loading).toBe('/collections/music');
    const music = demoCatalogue.filter((collection) => collection.category === 'music').map((collection) => collection.name);
    await expect.poll(() => page.locator('[data-collection-card] [data-collection-name]').allInnerTexts(), loading).toEqual(music);

    await collectionCards.first().click();
    await expect.poll(() => pathname(page), loading).toMatch(/^\/collection-detail\/\d+\/collected$/);
  });

  it('ranks collections in a table by volume from its header, and a row opens its collection', async () => {
    const { page, errors } = await open('/collections');
    await page.locator('[data-collection-card]').first().waitFor(loading);
    await page.locator('[data-collection-view="table"]').click();
    await page.locator('[data-collection-table] [data-collection-row]').first().waitFor(loading);
    await page.locator('[data-sort-header="volume"]').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort'), loading).toBe('volume');
    await page.locator('[data-collection-results][data-loading="false"]').waitFor(loading);
    // Each row's total volume ("0.62 ETH", "0 WETH"): highest first, the demo's sales above nothing.
    const volumes = async () =>
      (await page.locator('[data-collection-row] [data-column="volume"]').allInnerTexts()).map((text) => Number(text.split(' ')[0]));
    // The previous order stays on screen while the new one loads: wait for the order itself, or fail showing the last.
    const highestFirst = (shown: number[]) => shown[0]! > 0 && shown.every((volume, index) => index === 0 || shown[index - 1]! >= volume);
    await expect.poll(volumes, loading).toSatisfy(highestFirst);
    expect(new URL(page.url()).searchParams.get('view')).toBe('table');
    await page.locator('[data-collection-row] [data-collection-name]').first().click();
    await expect.poll(() => pathname(page), loading).toMatch(/^\/collection-detail\/\d+\/collected$/);
    expect(errors).toEqual([]);
  });
});

describe('/collection-detail/:id/:type', () => {
  it('shows the collection with its stats and items, filters by attribute, and shows activity', async () => {
    const { page } = await open('/collections?search=Aurora');
    await page.locator('[data-collection-card]').first().click();
    await expect.poll(() => pathname(page), loading).toMatch(/^\/collection-detail\/\d+\/collected$/);
    await expect.poll(() => page.locator('[data-collection-title]').innerText(loading), eventually).toBe(aurora.name);
    await expect.poll(() => page.locator('[data-stat="items"]').innerText(), loading).toContain(String(aurora.items.length));
    await expect.poll(async () => (await cardNames(page)).length, loading).toBe(aurora.items.length);
    // Listed: as many items as the cards that show a listing (the demo lists some Aurora items).
    const priced = await page.locator('[data-nft-card] [data-card-listing]').count();
    expect(priced).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-stat="listed"] [data-listed]').getAttribute('data-listed'), loading).toBe(String(priced));

    const mood = String(aurora.items[0]!.attributes[0]!.value);
    await page.locator('[data-trait-type="Mood"]').click();
    await page.locator(`[data-trait-filter="Mood:${mood}"]`).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('trait'), loading).toEqual([`Mood:${mood}`]);
    const expected = aurora.items
      .filter((item) => item.attributes.some((trait) => trait.trait_type === 'Mood' && trait.value === mood))
      .map((item) => item.name);
    await expect.poll(async () => (await cardNames(page)).sort(), loading).toEqual(expected.sort());
    // The value's floor beside it in the sidebar is the cheapest listing among those cards (two reads of one book;
    // the demo lists the first Aurora item, whose Mood this is).
    const shownPrices = await page.locator('[data-nft-card] [data-card-listing] [data-price]').allInnerTexts();
    expect(shownPrices.length).toBeGreaterThan(0);
    const cheapest = shownPrices.sort((a, b) => parseFloat(a) - parseFloat(b))[0]!;
    await expect.poll(() => page.locator(`[data-trait-value="Mood:${mood}"]`).innerText(), loading).toBe(`Floor ${cheapest}`);

    await page.locator('[data-collection-tab="activity"]').click();
    await expect.poll(() => pathname(page), loading).toMatch(/\/activity$/);
    await expect.poll(() => page.locator('[data-activity-kind="mint"]').count(), loading).toBe(aurora.items.length);
    // Narrowed by event type (the chips, kept in the URL): the demo lists some Aurora items.
    const kinds = () =>
      page.locator('[data-activity-kind]').evaluateAll((rows) => [...new Set(rows.map((row) => row.getAttribute('data-activity-kind')))]);
    const chip = (name: string) => page.locator('[data-activity-filter]').getByText(name, { exact: true });
    await chip('Listings').click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('event'), loading).toEqual(['listings']);
    await expect.poll(kinds, loading).toEqual(['list']);
    await chip('Listings').click();
    await chip('Mints').click();
    await expect.poll(kinds, loading).toEqual(['mint']);
    await expect.poll(() => page.locator('[data-activity-kind]').count(), loading).toBe(aurora.items.length);
  });

  it('filters a stat by a range of numbers: the items whose Brightness is at least 60, the bound kept in the URL', async () => {
    const brightness = (item: (typeof aurora.items)[number]) =>
      Number(item.attributes.find((trait) => trait.trait_type === 'Brightness')!.value);
    const expected = aurora.items.filter((item) => brightness(item) >= 60).map((item) => item.name);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(aurora.items.length);
    const { page, errors } = await open(`/collection-detail/${await collectionId(aurora.name)}/collected`);
    await page.locator('[data-trait-type="Brightness"]').click();
    await page.getByRole('textbox', { name: 'Lowest Brightness' }).fill('60');
    await page.locator('[data-trait-range="Brightness"] [data-action="apply-trait-range"]').click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('traitRange'), loading).toEqual(['Brightness:60:']);
    await expect.poll(async () => (await cardNames(page)).sort(), loading).toEqual(expected.sort());
    expect(errors).toEqual([]);
  });

  it('sorts the items rarest first, each card with its rank, and the NFT page says which rank of how many', async () => {
    // The ranks worked out here from the demo catalogue (docs/product.md "Rarity"): text traits, -ln of each value's share.
    const text = (item: (typeof aurora.items)[number]) => item.attributes.filter((trait) => typeof trait.value === 'string');
    const valueOf = (item: (typeof aurora.items)[number], type: string) => text(item).find((trait) => trait.trait_type === type)?.value;
    const types = [...new Set(aurora.items.flatMap((item) => text(item).map((trait) => trait.trait_type)))];
    const share = (type: string, value: unknown) =>
      aurora.items.filter((item) => valueOf(item, type) === value).length / aurora.items.length;
    const scores = aurora.items.map((item) => types.reduce((sum, type) => sum - Math.log(share(type, valueOf(item, type))), 0));
    const ranks = scores.map((score) => 1 + scores.filter((other) => other > score + 1e-9).length);
    // Rarest first, equal ranks in mint order (the items' ids).
    const expected = aurora.items
      .map((item, index) => ({ name: item.name, rank: ranks[index]!, index }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ name, rank }) => [name, rank]);

    const { page, errors } = await open(`/collection-detail/${await collectionId(aurora.name)}/collected`);
    await page.locator('[data-nft-card]').first().waitFor(loading);
    await page.locator('[data-sort-select]').selectOption({ label: 'Rarity: rarest first' });
    await expect.poll(() => new URL(page.url()).searchParams.get('sort'), loading).toBe('rarity');
    const shown = () =>
      page
        .locator('[data-nft-card]')
        .evaluateAll((cards) =>
          cards.map((card) => [
            card.querySelector('[data-nft-name]')?.textContent,
            Number(card.querySelector('[data-card-rarity]')?.getAttribute('data-card-rarity')),
          ]),
        );
    await expect.poll(shown, loading).toEqual(expected);
    await page.locator('[data-nft-card] a').first().click();
    const badge = page.locator('[data-rarity-rank]');
    await expect.poll(() => badge.innerText(loading), eventually).toBe(`Rarity rank #${expected[0]![1]} of ${aurora.items.length}`);
    await badge.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort'), loading).toBe('rarity');
    expect(errors).toEqual([]);
  });

  it('reads in Japanese', async () => {
    const { page } = await open('/collections/art?search=Aurora', "globalThis.sessionStorage.setItem('lang', 'ja')");
    await page.locator('[data-collection-card]').first().click(loading);
    await expect.poll(() => page.locator('[data-collection-title]').innerText(loading), eventually).toBe(aurora.name);
    await expect.poll(() => page.locator('[data-collection-tab="collected"]').innerText(), eventually).toBe('アイテム');
    await expect.poll(() => page.locator('[data-stat="floor"]').innerText(), eventually).toContain('フロア価格');
    await expect.poll(() => page.locator('[data-stat="owners"]').innerText(), eventually).toContain('所有者');
  });

  it('shows who holds a collection: its creator, the demo buyer and the staking contract, with the quantities of the demo plan', async () => {
    const critters = demoCatalogue.find((collection) => collection.slug === 'pixel-critters')!;
    // From the demo plan: the creator minted every copy; the demo buyer bought some through the fill route, and the
    // creator staked one copy of others (a staked NFT is held by the staking contract).
    const minted = critters.items.reduce((sum, item) => sum + (item.copies ?? 1), 0);
    const bought = demoListings.filter((plan) => plan.slug === critters.slug).reduce((sum, plan) => sum + (plan.buy ?? 0), 0);
    const staked = demoStaking
      .filter((plan) => plan.slug === critters.slug && plan.chain === critters.chain)
      .reduce((sum, plan) => sum + plan.ongoing.length + plan.finished.length, 0);
    const chains = (await (await fetch(`${market!.url}/v1/chains`)).json()) as {
      data: { chains: { symbol: string; stakeContract?: string }[] };
    };
    const stakingContract = chains.data.chains.find((chain) => chain.symbol === critters.chain)!.stakeContract!.toLowerCase();
    const creator = testAccounts[critters.creatorAccount]!.address.toLowerCase();
    const expected = [
      [creator, minted - bought - staked],
      [demoBuyer.address.toLowerCase(), bought],
      [stakingContract, staked],
    ]
      // Most first; equal holdings by address.
      .sort((a, b) => Number(b[1]) - Number(a[1]) || String(a[0]).localeCompare(String(b[0])))
      .map(([address, held]) => [address, String(held)]);
    const { page, errors } = await open(`/collection-detail/${await collectionId(critters.name)}/collected`);
    await page.locator('[data-collection-tab="holders"]').click();
    await expect.poll(() => pathname(page), loading).toMatch(/\/holders$/);
    const rows = page.locator('[data-top-holders] [data-holder]');
    const shown = () =>
      rows.evaluateAll((nodes) =>
        nodes.map((node) => [node.getAttribute('data-holder'), node.querySelector('[data-holder-held]')?.getAttribute('data-holder-held')]),
      );
    await expect.poll(shown, loading).toEqual(expected);
    await expect.poll(() => page.locator('[data-holders-stat="owners"]').innerText(), eventually).toContain(String(expected.length));
    expect(errors).toEqual([]);
  });
});
