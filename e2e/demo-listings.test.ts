// What a newcomer sees after the first start without listing anything (README "Live demo listings"):
// prices on explore's cards, cheapest first, a Buy now button, a scheduled listing that says when it
// starts and a private one reserved for the demo buyer, in Chromium against the real marketplace.
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { demoCatalogue, testAccounts } from '@nft/devnet';
import { demoBuyer, demoListings } from '@nft/embedded';
import { browserSuite } from './harness/browser-suite';
import { collectConsoleErrors } from './harness/console-errors';
import { eventually } from './harness/eventually';
import { openSignedIn } from './harness/signed-in-tab';
import { accountMenuButton } from './harness/wallets/connect-helpers';
import { generatePrivateKey } from 'viem/accounts';

const suite = browserSuite({ seedDemoData: true });
const loading = { timeout: 20_000 };

type Order = {
  chain: string;
  contract: string;
  tokenId: string;
  status: string;
  maker: string;
  taker: string | null;
  startTime: number;
};

async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await suite.browser.newPage();
  onTestFinished(() => page.close());
  const errors = collectConsoleErrors(page);
  await page.goto(suite.server.url + path);
  return { page, errors };
}

async function activeListings(): Promise<Order[]> {
  const response = await fetch(`${suite.server.url}/v1/orders?side=listing&status=active&limit=100`);
  return ((await response.json()) as { data: { items: Order[] } }).data.items;
}

const detailPath = (order: Order) => `/nft-detail/${order.chain}/${order.contract}/${order.tokenId}`;

