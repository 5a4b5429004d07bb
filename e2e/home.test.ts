// Browser tests of the home page's server-fed sections (docs/product.md, spec sections 2 and 9) against the real
// marketplace. The demo seed fills every list; a second server, started without it, gets events, fan favorites and
// re-creations written into its database.
import { join } from 'node:path';
import { homeDerivatives, homeEvents, homeFavorites, media } from '@nft/db';
import { demoCatalogue } from '@nft/devnet';
import { createLocalMediaStore } from '@nft/media';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { launchBrowser, type BrowserSession } from './harness/browser';
import { collectConsoleErrors } from './harness/console-errors';
import { startMarketplace, type RunningMarketplace } from './harness/marketplace';
import { pathname } from './harness/page-helpers';
import { eventually } from './harness/eventually';
import { connectWallet, signIn } from './harness/wallets/connect-helpers';
import { anvilTestKeys, EvmTestWallet } from './harness/wallets/evm-test-wallet';

type Viewport = { width: number; height: number };
const desktop: Viewport = { width: 1280, height: 800 };
const mobile: Viewport = { width: 900, height: 800 };

// How long to wait for the page and its lists on a busy machine.
const loading = { timeout: 15_000 };
// The banner's autoplay delay (apps/web/src/features/home/utils/slider-options.ts, 3000 ms).
const bannerAutoplayDelayMs = 3000;

let browser: BrowserSession | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A fresh tab on `baseUrl + path`, closed when the test ends. */
async function open(baseUrl: string, path: string, viewport: Viewport = desktop) {
  if (!browser) throw new Error('the browser did not start');
  const page = await browser.newPage();
  onTestFinished(() => page.close());
  const errors = collectConsoleErrors(page);
  await page.setViewportSize(viewport);
  await page.goto(baseUrl + path);
  return { page, errors };
}

