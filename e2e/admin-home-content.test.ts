// Browser test of the operator console's Home content tab (issue 13 items 2 and 7): an admin adds an event with a
// picture uploaded through the upload pipeline, checks the preview, saves, and a visitor sees it on the home page
// without a restart; hidden again from the console, it leaves the visitor's page on the next load.
import { homeEvents } from '@nft/db';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it, onTestFinished } from 'vitest';
import { browserSuite } from './harness/browser-suite';
import { eventually } from './harness/eventually';
import { openSignedIn } from './harness/signed-in-tab';

const adminKey = generatePrivateKey();
const suite = browserSuite({ seedDemoData: false, env: { ADMIN_ADDRESSES: privateKeyToAccount(adminKey).address.toLowerCase() } });

const loading = { timeout: 15_000 };
const title = 'Browser Launch Party';

async function picture() {
  const buffer = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ff7ab6' } })
    .png()
    .toBuffer();
  return { name: 'event.png', mimeType: 'image/png', buffer };
}

/** The admin's tab on the console's Home content tab, signed in through the API (e2e/harness/signed-in-tab.ts). */
async function openAdmin(): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openSignedIn(suite, 'local1', adminKey, '/admin/home');
  await page.locator('[data-admin-home]').waitFor(loading);
  return { page, errors };
}

/** A visitor's fresh tab (no wallet, no session) on the home page, and its events region. */
async function visitorEvents() {
  const page = await suite.browser.newPage();
  onTestFinished(() => page.close());
  await page.goto(suite.server.url + '/');
  return { page, events: page.getByRole('region', { name: 'Popular events', exact: true }) };
}

describe('operator console: home content', () => {
  it('an admin adds an event with a picture and it appears for a visitor; hidden again, it goes', async () => {
    // An event already on the home page: the visitor's checks wait for it, so "gone" means loaded and absent.
    await suite.server.database.db.insert(homeEvents).values({ position: 0, title: 'Anchor night' });
    const { page, errors } = await openAdmin();
    await page.locator('[data-home-sections]').getByText('Events', { exact: true }).click();
    await page.locator('[data-home-item-name]').filter({ hasText: 'Anchor night' }).waitFor(loading);

    await page.locator('[data-home-add]').click();
    const form = page.locator('[data-home-item-form]');
    // The browser checks first: no title, no request.
    await form.locator('[data-submit]').click();
    await form.getByText('This field is required').waitFor();
    await form.locator('input[data-field="title"]').fill(title);
    await form.locator('textarea[data-field="description"]').fill('Mint with us on local1 tonight.');
    await form.locator('input[data-field="linkUrl"]').fill('https://party.example/launch');
    await form.locator('[data-upload-kind="featured"] input[type="file"]').setInputFiles(await picture());
    await form.locator('[data-upload-kind="featured"] img').waitFor(loading);
    // The preview shows the unsaved item as a card.
    const preview = form.locator('[data-home-preview]');
    await expect.poll(() => preview.innerText(), eventually).toContain(title);
    await expect.poll(() => preview.locator('img').count(), eventually).toBe(1);
    await form.locator('[data-submit]').click();
    await form.waitFor({ state: 'detached' });

    const row = page.locator('[data-home-item]').filter({ hasText: title });
    await expect.poll(() => row.locator('[data-home-item-status]').getAttribute('data-home-item-status'), eventually).toBe('live');

    // The visitor's home page shows it, picture from the media origin, link opening in a new tab.
    const visitor = await visitorEvents();
    await visitor.events
      .getByText(title, { exact: true })
      .first()
      .waitFor({ state: 'attached', ...loading });
    const viewMore = visitor.events.getByRole('link', { name: `View more about ${title}` }).first();
    await expect.poll(() => viewMore.getAttribute('href'), eventually).toBe('https://party.example/launch');
    const src = await visitor.events.locator('img').first().getAttribute('src');
    expect(src?.startsWith(`${suite.server.mediaUrl}/media/`)).toBe(true);

    // Hidden from the console: the next load of the home page no longer shows it.
    await row.locator('[data-home-edit]').click();
    await form.locator('input[data-field="visible"]').uncheck({ force: true });
    await form.locator('[data-submit]').click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => row.locator('[data-home-item-status]').getAttribute('data-home-item-status'), eventually).toBe('hidden');
    await visitor.page.reload();
    await visitor.events
      .getByText('Anchor night', { exact: true })
      .first()
      .waitFor({ state: 'attached', ...loading });
    await expect.poll(() => visitor.events.getByText(title, { exact: true }).count(), eventually).toBe(0);
    expect(errors).toEqual([]);
  });
});
