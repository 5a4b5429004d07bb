/// <reference lib="dom" />
// The first screens do not jump while their code, data and pictures arrive (issue 10 item 8: CLS
// under 0.1): home, explore and an NFT page, on a phone-sized and a desktop-sized window, with
// demo data. Layout shifts are read from the browser's own layout-shift entries, as Lighthouse does. On a phone, no
// page is wider than the screen (nothing makes it scroll sideways).
import { describe, expect, it, onTestFinished } from 'vitest';
import { browserSuite } from './harness/browser-suite';

const suite = browserSuite({ seedDemoData: true });

const windows = { mobile: { width: 412, height: 823 }, desktop: { width: 1350, height: 940 } } as const;

/** The sum of the layout shifts not caused by input (the browser's cumulative layout shift for a short visit). */
async function layoutShiftOf(path: string, size: { width: number; height: number }, ready: string) {
  const page = await suite.browser.newPage();
  onTestFinished(() => page.close());
  await page.setViewportSize(size);
  await page.addInitScript(() => {
    const state = { total: 0 };
    Object.assign(window, { __layoutShift: state });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(suite.server.url + path);
  // Loaded: the page's content and its first pictures are there, and the network is quiet.
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          .filter((image) => image.loading !== 'lazy')
          .every((image) => image.complete),
      ),
    )
    .toBe(true);
  return page.evaluate(() => (window as unknown as { __layoutShift: { total: number } }).__layoutShift.total);
}

async function nftPagePath(): Promise<string> {
  const body: unknown = await (await fetch(`${suite.server.url}/v1/nfts`)).json();
  const item = findNft(body);
  if (!item) throw new Error('explore lists no NFT: is the demo data seeded?');
  return `/nft-detail/${item.chain}/${item.contractAddress}/${item.tokenId}`;
}

type NftKey = { chain: string; contractAddress: string; tokenId: string };

function findNft(value: unknown): NftKey | undefined {
  if (Array.isArray(value)) return value.map(findNft).find(Boolean);
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  // One with a picture: the page's image is what may shift (a migrated token outside its request has none).
  if (typeof record.chain === 'string' && typeof record.contractAddress === 'string' && record.tokenId !== undefined && record.image) {
    return { chain: record.chain, contractAddress: record.contractAddress, tokenId: String(record.tokenId as string | number) };
  }
  return Object.values(record).map(findNft).find(Boolean);
}

describe.each(Object.entries(windows))('first screens on a %s window', (_name, size) => {
  it('home does not shift (banner, hero, sliders, footer)', async () => {
    expect(await layoutShiftOf('/', size, '[data-testid="top-collections-banner"] img')).toBeLessThan(0.1);
  });

  it('explore does not shift (filters, grid, pictures)', async () => {
    expect(await layoutShiftOf('/market-place', size, '[data-nft-card] img')).toBeLessThan(0.1);
  });

  it('an NFT page does not shift', async () => {
    expect(await layoutShiftOf(await nftPagePath(), size, '[data-nft-image]')).toBeLessThan(0.1);
  });
});

/** A verified demo collection: its name wraps on a phone and ends with the verified mark, at the screen's edge. */
async function verifiedCollectionPath(): Promise<string> {
  const body = (await (await fetch(`${suite.server.url}/v1/collections?verified=true&limit=50`)).json()) as {
    data: { items: { id: number; verified: boolean }[] };
  };
  const collection = body.data.items.find((item) => item.verified);
  if (!collection) throw new Error('no verified collection: is the demo data seeded?');
  return `/collection-detail/${collection.id}/items`;
}

/** A tab of `size` on `path`, closed when the test ends. */
async function openAt(path: string, size: { width: number; height: number }) {
  const page = await suite.browser.newPage();
  onTestFinished(() => page.close());
  await page.setViewportSize(size);
  await page.goto(suite.server.url + path);
  return page;
}

/** A demo collection with sales, whose page draws a price chart. */
async function collectionWithSalesPath(): Promise<string> {
  const body = (await (await fetch(`${suite.server.url}/v1/collections?limit=50`)).json()) as {
    data: { items: { id: number; stats: { volume: string } }[] };
  };
  const collection = body.data.items.find((item) => item.stats.volume !== '0');
  if (!collection) throw new Error('no collection has sales: is the demo data seeded?');
  return `/collection-detail/${collection.id}/items`;
}