function region(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** Waits until every picture inside `scope` has loaded real pixels, and returns how many there are. */
async function loadedImageCount(scope: Locator): Promise<number> {
  const images = scope.locator('img');
  await expect
    .poll(
      () => images.evaluateAll((nodes) => nodes.every((node) => (node as unknown as { naturalWidth: number }).naturalWidth > 0)),
      loading,
    )
    .toBe(true);
  return images.count();
}

type PageWindow = { getComputedStyle(element: unknown): { marginRight: string } };

/** The gap Swiper leaves after a slide (evaluated in the page; this file has no DOM types). */
function slideGap(slide: Locator): Promise<string> {
  return slide.evaluate((node) => (globalThis as unknown as PageWindow).getComputedStyle(node).marginRight);
}

/** The title of the banner's centred slide. */
function activeSlideTitle(page: Page): Promise<string> {
  return banner(page).locator('.swiper-slide-active a').innerText();
}

function banner(page: Page): Locator {
  return region(page, 'Top collections');
}

/** Waits until the centred slide stops moving (Playwright's trial click checks it is stable). */
async function waitUntilStill(page: Page): Promise<void> {
  await banner(page).locator('.swiper-slide-active a').click({ trial: true });
}

/** A slide's title without its tag. */
function firstLine(text: string): string {
  return text.split('\n')[0] ?? '';
}

async function waitForSlideChange(page: Page, from: string): Promise<string> {
  await expect.poll(() => activeSlideTitle(page), loading).not.toBe(from);
  return activeSlideTitle(page);
}

const homeList = <T extends z.ZodType>(item: T) => z.object({ data: z.object({ content: z.array(item) }) });

describe('with the demo data', () => {
  let server: RunningMarketplace | undefined;
  const titles = demoCatalogue.map((collection) => collection.name);

  beforeAll(async () => {
    server = await startMarketplace();
  });

  afterAll(async () => {
    await server?.stop();
  });

  function url(): string {
    if (!server) throw new Error('the marketplace did not start');
    return server.url;
  }

  it('shows every seeded collection in the banner, with pictures that load', async () => {
    const { page, errors } = await open(url(), '/');
    // A short banner repeats its slides to loop; the repeats are hidden from the accessibility tree.
    const links = banner(page).getByRole('link');
    await expect.poll(() => links.count(), loading).toBe(titles.length);
    const shown = await links.allInnerTexts();
    expect(shown.map(firstLine).sort()).toEqual([...titles].sort());
    // Each slide, repeats included, has its banner picture and its logo.
    const slideCount = await banner(page).locator('.swiper-slide').count();
    expect(slideCount % titles.length).toBe(0);
    await expect(loadedImageCount(banner(page))).resolves.toBe(slideCount * 2);
    expect(errors).toEqual([]);
  });

  it('opens the collection page, type collected, for a slide without an external link', async () => {
    const response = await fetch(`${url()}/v1/newfrontpage/topcollection`);
    const slideSchema = z.object({ title: z.string(), collection_id: z.number(), external_url: z.null() });
    const { content } = homeList(slideSchema).parse(await response.json()).data;
    const { page } = await open(url(), '/');
    // Click just after autoplay moved on, so the slide stays put for the click.
    const title = await waitForSlideChange(page, await activeSlideTitle(page));
    const slide = content.find((item) => title.startsWith(item.title));
    if (!slide) throw new Error(`no seeded collection is called ${title}`);
    await banner(page).locator('.swiper-slide-active a').click();
    await page.waitForURL((address) => address.pathname.startsWith('/collection-detail/'));
    expect(pathname(page)).toBe(`/collection-detail/${slide.collection_id}/collected`);
  });

  it('shows the arrows at 1280 px, 80 px apart slides, 1.2 of them in view', async () => {
    const { page } = await open(url(), '/');
    const next = banner(page).getByRole('button', { name: 'Next collection' });
    await next.waitFor();
    await expect.poll(() => banner(page).getByRole('button', { name: 'Previous collection' }).isVisible(), eventually).toBe(true);
    const slide = banner(page).locator('.swiper-slide-active');
    await expect(slideGap(slide)).resolves.toBe('80px');
    const swiperBox = await banner(page).locator('.swiper').boundingBox();
    const slideWidth = await slide.evaluate((node) => (node as unknown as { offsetWidth: number }).offsetWidth);
    expect(slideWidth * 1.2).toBeCloseTo((swiperBox?.width ?? 0) - 0.2 * 80, -1);
  });

  it('hides the arrows on the mobile layout (900 px) and puts 24 px between slides', async () => {
    const { page } = await open(url(), '/', mobile);
    const slide = banner(page).locator('.swiper-slide-active');
    await slide.waitFor();
    await expect.poll(() => banner(page).getByRole('button', { name: 'Next collection' }).isHidden(), eventually).toBe(true);
    await expect.poll(() => banner(page).getByRole('button', { name: 'Previous collection' }).isHidden(), eventually).toBe(true);
    await expect(slideGap(slide)).resolves.toBe('24px');
  });

  it('moves with the arrows and keeps playing after the user pressed one', async () => {
    // Its own browser: the clock belongs to the browser context, and the other tests keep real time.
    const session = await launchBrowser();
    onTestFinished(() => session.close());
    const page = await session.newPage();
    const errors = collectConsoleErrors(page);
    await page.setViewportSize(desktop);
    // Swiper's autoplay timer runs on the test's clock (installed before the page loads). Once the
    // banner is up the clock stands still, so autoplay cannot move the banner while the arrows are
    // checked (nor pass for them), and then it is moved on by exactly one autoplay delay.
    await page.clock.install();
    await page.goto(`${url()}/`);
    await banner(page).locator('.swiper-slide-active a').waitFor(loading);
    // (A little ahead of the page's time: pausing needs a moment that has not passed yet when it arrives.)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
    await waitUntilStill(page);
    const start = firstLine(await activeSlideTitle(page));
    const after = (title: string, step: number) => titles[(titles.indexOf(title) + step + titles.length) % titles.length];
    await banner(page).getByRole('button', { name: 'Next collection' }).click();
    await expect.poll(async () => firstLine(await activeSlideTitle(page)), loading).toBe(after(start, 1));
    // A looping Swiper ignores arrows while a slide is moving (its transition runs in real time).
    await waitUntilStill(page);
    await banner(page).getByRole('button', { name: 'Previous collection' }).click();
    await expect.poll(async () => firstLine(await activeSlideTitle(page)), loading).toBe(start);
    await waitUntilStill(page);
    // Autoplay was not stopped by the clicks: one delay later the banner has moved on by itself, forwards.
    await page.clock.runFor(bannerAutoplayDelayMs + 500);
    await expect.poll(async () => firstLine(await activeSlideTitle(page)), loading).toBe(after(start, 1));
    expect(errors).toEqual([]);
  });

  it('lists the seeded creators, each opening their artist page with their works on this marketplace', async () => {
    const { page, errors } = await open(url(), '/');
    const creators = region(page, 'Creators and artists');
    const links = creators.getByRole('link');
    await expect.poll(() => links.count(), loading).toBe(4);
    await expect.poll(() => links.first().innerText(), eventually).toContain('Aurora Studio');
    for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))) {
      expect(href).toMatch(/^\/artist\/\d+$/);
    }
    await expect(loadedImageCount(creators)).resolves.toBe(4);
    await links.first().click();
    await page.waitForURL((address) => address.pathname.startsWith('/artist/'));
    await page.getByRole('heading', { level: 1, name: 'Aurora Studio' }).waitFor(loading);
    await expect.poll(() => page.getByText('Generative light studies from the far north.').isVisible(), eventually).toBe(true);
    await expect.poll(() => page.locator('[data-artist-link]').getAttribute('target'), eventually).toBe('_blank');
    await expect(loadedImageCount(page.locator('[data-artist-header]'))).resolves.toBe(1);
    // The demo seed links Aurora Studio to test account 1, which minted the Aurora Gradients collection.
    await expect.poll(() => page.locator('[data-nft-card]').count(), loading).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-nft-card]').first().innerText(), eventually).toContain('Aurora');
    await page.locator('[data-artist-tab="collections"]').click();
    // Among the artist's collections (its drops come first as the newest).
    await expect
      .poll(async () => (await page.locator('[data-collection-card]').allInnerTexts()).join('\n'), loading)
      .toContain('Aurora Gradients');
    expect(errors).toEqual([]);
  });

  it('fills every section from the demo data: events, fan favorites and re-creations too (issue 13 item 6)', async () => {
    const { page, errors } = await open(url(), '/');
    await banner(page).locator('.swiper-slide').first().waitFor();
    const seeded = {
      'Popular events': 'Aurora Week',
      'Fan favorites': 'Collector of the Month',
      'Re-creations': 'Aurora, Remixed at Dawn',
    };
    for (const [name, title] of Object.entries(seeded)) {
      await region(page, name)
        .getByText(title, { exact: true })
        .first()
        .waitFor({ state: 'attached', ...loading });
    }
    await expect.poll(() => page.locator('[aria-busy="true"]').count(), eventually).toBe(0);
    await expect.poll(() => page.locator('[data-section-error]').count(), eventually).toBe(0);
    expect(errors).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Curated lists: a marketplace without the demo seed, with the lists written into its database.

type CuratedMarketplace = RunningMarketplace;

const startCuratedMarketplace = () => startMarketplace({ seedDemoData: false });

// An 8x8 PNG: small, but a real picture the browser decodes.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAgUlEQVR4nA3JIQFAIQxF0Z+JEIRAT2No8BrMTE9jaLAGNLhhPseezxrWsYFNTFhgGyu+1VidNViTJVawNuuFGupooImEAm30whve8YFPXHjgG3+RjezkICcpMshNvjiN0zmDMzniBGdzXlSjOjWoSYkKalMvbuN27uBOrrjB3dziB9AbeyFmZ5cIAAAAAElFTkSuQmCC',
  'base64',
);

async function storePicture(marketplace: CuratedMarketplace): Promise<number> {
  const stored = await createLocalMediaStore(join(marketplace.dataDir, 'media')).put(tinyPng, 'image/png');
  const [row] = await marketplace.database.db
    .insert(media)
    .values({ sha256: stored.sha256, mime: stored.contentType, sizeBytes: stored.size, width: 8, height: 8, storageKey: stored.key })
    .returning({ id: media.id });
  if (!row) throw new Error('the picture was not recorded');
  return row.id;
}

const eventLink = 'https://events.example/spring-drop';
const favoriteLink = 'https://fans.example/critters';
const derivativeLink = 'https://remix.example/aurora-echo';

describe('with curated events, fan favorites and re-creations', () => {
  let marketplace: CuratedMarketplace | undefined;

  beforeAll(async () => {
    marketplace = await startCuratedMarketplace();
    const picture = await storePicture(marketplace);
    const { db } = marketplace.database;
    await db.insert(homeEvents).values([
      { position: 0, title: 'Spring drop', description: 'New art every day in April.', linkUrl: eventLink, pictureMediaId: picture },
      { position: 1, title: 'Summer jam', description: 'Music NFTs from live sets.', linkUrl: null, pictureMediaId: null },
    ]);
    await db.insert(homeFavorites).values({
      title: 'Critter club',
      rewardDescription: 'Holders earn weekly rewards',
      favoriteDescription: 'The most loved critters of the month.',
      iconMediaId: picture,
      headerIconMediaId: picture,
      linkUrl: favoriteLink,
    });
    await db
      .insert(homeDerivatives)
      .values({ title: 'Aurora echo', likeCount: 1234, iconMediaId: picture, headerIconMediaId: picture, linkUrl: derivativeLink });
  });

  afterAll(async () => {
    await marketplace?.stop();
  });

  function url(): string {
    if (!marketplace) throw new Error('the marketplace did not start');
    return marketplace.url;
  }

  it('shows event slides whose View more link opens in a new tab', async () => {
    const { page, errors } = await open(url(), '/');
    const events = region(page, 'Popular events');
    await events.getByText('Spring drop').waitFor();
    await expect.poll(() => events.getByText('New art every day in April.').isVisible(), eventually).toBe(true);
    const viewMore = events.getByRole('link', { name: 'View more about Spring drop' });
    await expect.poll(() => viewMore.innerText(), eventually).toBe('View more');
    await expect.poll(() => viewMore.getAttribute('href'), eventually).toBe(eventLink);
    await expect.poll(() => viewMore.getAttribute('target'), eventually).toBe('_blank');
    await expect.poll(() => viewMore.getAttribute('rel'), eventually).toBe('noopener noreferrer');
    // An event without a link has no View more link.
    await expect.poll(() => events.getByRole('link').count(), eventually).toBe(1);
    await expect(loadedImageCount(events)).resolves.toBe(1);
    expect(errors).toEqual([]);
  });

  it('shows fan favorites that open their link in a new window', async () => {
    const { page, errors } = await open(url(), '/');
    const favorites = region(page, 'Fan favorites');
    const card = favorites.getByRole('link', { name: /Critter club/ });
    await card.waitFor();
    // Below the fold it waits, and fades in once scrolled half into view.
    await expect.poll(() => favorites.getAttribute('data-revealed'), eventually).toBe('false');
    await favorites.scrollIntoViewIfNeeded();
    await expect.poll(() => favorites.getAttribute('data-revealed'), loading).toBe('true');
    await expect.poll(() => card.getAttribute('href'), eventually).toBe(favoriteLink);
    await expect.poll(() => card.getAttribute('target'), eventually).toBe('_blank');
    await expect.poll(() => card.innerText(), eventually).toContain('Holders earn weekly rewards');
    await expect(loadedImageCount(favorites)).resolves.toBe(2);
    expect(errors).toEqual([]);
  });

  it('shows re-creations with their likes; anonymous visitors are asked to connect, a signed-in account likes once', async () => {
    // Its own browser: the test's clock (to step past the 1000 ms like debounce) belongs to the browser context.
    const session = await launchBrowser();
    onTestFinished(() => session.close());
    const page = await session.newPage();
    const errors = collectConsoleErrors(page);
    await page.setViewportSize(desktop);
    const chains = z.object({
      data: z.object({
        chains: z.array(z.object({ symbol: z.string(), chainName: z.string(), chainIdNumber: z.number(), rpcUrl: z.string() })),
      }),
    });
    const local1 = chains.parse(await (await fetch(`${url()}/v1/chains`)).json()).data.chains.find((chain) => chain.symbol === 'local1');
    if (!local1) throw new Error('local1 is not served');
    await EvmTestWallet.install(page, {
      chains: [{ chainId: local1.chainIdNumber, rpcUrl: local1.rpcUrl }],
      privateKeys: [anvilTestKeys[2]!],
    });
    const likeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/newfrontpage/addderivativelike')) likeRequests.push(request.method());
    });
    await page.clock.install();
    await page.goto(`${url()}/`);
    const derivatives = region(page, 'Re-creations');
    const link = derivatives.getByRole('link', { name: 'Aurora echo' });
    await link.waitFor(loading);
    await expect.poll(() => link.getAttribute('href'), eventually).toBe(derivativeLink);
    await expect.poll(() => link.getAttribute('target'), eventually).toBe('_blank');
    await expect.poll(() => derivatives.getByText('Likes: 1,234').isVisible(), eventually).toBe(true);
    await expect(loadedImageCount(derivatives)).resolves.toBe(2);
    const like = derivatives.getByRole('button', { name: 'Like' });
    await expect.poll(() => like.getAttribute('aria-pressed'), eventually).toBe('false');
    // Anonymous: the click asks for a wallet and sends nothing.
    await like.click();
    await page.getByText('Please connect wallet').waitFor(loading);
    expect(likeRequests).toEqual([]);
    await connectWallet(page, local1.chainName);
    await signIn(page);
    await page.clock.fastForward(1100);
    // Signed in: a burst of clicks is one like (debounced by 1000 ms); the card and the list agree. The page's time
    // stands still during the burst: on a loaded machine two clicks can be more than 1000 ms apart in real time,
    // which is two separate clicks (a like and an unlike), not a burst. The pause point lies 2 s ahead (as for the
    // banner above): pauseAt refuses a time the running clock has already passed, which +10 ms was on a loaded machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
    await like.click();
    await like.click();
    await page.clock.resume();
    await expect.poll(() => like.getAttribute('aria-pressed'), loading).toBe('true');
    await expect.poll(() => derivatives.getByText('Likes: 1,235').isVisible(), eventually).toBe(true);
    expect(likeRequests).toEqual(['POST']);
    // After the burst, the next click takes the like back.
    await expect.poll(() => like.getAttribute('aria-busy'), eventually).toBe('false');
    await page.clock.fastForward(1100);
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed'), loading).toBe('false');
    await expect.poll(() => derivatives.getByText('Likes: 1,234').isVisible(), eventually).toBe(true);
    expect(likeRequests).toEqual(['POST', 'POST']);
    expect(errors).toEqual([]);
  });

  it('shows a short error for a list that cannot be loaded while the rest of the page works', async () => {
    if (!browser) throw new Error('the browser did not start');
    const page = await browser.newPage();
    onTestFinished(() => page.close());
    // The network drops the events request: that is outside the product, the rest is real.
    await page.route('**/v1/newfrontpage/event', (route) => route.abort());
    await page.goto(`${url()}/`);
    const events = region(page, 'Popular events');
    await events.getByText('Popular events could not be loaded.').waitFor();
    await expect
      .poll(
        () =>
          region(page, 'Fan favorites')
            .getByRole('link', { name: /Critter club/ })
            .isVisible(),
        eventually,
      )
      .toBe(true);
    await page.unroute('**/v1/newfrontpage/event');
    await events.getByRole('button', { name: 'Try again' }).click();
    await events.getByText('Spring drop').waitFor();
  });

  it('shows a skeleton while a list is on its way', async () => {
    if (!browser) throw new Error('the browser did not start');
    const page = await browser.newPage();
    onTestFinished(() => page.close());
    // Hold the favorites answer back (a slow network) until the skeleton has been seen.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/v1/newfrontpage/favorite', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${url()}/`);
    const favorites = region(page, 'Fan favorites');
    await page.locator('section[aria-busy="true"][aria-label="Fan favorites"]').waitFor();
    await expect.poll(() => favorites.getByRole('link').count(), eventually).toBe(0);
    await region(page, 'Popular events').getByText('Spring drop').waitFor();
    release();
    await favorites.getByRole('link', { name: /Critter club/ }).waitFor();
    await expect.poll(() => favorites.getAttribute('aria-busy'), eventually).toBeNull();
  });

  it('shows the sections in Japanese', async () => {
    const { page } = await open(url(), '/');
    await region(page, 'Popular events').waitFor();
    await page.evaluate("sessionStorage.setItem('lang', 'ja')");
    await page.reload();
    await region(page, '人気のイベント').getByRole('link', { name: 'Spring dropの詳細を見る' }).waitFor();
    await region(page, '二次創作').getByRole('button', { name: 'いいね' }).waitFor();
    await region(page, 'ファンのお気に入り').waitFor();
  });
});
