// Browser test of the static pages (issue 13 item 5, docs/decisions/039-legal-texts-guides-and-footer-links.md): the
// terms in English, then in Japanese after the language switch, with their version; a guide opened from the footer.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { launchBrowser, type BrowserSession } from './harness/browser';
import { collectConsoleErrors } from './harness/console-errors';
import { eventually } from './harness/eventually';
import { startMarketplace, type RunningMarketplace } from './harness/marketplace';
import { pathname } from './harness/page-helpers';
import { en, ja } from './harness/texts';

let server: RunningMarketplace | undefined;
let browser: BrowserSession | undefined;

beforeAll(async () => {
  server = await startMarketplace({ seedDemoData: false });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string) {
  if (!browser || !server) throw new Error('the browser or the web server did not start');
  const page = await browser.newPage();
  onTestFinished(() => page.close());
  const errors = collectConsoleErrors(page);
  await page.goto(server.url + path);
  return { page, errors };
}

describe('legal pages and guides', () => {
  it('shows the versioned terms in English, then in Japanese after the language switch', async () => {
    const { page, errors } = await open('/term-of-service');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Terms of service', exact: true }).waitFor();
    await main.getByRole('heading', { level: 2, name: '4. Fees and royalties' }).waitFor();
    await expect
      .poll(() => main.getByTestId('legal-version').textContent(), eventually)
      .toMatch(/^Version 1\.0 · effective November 26, 2026$/);
    // The text the API serves, rendered as elements: its links are router links to the app's own pages.
    await expect
      .poll(() => main.getByRole('link', { name: 'Privacy Policy', exact: true }).getAttribute('href'), eventually)
      .toBe('/privacy-policy');

    await page.getByRole('banner').getByText('日本語', { exact: true }).click();
    await main.getByRole('heading', { level: 1, name: '利用規約', exact: true }).waitFor();
    await main.getByRole('heading', { level: 2, name: '4. 手数料とロイヤリティ' }).waitFor();
    await expect.poll(() => main.getByTestId('legal-version').textContent(), eventually).toMatch(/^バージョン 1\.0・2026年11月26日 発効$/);
    await expect.poll(() => main.getByText('Fees and royalties').count(), eventually).toBe(0);
    await expect
      .poll(() => main.getByRole('link', { name: 'プライバシーポリシー', exact: true }).getAttribute('href'), eventually)
      .toBe('/privacy-policy');
    expect(errors).toEqual([]);
  });

  it('opens a guide from the footer and moves between guides in its menu', async () => {
    const { page, errors } = await open('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: en.footer.links.guide_create_collection }).click();
    await expect.poll(() => pathname(page), eventually).toBe('/guides/create-and-mint');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Create and mint', exact: true }).waitFor();

    await main.getByRole('navigation', { name: en.guides.menu_label }).getByRole('link', { name: en.guides.titles.faq }).click();
    await main.getByRole('heading', { level: 1, name: 'Frequently asked questions', exact: true }).waitFor();
    await expect.poll(() => pathname(page), eventually).toBe('/guides/faq');

    await page.getByRole('banner').getByText('日本語', { exact: true }).click();
    await main.getByRole('heading', { level: 1, name: 'よくある質問', exact: true }).waitFor();
    await expect
      .poll(
        () =>
          main
            .getByRole('navigation', { name: ja.guides.menu_label })
            .getByRole('link', { name: ja.guides.titles.faq })
            .getAttribute('aria-current'),
        eventually,
      )
      .toBe('page');
    expect(errors).toEqual([]);
  });
});
