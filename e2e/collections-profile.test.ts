// Browser tests of the collection and profile forms and the account page (issue 5 items 1 and 4):
// a signed-in creator creates a collection with a logo upload on local1, sees it on its detail page,
// edits and deletes it; another wallet is told the collection is not theirs; a profile edit shows on
// /account/<address>/created; the forms in Japanese show the Japanese messages.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sessionKeys } from '../apps/web/src/lib/session-keys';
import { startSignedIn } from './harness/api-session';
import { browserSuite } from './harness/browser-suite';
import { collectConsoleErrors } from './harness/console-errors';
import { pathname } from './harness/page-helpers';
import { accountMenuButton } from './harness/wallets/connect-helpers';
import { generatePrivateKey } from 'viem/accounts';
import { EvmTestWallet } from './harness/wallets/evm-test-wallet';
import { eventually } from './harness/eventually';

type CollectionData = {
  id: number;
  name: string;
  creator: string;
  royaltyBps: number;
  website: string | null;
  logo: { url: string } | null;
  chain: string;
};

const suite = browserSuite({ seedDemoData: false });

/**
 * A tab whose wallet (a fresh key: signing in needs no funds) starts signed in on suite.chain('local1') through the API
 * (e2e/harness/api-session.ts; the wallet UI sign-in has its own tests), at `path` if given, else before its first page.
 */
async function openSignedIn(path?: string) {
  const page = await suite.browser.newPage();
  onTestFinished(() => page.close());
  const errors = collectConsoleErrors(page);
  const key = generatePrivateKey();
  const wallet = await EvmTestWallet.install(page, {
    chains: [{ chainId: suite.chain('local1').chainIdNumber, rpcUrl: suite.chain('local1').rpcUrl }],
    privateKeys: [key],
  });
  const token = await startSignedIn(page, suite.server.url, suite.chain('local1'), key);
  if (path) await page.goto(suite.server.url + path);
  return { page, errors, token, address: wallet.address.toLowerCase() };
}

async function getCollection(id: number): Promise<{ status: number; data?: CollectionData }> {
  const response = await fetch(`${suite.server.url}/v1/collections/${id}`);
  const body = (await response.json()) as { data?: CollectionData };
  return { status: response.status, data: body.data };
}

async function pngFile(size: number) {
  const buffer = await sharp({ create: { width: size, height: size, channels: 3, background: '#6a4cff' } })
    .png()
    .toBuffer();
  return { name: 'logo.png', mimeType: 'image/png', buffer };
}

const form = (page: Page) => page.locator('[data-collection-form]');
const fieldError = (page: Page, field: string) =>
  page
    .locator(`[data-field="${field}"]`)
    .locator('xpath=ancestor::*[contains(@class, "mantine-InputWrapper-root")][1]')
    .locator('.mantine-InputWrapper-error');

