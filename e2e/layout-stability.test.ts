/// <reference lib="dom" />
// The first screens do not jump while their code, data and pictures arrive (issue 10 item 8: CLS
// under 0.1): home, explore and an NFT page, on a phone-sized and a desktop-sized window, with
// demo data. Layout shifts are read from the browser's own layout-shift entries, as Lighthouse does.
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
