// Browser tests of the web shell: layout, navigation, language, footer rules and error pages,
// against the production build served by the real marketplace server (API, chains and database).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { launchBrowser, type BrowserSession } from './harness/browser';
import { collectConsoleErrors } from './harness/console-errors';
import { isScrollable, pathname, scrollPosition, scrollToBottom, sessionValue } from './harness/page-helpers';
import { startMarketplace, type RunningMarketplace } from './harness/marketplace';
import { eventually } from './harness/eventually';
import { ja } from './harness/texts';

const heroTitle = 'Create, collect and trade NFTs on the chains you already use';

// docs/product.md (spec section 2): the 22 routes, each with a concrete URL and the heading it must show. The five
// guarded ones (docs/product.md, spec section 5, and the contest entry form) are listed apart: without a wallet they
// send the visitor home.
const routes: readonly [url: string, heading: string][] = [
  ['/', heroTitle],
  // An address that never saved a profile.
  ['/account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/created', 'Unnamed'],
  ['/market-place', 'Explore NFTs'],
  ['/collections', 'Explore collections'],
  ['/collections/art', 'Explore collections'],
  ['/stake-market/ongoing', 'Stake market'],
  ['/term-of-service', 'Terms of service'],
  ['/privacy-policy', 'Privacy policy'],
  ['/vote-list', 'Ongoing votes'],
  ['/vote-list/ongoing', 'Ongoing votes'],
  ['/vote-list/finished', 'Finished votes'],
];

// Detail screens of items that do not exist (the shell starts without demo data) say so.
const missingItemRoutes: readonly [url: string, message: string][] = [
  ['/nft-detail/local1/0x5FbDB2315678afecb367f032d93F642f64180aa3/7', 'This NFT does not exist, or it was hidden or deleted.'],
  ['/collection-detail/12/collected', 'This collection does not exist or was removed.'],
  ['/stake-event/local1-3', 'This staking activity does not exist.'],
  ['/artist/9', 'This artist could not be found'],
  ['/vote-activity/5', 'This contest does not exist.'],
  ['/mint/9', 'This drop does not exist.'],
];

const guardedRoutes: readonly string[] = [
  '/edit-collection/12',
  '/create-nft/12',
  '/sell/local1/0x5FbDB2315678afecb367f032d93F642f64180aa3/7',
  '/edit-account-info',
  '/upload-vote-nft/5',
];

let server: RunningMarketplace | undefined;
let browser: BrowserSession | undefined;

beforeAll(async () => {
  // The shell needs no demo data; seeding would only slow the start.
  server = await startMarketplace({ seedDemoData: false });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A fresh tab (own session storage) on `path`, closed when the test ends. */
async function open(path: string, options: { viewport?: { width: number; height: number } } = {}) {
  if (!browser || !server) throw new Error('the browser or the web server did not start');
  const page = await browser.newPage();
  onTestFinished(() => page.close());
  const errors = collectConsoleErrors(page);
  if (options.viewport) await page.setViewportSize(options.viewport);
  await page.goto(server.url + path);
  return { page, errors };
}

function mainHeading(page: Page, name: string) {
  return page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });
}