describe('collections in the browser', () => {
  it('creates a collection with a logo on local1, shows it, edits it and keeps other wallets out', async () => {
    const { page, errors, address } = await openSignedIn('/edit-collection');
    await page.getByRole('heading', { level: 1, name: 'Create a collection' }).waitFor();

    // Nothing filled in: the browser refuses with the spec's messages and sends nothing.
    await form(page).locator('[data-submit]').click();
    await expect.poll(() => fieldError(page, 'name').textContent()).toBe('This field is required');
    await expect.poll(() => page.getByText('Please check the Terms of Service').isVisible(), eventually).toBe(true);
    await form(page).locator('input[data-field="name"]').fill('Owl');
    await form(page).locator('input[data-field="website"]').fill('not a website');
    await form(page).locator('[data-submit]').click();
    await expect.poll(() => fieldError(page, 'name').textContent()).toBe('Length should be 4 to 45.');
    await expect.poll(() => fieldError(page, 'website').textContent()).toBe('Invalid website URL');

    await form(page)
      .locator('[data-upload-kind="logo"] input[type="file"]')
      .setInputFiles(await pngFile(400));
    await form(page).locator('[data-upload-kind="logo"] img').waitFor();
    await form(page).locator('input[data-field="name"]').fill('Browser Owls');
    await form(page).locator('textarea[data-field="description"]').fill('Made in a browser test');
    await form(page).locator('input[data-field="royalty"]').fill('2.5');
    await form(page).locator('input[data-field="website"]').fill('https://owls.example');
    await form(page).locator('input[data-field="termsAccepted"]').check({ force: true });
    await form(page).locator('[data-submit]').click();
    await page.waitForURL((url) => /^\/collection-detail\/\d+\/collected$/.test(url.pathname));
    const id = Number(pathname(page).split('/')[2]);
    // The detail page shows what was just created.
    await expect.poll(() => page.locator('[data-collection-title]').textContent()).toContain('Browser Owls');
    const created = await getCollection(id);
    expect(created.data).toMatchObject({
      name: 'Browser Owls',
      creator: address,
      royaltyBps: 250,
      chain: 'local1',
      website: 'https://owls.example',
      logo: { url: expect.any(String) },
    });

    // The creator reaches the edit page from the detail page.
    await page.locator('[data-edit-collection]').click();
    await page.waitForURL(`**/edit-collection/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Edit collection' }).waitFor();
    await expect.poll(() => form(page).locator('input[data-field="name"]').inputValue()).toBe('Browser Owls');
    await form(page).locator('input[data-field="name"]').fill('Browser Owls Renamed');
    await form(page).locator('input[data-field="termsAccepted"]').check({ force: true });
    await form(page).locator('[data-submit]').click();
    await page.waitForURL(`**/collection-detail/${id}/collected`);
    const edited = await getCollection(id);
    expect(edited.data).toMatchObject({ name: 'Browser Owls Renamed', royaltyBps: 250, logo: { url: created.data!.logo!.url } });
    expect(errors).toEqual([]);

    const stranger = await openSignedIn(`/collection-detail/${id}/collected`);
    await stranger.page.locator('[data-collection-title]').waitFor();
    await expect.poll(() => stranger.page.locator('[data-edit-collection]').count(), eventually).toBe(0);
    await stranger.page.goto(`${suite.server.url}/edit-collection/${id}`);
    await stranger.page.locator('[data-not-your-collection]').getByText('You can only edit your own collection').waitFor();
  });

  it('deletes an empty collection after confirmation and shows it no more', async () => {
    const { page, token, address } = await openSignedIn();
    const response = await fetch(`${suite.server.url}/v1/collections`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ chain: 'local1', name: 'Short lived', royalty: 0, royaltyAddress: address, termsAccepted: true }),
    });
    const { data } = (await response.json()) as { data: { id: number } };
    await page.goto(`${suite.server.url}/edit-collection/${data.id}`);
    await page.locator('[data-delete-collection]').click();
    await page.locator('[data-confirm-delete]').click();
    await page.waitForURL(`**/account/${address}/collections`);
    expect((await getCollection(data.id)).status).toBe(404);
  });
});

describe('profile and account page in the browser', () => {
  it('saves a profile and shows it on /account/<address>/created', async () => {
    const { page, errors, address } = await openSignedIn('/');
    // The account menu leads to the profile form.
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Edit profile' }).click();
    await page.waitForURL('**/edit-account-info');
    const profileForm = page.locator('[data-profile-form]');
    await profileForm.waitFor({ timeout: 30_000 });
    await profileForm.locator('input[data-field="name"]').fill('Owl Keeper');
    await profileForm.locator('textarea[data-field="description"]').fill('I keep owls');
    await profileForm.locator('input[data-field="website"]').fill('https://owls.example');
    await profileForm.locator('[data-submit]').click();
    await page.waitForURL(`**/account/${address}/created`);
    await expect.poll(() => page.locator('[data-account-name]').textContent()).toBe('Owl Keeper');
    await expect.poll(() => page.locator('[data-account-description]').textContent(), eventually).toBe('I keep owls');
    // Nothing created yet: the tab says so; a new account has neither received nor made an offer.
    await page.locator('[data-empty-state]').getByText('No NFTs created yet').waitFor();
    await page.locator('[data-account-tab="offers"]').click();
    await page.waitForURL(`**/account/${address}/offers`);
    await page.locator('[data-offers-section="received"] [data-offers-empty]').getByText('No offers yet').waitFor();
    await page.locator('[data-offers-section="made"] [data-offers-empty]').getByText('No offers yet').waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the forms in Japanese with the Japanese messages', async () => {
    const { page } = await openSignedIn();
    // The language the user chose, in session storage before the tab's first page.
    await page.addInitScript((name) => globalThis.sessionStorage.setItem(name, 'ja'), sessionKeys.language);
    await page.goto(`${suite.server.url}/edit-collection`);
    await page.getByRole('heading', { level: 1, name: 'コレクションを作成' }).waitFor();
    await form(page).locator('input[data-field="name"]').fill('Owl');
    await form(page).locator('input[data-field="website"]').fill('owls');
    await form(page).locator('[data-submit]').click();
    await expect.poll(() => fieldError(page, 'name').textContent()).toBe('4〜45文字で入力してください。');
    await expect.poll(() => fieldError(page, 'website').textContent()).toBe('無効なウェブサイトURLです');
    await page.getByText('利用規約にチェックを入れてください').waitFor();

    await page.goto(`${suite.server.url}/edit-account-info`);
    const profileForm = page.locator('[data-profile-form]');
    // A busy machine can take a while to load the profile; the form appears once it is in.
    await profileForm.waitFor({ timeout: 30_000 });
    await profileForm.locator('input[data-field="name"]').fill('abc');
    await profileForm.locator('[data-submit]').click();
    await expect.poll(() => fieldError(page, 'name').textContent()).toBe('4〜20文字で入力してください。');
  });
});