describe.each(Object.entries(windows))('the price chart on a %s window', (_name, size) => {
  it('is drawn at its own width, every axis label whole inside it', async () => {
    const page = await openAt(await collectionWithSalesPath(), size);
    const chart = page.locator('[data-price-chart]');
    await chart.scrollIntoViewIfNeeded();
    await chart.locator('svg text').first().waitFor();
    const drawn = await chart.evaluate((figure) => {
      const svg = figure.querySelector('svg')!;
      const box = figure.getBoundingClientRect();
      return {
        width: box.width,
        viewBoxWidth: svg.viewBox.baseVal.width,
        labels: Array.from(svg.querySelectorAll('text'), (text) => {
          const label = text.getBoundingClientRect();
          return { text: text.textContent, left: label.left - box.left, right: box.right - label.right };
        }),
      };
    });
    // Not a fixed drawing stretched to fit, which widened or squeezed the text and cut the longer labels at the left.
    expect(Math.abs(drawn.viewBoxWidth - drawn.width)).toBeLessThan(1);
    for (const label of drawn.labels) {
      expect(label.left, label.text ?? '').toBeGreaterThanOrEqual(0);
      expect(label.right, label.text ?? '').toBeGreaterThanOrEqual(0);
    }
  });
});

describe('on a 390 px phone', () => {
  const phone = { width: 390, height: 844 };

  async function widthOf(path: string, ready: string) {
    const page = await openAt(path, phone);
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    return page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
  }

  it('no page scrolls sideways: explore, a collection, an NFT page', async () => {
    // Hidden hints (the verified mark's, the add-to-cart buttons') once stuck out past the right edge.
    for (const [path, ready] of [
      ['/market-place', '[data-nft-card] img'],
      [await verifiedCollectionPath(), '[data-collection-title]'],
      [await nftPagePath(), '[data-nft-image]'],
    ] as const) {
      const { scroll, screen } = await widthOf(path, ready);
      expect(scroll, path).toBe(screen);
    }
  });

  it("explore shows NFT cards two abreast, and no listed price runs under its card's cart button", async () => {
    const page = await openAt('/market-place', phone);
    const cartable = page.locator('[data-nft-card]').filter({ has: page.locator('[data-action="add-to-cart"]') });
    await cartable.first().waitFor();
    const [first, second] = [
      await page.locator('[data-nft-card]').nth(0).boundingBox(),
      await page.locator('[data-nft-card]').nth(1).boundingBox(),
    ];
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
    // A card is about 170 px wide here: "Price 0.8965 ETH" once ran under the "+" laid over the price row.
    const overlaps = await cartable.evaluateAll((cards) =>
      cards.map((card) => {
        const price = card.querySelector('[data-price]')!.getBoundingClientRect();
        const button = card.querySelector('[data-action="add-to-cart"]')!.getBoundingClientRect();
        return { price: card.querySelector('[data-price]')!.textContent, gap: button.left - price.right };
      }),
    );
    expect(overlaps.length).toBeGreaterThan(0);
    for (const { price, gap } of overlaps) expect(gap, price ?? '').toBeGreaterThanOrEqual(0);
  });

  it('an NFT page shows its name and price right after the picture, and the contract details after them', async () => {
    const page = await openAt(await nftPagePath(), phone);
    const details = page.locator('[data-detail]').first();
    await details.waitFor();
    const [image, title, trade, detail] = await Promise.all(
      ['[data-nft-image]', '[data-nft-title]', '[data-section="trade"]', '[data-detail]'].map(async (selector) =>
        page.locator(selector).first().boundingBox(),
      ),
    );
    // The details once sat between the picture and the price.
    expect(image!.y).toBeLessThan(title!.y);
    expect(title!.y).toBeLessThan(trade!.y);
    expect(trade!.y + trade!.height).toBeLessThanOrEqual(detail!.y);
  });

  it("a collection's name starts below its banner, on however many lines it takes", async () => {
    const page = await openAt(await verifiedCollectionPath(), phone);
    const title = page.locator('[data-collection-title]');
    await title.waitFor();
    const banner = page.locator('[data-collection-header] > :first-child');
    const [titleBox, bannerBox] = [await title.boundingBox(), await banner.boundingBox()];
    // The demo collection's name takes two lines here: aligned to the logo's foot, its first line sat on the banner.
    expect(titleBox!.height).toBeGreaterThan(40);
    expect(titleBox!.y).toBeGreaterThanOrEqual(bannerBox!.y + bannerBox!.height);
  });
});