describe('layout', () => {
  it('renders the home page with the header and the footer', async () => {
    const { page, errors } = await open('/');
    await mainHeading(page, heroTitle).waitFor();
    const header = page.getByRole('banner');
    await expect.poll(() => header.getByRole('link', { name: 'Home' }).isVisible(), eventually).toBe(true);
    const nav = header.getByRole('navigation', { name: 'Main navigation' });
    await expect
      .poll(() => nav.getByRole('link').allTextContents(), eventually)
      .toEqual(['Market place', 'Collections', 'Stake', 'Vote', 'Create']);
    await expect.poll(() => header.getByRole('button', { name: /Connect wallet/ }).isVisible(), eventually).toBe(true);
    await expect.poll(() => header.getByText('日本語', { exact: true }).isVisible(), eventually).toBe(true);
    await expect.poll(() => page.getByRole('contentinfo').isVisible(), eventually).toBe(true);
    await expect(page.title()).resolves.toBe('NFT Marketplace');
    expect(errors).toEqual([]);
  });

  it('shows the four footer columns, the copyright line and the social links', async () => {
    const { page } = await open('/');
    const footer = page.getByRole('contentinfo');
    const columns = footer.locator('[data-footer-column]');
    await expect
      .poll(() => columns.locator('h2').allTextContents(), eventually)
      .toEqual(['My account', 'Intro to NFT Marketplace', 'Intro to Web3', 'About']);
    await expect.poll(() => footer.getByText('© 2022-2023 NFT Marketplace. All rights reserved.').isVisible(), eventually).toBe(true);
    const social = footer.getByTestId('footer-brand').getByRole('list', { name: 'Social links' });
    const names = ['Twitter', 'Medium', 'Discord', 'Instagram', 'Email', 'All our links'];
    for (const name of names) await expect.poll(() => social.getByRole('link', { name }).isVisible(), eventually).toBe(true);
    await expect.poll(() => social.getByRole('link', { name: 'Email' }).getAttribute('href'), eventually).toMatch(/^mailto:/);
    await expect
      .poll(() => footer.getByRole('link', { name: 'Terms of service' }).getAttribute('href'), eventually)
      .toBe('/term-of-service');
    await expect.poll(() => footer.getByRole('link', { name: 'Privacy policy' }).getAttribute('href'), eventually).toBe('/privacy-policy');
  });

  it('opens every external footer link in a new tab without an opener', async () => {
    const { page } = await open('/');
    const external = page.getByRole('contentinfo').locator('a[href^="http"]');
    // The operator's links (application form, batch migration, documentation) and the social links twice (brand block and
    // bottom bar); the creator-platform pages are in-app guides (docs/decisions/039-legal-texts-guides-and-footer-links.md).
    // The footer renders after the first screen and the operator's links arrive from the API: wait for all of them.
    await expect.poll(() => external.count(), eventually).toBeGreaterThanOrEqual(13);
    const links = await external.evaluateAll((anchors) => anchors.map((a) => [a.getAttribute('target'), a.getAttribute('rel')]));
    for (const [target, rel] of links) {
      expect(target).toBe('_blank');
      expect(rel?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    }
  });

  it('shows toasts at the spec defaults (the please-connect-wallet warning of a guarded link)', async () => {
    const { page } = await open('/');
    await page.getByRole('banner').getByRole('link', { name: 'Create' }).click();
    await page.getByText('Please connect wallet').waitFor();
    // Spec toast defaults: 16 px from the top edge, base z-index 2000.
    const stack = page.locator('[data-position="top-center"]');
    await expect(stack.boundingBox()).resolves.toMatchObject({ y: 16 });
    await expect(page.evaluate<string>(`getComputedStyle(document.querySelector('[data-position="top-center"]')).zIndex`)).resolves.toBe(
      '2000',
    );
  });

  it('keeps a visitor without a wallet on the page when the Create call to action is clicked', async () => {
    const { page } = await open('/');
    await page.getByRole('region', { name: 'Turn your work into an NFT' }).getByRole('link', { name: 'Create' }).click();
    await page.getByText('Please connect wallet').waitFor();
    expect(pathname(page)).toBe('/');
    await mainHeading(page, heroTitle).waitFor();
  });
});

describe('narrow screens', () => {
  it('moves the header navigation behind a menu button', async () => {
    const { page } = await open('/', { viewport: { width: 600, height: 800 } });
    await mainHeading(page, heroTitle).waitFor();
    const header = page.getByRole('banner');
    await expect.poll(() => header.getByRole('navigation', { name: 'Main navigation' }).isHidden(), eventually).toBe(true);
    await header.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => menu.getByText('日本語', { exact: true }).isVisible(), eventually).toBe(true);
    await menu.getByRole('link', { name: 'Collections' }).click();
    await mainHeading(page, 'Explore collections').waitFor();
    await menu.waitFor({ state: 'hidden' });
  });
});