describe('the demo listings of the first start', () => {
  it('put prices on explore cards, cheapest first, each with its cart button', async () => {
    const { page, errors } = await openPage('/market-place?sort=price_asc');
    const cards = page.locator('[data-nft-card]');
    await cards.first().locator('[data-price]').waitFor(loading);
    const prices = (await cards.locator('[data-price]').allInnerTexts()).map((text) => {
      // The demo auction's card shows its minimum bid in WETH (docs/product.md "Auctions").
      expect(text).toMatch(/^\d+(\.\d+)? W?ETH$/);
      return Number(text.split(' ')[0]);
    });
    expect(prices.length).toBeGreaterThanOrEqual(8);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expect.poll(() => cards.first().locator('[data-action="add-to-cart"]').count(), eventually).toBe(1);
    expect(errors).toEqual([]);
  });

  it('open on an NFT page with Buy now at the current price', async () => {
    const { page } = await openPage('/market-place?sort=price_asc');
    await page.locator('[data-nft-card]').first().locator('[data-price]').waitFor(loading);
    await page.locator('[data-nft-card]').first().click();
    const panel = page.locator('[data-buy-panel][data-availability="buyable"]');
    await panel.locator('[data-action="buy-now"]').waitFor(loading);
    await expect.poll(() => panel.locator('[data-buy-price]').getAttribute('data-buy-price'), eventually).toMatch(/^[1-9]\d*$/);
  });

  it('show when a scheduled listing starts and whom a private listing is reserved for', async () => {
    const listings = await activeListings();
    const now = Math.floor(Date.now() / 1000);
    const scheduled = listings.find((order) => order.startTime > now);
    const reserved = listings.find((order) => order.taker === demoBuyer.address.toLowerCase());
    expect(scheduled && reserved).toBeTruthy();

    const { page } = await openPage(detailPath(scheduled!));
    await page.locator('[data-buy-panel][data-availability="scheduled"] [data-buy-starts]').waitFor(loading);
    await expect.poll(() => page.locator('[data-buy-starts]').innerText(), eventually).toMatch(/^Starts in \d+ hours?$/);

    const visitor = await openPage(detailPath(reserved!));
    await visitor.page.locator(`[data-buy-reserved="${demoBuyer.address.toLowerCase()}"]`).waitFor(loading);
  });

  it("sort a seller's collected tab by price, the items not on sale after, and narrow it to what can be bought now in one collection", async () => {
    const listings = await activeListings();
    const count = (maker: string) => listings.filter((order) => order.maker === maker).length;
    const seller = listings.map((order) => order.maker).sort((a, b) => count(b) - count(a))[0]!;
    const { page, errors } = await openPage(`/account/${seller}/collected`);
    const cards = page.locator('[data-nft-card]');
    await cards.first().waitFor(loading);
    await page.locator('[data-account-toolbar] [data-sort-select]').selectOption({ label: 'Price: low to high' });
    await page.waitForURL(/sort=price_asc/);
    // Each card's price, or null for one not on sale: the listed ones first, cheapest first.
    const shown = () =>
      cards.evaluateAll((nodes) =>
        nodes.map((node) => {
          const price = node.querySelector('[data-card-listing] [data-price]')?.textContent;
          return price ? Number(price.split(' ')[0]) : null;
        }),
      );
    // The previous order stays on screen while the sorted one loads: read the cards once the tab is no longer busy
    // and the order has arrived (the listed ones first, cheapest first), or fail showing the last order seen.
    const results = page.locator('[data-account-results]');
    const settled = async () => ((await results.getAttribute('data-loading')) === 'false' ? shown() : []);
    const inPriceOrder = (prices: (number | null)[]) => {
      const listed = prices.filter((price): price is number => price !== null);
      const expected = [...listed.sort((a, b) => a - b), ...prices.slice(listed.length).map(() => null)];
      return prices.length > 0 && prices[0] !== null && JSON.stringify(prices) === JSON.stringify(expected);
    };
    await expect.poll(settled, eventually).toSatisfy(inPriceOrder);
    const prices = await shown();
    expect(prices.filter((price) => price !== null).length).toBeGreaterThanOrEqual(2);
    await page.locator('[data-account-toolbar]').getByText('Buy now', { exact: true }).click();
    await page.waitForURL(/status=buy_now/);
    // Only cards with a listing that is not an auction: each has its cart button.
    await expect.poll(async () => (await shown()).every((price) => price !== null), eventually).toBe(true);
    await expect.poll(() => cards.locator('[data-action="add-to-cart"]').count(), eventually).toBe(await cards.count());
    // One of the collections the seller holds, from the picker: only its cards stay.
    const picker = page.locator('[data-account-collection]');
    const option = (await picker.locator('option').allInnerTexts())[1]!;
    await picker.selectOption({ label: option });
    await page.waitForURL(/collection=\d+/);
    const collection = option.replace(/ \(\d+\)$/, '');
    await expect
      // A card's first line names its collection.
      .poll(
        async () => [...new Set(await cards.evaluateAll((nodes) => nodes.map((node) => node.querySelector('p')?.textContent)))],
        eventually,
      )
      .toEqual([collection]);
    expect(errors).toEqual([]);
  });

  it('sweeps the two cheapest items of a collection into the cart, which opens on them, and buys them in one transaction', async () => {
    // Account 5 creates no demo collection and holds no demo listing.
    const buyer = testAccounts[5]!;
    const aurora = demoCatalogue.find((collection) => collection.slug === 'aurora-gradients')!;
    // From the demo plan: its fixed-price listings open to anyone now, cheapest first.
    const cheapest = demoListings
      .filter((plan) => plan.slug === aurora.slug && plan.kind === 'fixed' && !plan.private && !plan.startsInHours)
      .flatMap((plan) => plan.items)
      .sort((a, b) => Number(a.price) - Number(b.price))
      .slice(0, 2);
    const names = cheapest.map((item) => aurora.items[item.index]!.name);
    const found = (await (await fetch(`${suite.server.url}/v1/collections?search=${encodeURIComponent(aurora.name)}`)).json()) as {
      data: { items: { id: number; name: string }[] };
    };
    const id = found.data.items.find((collection) => collection.name === aurora.name)!.id;
    const { page, wallet, errors } = await openSignedIn(suite, aurora.chain, buyer.privateKey, `/collection-detail/${id}/collected`);

    await page.locator('[data-action="sweep"]').click(loading);
    const dialog = page.getByRole('dialog', { name: 'Sweep the floor' });
    const slider = dialog.getByRole('slider', { name: 'How many items' });
    await slider.waitFor(loading);
    await slider.press('Home');
    await slider.press('ArrowRight');
    await expect.poll(() => dialog.locator('[data-sweep-item]').allInnerTexts(), eventually).toHaveLength(2);
    const swept = await dialog.locator('[data-sweep-item]').allInnerTexts();
    names.forEach((name, index) => expect(swept[index]).toContain(name));
    await dialog.getByRole('button', { name: 'Add 2 items to cart' }).click();

    const drawer = page.locator(`[data-cart-chain="${aurora.chain}"]`);
    await expect.poll(() => drawer.locator('[data-cart-item-name]').allInnerTexts(), eventually).toEqual(names);
    // In cents, so 0.05 + 0.12 is 0.17 and not 0.16999999999999998.
    const total = cheapest.reduce((sum, item) => sum + Math.round(Number(item.price) * 100), 0) / 100;
    await expect.poll(() => drawer.locator('[data-cart-total] [data-price]').textContent(), eventually).toBe(`${total} ETH`);
    await drawer.locator('[data-action="buy-all"]').click();
    await expect.poll(() => drawer.locator('[data-cart-bought-item]').count(), { timeout: 90_000, interval: 250 }).toBe(2);
    expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(1);
    const owned = async () => {
      const answer = await fetch(`${suite.server.url}/v1/nfts?collection=${id}&owner=${buyer.address}`);
      return ((await answer.json()) as { data: { items: { name: string }[] } }).data.items.map((nft) => nft.name).sort();
    };
    await expect.poll(owned, { timeout: 30_000, interval: 250 }).toEqual([...names].sort());
    expect(errors).toEqual([]);
  });

  it("stars two collections in the ranking, finds them in the account menu's watchlist, newest first, and unstars one on its page", async () => {
    // A fresh wallet: its watchlist starts empty (signing in needs no funds).
    const { page, errors } = await openSignedIn(suite, 'local1', generatePrivateKey(), '/collections?view=table');
    const rows = page.locator('[data-collection-table] [data-collection-row]');
    await rows.nth(1).waitFor(loading);
    const starred: { id: string; name: string }[] = [];
    for (const row of [rows.nth(0), rows.nth(1)]) {
      starred.push({ id: (await row.getAttribute('data-collection-row'))!, name: await row.locator('[data-collection-name]').innerText() });
      await row.getByRole('button', { name: 'Add to watchlist' }).click();
      await row.locator('[data-action="watch"][data-watching="true"]').waitFor(loading);
    }
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Watchlist' }).click();
    await page.waitForURL(/\/watchlist$/);
    const watched = page.locator('[data-watchlist] [data-collection-row] [data-collection-name]');
    await expect.poll(() => watched.allInnerTexts(), eventually).toEqual([starred[1]!.name, starred[0]!.name]);

    // On the first one's page its star is lit; unstarring it there leaves the other on the watchlist.
    await page.goto(`${suite.server.url}/collection-detail/${starred[0]!.id}/collected`);
    const star = page.locator('[data-collection-header] [data-action="watch"]');
    await page.locator('[data-collection-header] [data-action="watch"][data-watching="true"]').waitFor(loading);
    await star.click();
    await page.locator('[data-collection-header] [data-action="watch"][data-watching="false"]').waitFor(loading);
    await page.goto(`${suite.server.url}/watchlist`);
    await expect.poll(() => watched.allInnerTexts(), eventually).toEqual([starred[1]!.name]);
    expect(errors).toEqual([]);
  });

  it('tells a creator through the bell that the demo buyer bought their items, lists it on the notifications screen, and reads them', async () => {
    // Expected from the demo plan: each listing of the collection that the demo buyer bought from (its price is per
    // copy, docs/product.md "Trading", times the copies bought), named by the catalogue.
    const critters = demoCatalogue.find((collection) => collection.slug === 'pixel-critters')!;
    const sold = demoListings
      .filter((listing) => listing.slug === critters.slug && listing.buy)
      .map((listing) => {
        const item = listing.items[0]!;
        const paid = Number(item.price) * listing.buy!;
        return `${critters.items[item.index]!.name} sold for ${Number(paid.toFixed(4))} ETH`;
      });
    expect(sold.length).toBeGreaterThan(0);
    const { page, errors } = await openSignedIn(suite, 'local1', testAccounts[critters.creatorAccount]!.privateKey, '/');
    const count = async () => Number(await page.locator('[data-notifications-unread]').getAttribute('data-notifications-unread'));
    await expect.poll(count, loading).toBeGreaterThanOrEqual(sold.length);
    const unread = await count();
    await page.locator('[data-notifications-bell]').click();
    await page.waitForURL(/\/notifications$/);
    const soldTexts = page.locator('[data-notification="sold"] [data-notification-text]');
    await expect.poll(() => soldTexts.allInnerTexts(), loading).toEqual(expect.arrayContaining(sold));
    await expect.poll(() => page.locator('[data-notification-new]').count(), loading).toBe(unread);
    // Opening the screen read them: the bell has nothing left to say.
    await expect.poll(count, loading).toBe(0);
    expect(errors).toEqual([]);
  });

  it("draws a collection's listing floor on its price chart, today's step at the floor the ranking shows", async () => {
    // The ranking reads the cached floor, which the demo's listings moved through the order intake (decision 074); every
    // change of it is recorded, so today's step on the chart is that floor.
    const response = await fetch(`${suite.server.url}/v1/collections?limit=50`);
    const { items } = (
      (await response.json()) as { data: { items: { id: number; paymentToken: string | null; stats: { floorPrice: string | null } }[] } }
    ).data;
    const listed = items.find((item) => item.stats.floorPrice !== null && item.paymentToken === null);
    expect(listed, 'a demo collection priced in ETH with a floor').toBeTruthy();
    const floor = `${Number(listed!.stats.floorPrice) / 1e18} ETH`;

    const { page, errors } = await openPage(`/collection-detail/${listed!.id}/items`);
    const chart = page.locator('[data-section="collection-price-history"]');
    await chart.scrollIntoViewIfNeeded(loading);
    await chart.locator('[data-floor-steps]').waitFor({ state: 'attached', ...loading });
    const todaysFloor = chart.locator('[data-price-table] tbody tr').last().locator('td').nth(2);
    await expect.poll(() => todaysFloor.textContent(), eventually).toBe(floor);
    expect(errors).toEqual([]);
  });
});