describe('routes', () => {
  it.each(routes)('%s renders without a console error', async (url, heading) => {
    const { page, errors } = await open(url);
    await mainHeading(page, heading).waitFor();
    await expect.poll(() => page.getByText('Page not found').count(), eventually).toBe(0);
    expect(errors).toEqual([]);
  });

  it.each(missingItemRoutes)('%s says the item does not exist', async (url, message) => {
    const { page, errors } = await open(url);
    await page.getByRole('main').getByText(message, { exact: true }).waitFor();
    await expect.poll(() => page.getByText('Page not found').count(), eventually).toBe(0);
    // The browser logs the API's 404 for the item itself; nothing else may fail.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  });

  it.each(guardedRoutes)('%s sends a visitor without a wallet home with a warning', async (url) => {
    const { page, errors } = await open(url);
    await page.getByText('Please connect wallet').waitFor();
    await mainHeading(page, heroTitle).waitFor();
    expect(pathname(page)).toBe('/');
    expect(errors).toEqual([]);
  });

  it('lands /vote-list on /vote-list/ongoing', async () => {
    const { page } = await open('/vote-list');
    await mainHeading(page, 'Ongoing votes').waitFor();
    expect(pathname(page)).toBe('/vote-list/ongoing');
  });

  it('switches between ongoing and finished votes', async () => {
    const { page } = await open('/vote-list/ongoing');
    await page.getByRole('navigation', { name: 'Votes' }).getByRole('link', { name: 'Finished' }).click();
    await mainHeading(page, 'Finished votes').waitFor();
    expect(pathname(page)).toBe('/vote-list/finished');
  });

  it('shows the 404 page for an unknown route, with a way home', async () => {
    const { page } = await open('/no/such/page');
    await mainHeading(page, 'Page not found').waitFor();
    await expect.poll(() => page.getByText('404', { exact: true }).isVisible(), eventually).toBe(true);
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await mainHeading(page, heroTitle).waitFor();
    expect(pathname(page)).toBe('/');
  });

  it('shows a translated error with a way home when a screen fails to load', async () => {
    const { page } = await open('/');
    await page.route('**/assets/market-place-*.js', (route) => route.abort());
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Market place' }).click();
    await mainHeading(page, 'Something went wrong').waitFor();
    await expect.poll(() => page.getByRole('banner').isVisible(), eventually).toBe(true);
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await mainHeading(page, heroTitle).waitFor();
  });

  it('starts every navigation at the top left, back navigation included', async () => {
    const { page } = await open('/', { viewport: { width: 1280, height: 480 } });
    await mainHeading(page, heroTitle).waitFor();
    await scrollToBottom(page);
    expect((await scrollPosition(page)).y).toBeGreaterThan(0);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' }).click();
    await mainHeading(page, 'Terms of service').waitFor();
    await expect(isScrollable(page)).resolves.toBe(true);
    await expect(scrollPosition(page)).resolves.toEqual({ x: 0, y: 0 });

    await scrollToBottom(page);
    expect((await scrollPosition(page)).y).toBeGreaterThan(0);
    await page.goBack();
    await mainHeading(page, heroTitle).waitFor();
    await expect(scrollPosition(page)).resolves.toEqual({ x: 0, y: 0 });
  });
});

describe('language', () => {
  it('switches to Japanese and keeps it across a reload', async () => {
    const { page } = await open('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Market place' }).waitFor();
    await page.getByRole('banner').getByText('日本語', { exact: true }).click();

    await page.getByRole('navigation', { name: 'メインナビゲーション' }).getByRole('link', { name: 'マーケットプレイス' }).waitFor();
    await expect.poll(() => page.getByRole('contentinfo').getByText('マイアカウント').isVisible(), eventually).toBe(true);
    await expect(sessionValue(page, 'lang')).resolves.toBe('ja');
    await expect.poll(() => page.getAttribute('html', 'lang'), eventually).toBe('ja');

    await page.reload();
    await page.getByRole('navigation', { name: 'メインナビゲーション' }).getByRole('link', { name: 'マーケットプレイス' }).waitFor();
    // The English title's absence means something only once the page has shown its Japanese one.
    await mainHeading(page, ja.home.hero.title).waitFor();
    await expect.poll(() => page.getByText(heroTitle).count(), eventually).toBe(0);

    await page.getByRole('banner').getByText('English', { exact: true }).click();
    await nav.getByRole('link', { name: 'Market place' }).waitFor();
    await expect(sessionValue(page, 'lang')).resolves.toBe('en');
  });

  it('falls back to English when session storage holds an unsupported language', async () => {
    if (!browser || !server) throw new Error('the browser or the web server did not start');
    const page = await browser.newPage();
    onTestFinished(() => page.close());
    await page.addInitScript("sessionStorage.setItem('lang', 'fr')");
    await page.goto(server.url + '/');
    await mainHeading(page, heroTitle).waitFor();
    await expect.poll(() => page.getAttribute('html', 'lang'), eventually).toBe('en');
  });
});

describe('footer rules', () => {
  it('hides the brand block and moves the social list to the bottom bar at 900 px', async () => {
    const { page } = await open('/', { viewport: { width: 900, height: 800 } });
    await mainHeading(page, heroTitle).waitFor();
    await expect.poll(() => page.getByTestId('footer-brand').isHidden(), eventually).toBe(true);
    const bottomBar = page.getByTestId('footer-bottom-bar');
    await expect.poll(() => bottomBar.getByRole('link', { name: 'Twitter' }).isVisible(), eventually).toBe(true);
    await expect.poll(() => bottomBar.getByText('© 2022-2023', { exact: false }).isVisible(), eventually).toBe(true);
  });

  it.each([901, 1200])('keeps the brand block with the social list at %i px', async (width) => {
    const { page } = await open('/', { viewport: { width, height: 800 } });
    await mainHeading(page, heroTitle).waitFor();
    const brand = page.getByTestId('footer-brand');
    await expect.poll(() => brand.isVisible(), eventually).toBe(true);
    await expect.poll(() => brand.getByRole('link', { name: 'Twitter' }).isVisible(), eventually).toBe(true);
    await expect.poll(() => page.getByTestId('footer-bottom-bar').getByRole('link', { name: 'Twitter' }).isHidden(), eventually).toBe(true);
  });

  it('does nothing when the profile or earning link is clicked without an account', async () => {
    if (!browser) throw new Error('the browser did not start');
    const { page } = await open('/market-place');
    await mainHeading(page, 'Explore NFTs').waitFor();
    const tabsBefore = browser.context.pages().length;
    const footer = page.getByRole('contentinfo');
    for (const name of ['Profile', 'Earning']) {
      const link = footer.getByRole('button', { name });
      await expect.poll(() => link.getAttribute('href'), eventually).toBeNull();
      // `force`: the control is aria-disabled, which Playwright otherwise refuses to click.
      await link.click({ force: true });
    }
    // A navigation would first fetch the account screen's chunk; let any such request settle.
    await page.waitForLoadState('networkidle');
    expect(pathname(page)).toBe('/market-place');
    await expect.poll(() => mainHeading(page, 'Explore NFTs').isVisible(), eventually).toBe(true);
    expect(browser.context.pages().length).toBe(tabsBefore);
  });
});
