// Browser tests of the operator console's moderation (issue 13 items 1, 2 and 7): with `npm start`'s defaults the
// first devnet account is the operator; it sees the console link, verifies a collection and a visitor sees the
// badge; it resolves a report by hiding the NFT, and the NFT's owner is told why on the NFT page while a visitor gets
// "not found". A signed-in non-operator gets "operators only". Rows are written straight to the database (the
// moderation acts on indexed rows; minting has its own tests). The operator also creates a contest in the console
// and a visitor finds it on /vote-list/ongoing (issue 15 item 4), and names a staking activity a visitor then reads.
import { accounts, collections, contracts, nfts, ownerships, reports, stakingActivities } from '@nft/db';
import { testAccounts } from '@nft/devnet';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { browserSuite } from './harness/browser-suite';
import { eventually } from './harness/eventually';
import { openSignedIn } from './harness/signed-in-tab';

// No ADMIN_ADDRESSES: the embedded default makes anvil test account 0 the operator (docs/decisions/036).
const suite = browserSuite({ seedDemoData: false });
const operator = testAccounts[0]!;
const owner = testAccounts[7]!;
const loading = { timeout: 20_000 };

async function seedNft(name: string) {
  const { db } = suite.server.database;
  const contractAddress = `0x${'ad'.repeat(19)}${name.length.toString(16).padStart(2, '0')}`;
  await db.insert(contracts).values({ chain: 'local1', address: contractAddress, standard: 'ERC-721' });
  const [collection] = await db
    .insert(collections)
    .values({ chain: 'local1', creatorAddress: owner.address.toLowerCase(), name: `${name} Collection`, contractAddress })
    .returning();
  const [nft] = await db
    .insert(nfts)
    .values({ chain: 'local1', contractAddress, tokenId: '1', standard: 'ERC-721', collectionId: collection!.id, name })
    .returning();
  await db.insert(ownerships).values({
    chain: 'local1',
    contractAddress,
    tokenId: '1',
    owner: owner.address.toLowerCase(),
    balance: '1',
    acquiredAt: new Date(),
    blockNumber: 1,
    blockHash: `0x${'1'.repeat(64)}`,
  });
  return { collection: collection!, nft: nft!, path: `/nft-detail/local1/${contractAddress}/1` };
}

async function visitor(path: string) {
  const page = await suite.browser.newPage();
  onTestFinished(() => page.close());
  await page.goto(suite.server.url + path);
  return page;
}

describe('operator console: moderation', () => {
  it('the operator verifies a collection from the console and a visitor sees the verified badge', async () => {
    const { collection } = await seedNft('Moderated Sunrise');
    const { page } = await openSignedIn(suite, 'local1', operator.privateKey, '/');
    await page.locator('[data-testid="admin-console-link"]').click();
    await page.getByRole('tab', { name: 'Collections' }).click();
    // The click waits for the searched list: the unfiltered one also shows the row, and is replaced (the row unmounted
    // and mounted again) when the debounced search answers. The answer to the click is checked before its effect, so
    // a refused action fails here with its status rather than as a badge that never appears.
    const searched = page.waitForResponse((response) => new URL(response.url()).searchParams.get('q') === 'Moderated Sunrise');
    await page.getByRole('textbox', { name: 'Search collections by name or contract address' }).fill('Moderated Sunrise');
    await searched;
    const row = page.locator(`[data-collection-id="${collection.id}"]`);
    await row.waitFor(loading);
    const verifying = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith(`/admin/collections/${collection.id}/verified`),
    );
    await row.getByRole('button', { name: 'Verify', exact: true }).click();
    expect((await verifying).status()).toBe(200);
    await row.getByText('Verified', { exact: true }).waitFor(loading);

    const seen = await visitor(`/collection-detail/${collection.id}/collected`);
    await seen.locator('[data-collection-title]').waitFor(loading);
    await seen.locator('svg[data-verified]').first().waitFor(loading);

    // The audit log shows the action, newest first.
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await expect
      .poll(() => page.locator('[data-audit-action]').first().getAttribute('data-audit-action'), eventually)
      .toBe('collection.verify');
  });

  it('a report resolved by hiding: the owner is told why on the NFT page, a visitor finds nothing, a non-operator gets "operators only"', async () => {
    const { nft, path } = await seedNft('Reported Dusk');
    const { db } = suite.server.database;
    const [reporter] = await db.insert(accounts).values({ address: testAccounts[8]!.address.toLowerCase(), family: 'evm' }).returning();
    await db.insert(reports).values({
      nftId: nft.id,
      reporterAccountId: reporter!.id,
      reason: 'copyright',
      originalLink: 'https://original.example/dusk',
      extraInfo: 'Traced from my painting',
    });

    const { page } = await openSignedIn(suite, 'local1', operator.privateKey, '/admin/reports');
    const card = page.locator('[data-report-id]').filter({ hasText: 'Reported Dusk' });
    await card.waitFor(loading);
    await card.getByText('Traced from my painting').waitFor();
    await card.getByRole('button', { name: 'Hide the NFT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hide the reported NFT' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Copies an artwork by another artist');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await card.waitFor({ state: 'detached', ...loading });

    const ownerTab = await openSignedIn(suite, 'local1', owner.privateKey, path);
    const notice = ownerTab.page.locator('[data-testid="nft-hidden-notice"]');
    await notice.getByText('Copies an artwork by another artist').waitFor(loading);
    // The owner is not an operator: the console says so.
    await ownerTab.page.goto(suite.server.url + '/admin');
    await ownerTab.page.locator('[data-testid="admin-operators-only"]').waitFor(loading);
    await expect.poll(() => ownerTab.page.locator('[data-testid="admin-console-link"]').count(), eventually).toBe(0);

    const seen = await visitor(path);
    await seen.locator('[data-nft-error]').waitFor(loading);
    await expect.poll(() => seen.locator('[data-testid="nft-hidden-notice"]').count(), eventually).toBe(0);

    // Hidden items lists it with the reason.
    await page.getByRole('tab', { name: 'Hidden items' }).click();
    await page.locator(`[data-hidden-id="${nft.id}"]`).getByText('Copies an artwork by another artist').waitFor(loading);
  });

  it('the operator creates a contest in the console and a visitor finds it among the ongoing contests', async () => {
    const { page } = await openSignedIn(suite, 'local1', operator.privateKey, '/admin/contests');
    await page.getByTestId('admin-contest-new').click();
    const dialog = page.getByRole('dialog', { name: 'New contest' });
    // The form starts as the Valentine contest (dates from an hour from now, 24 finalists, five prizes): titles suffice.
    await dialog.getByRole('textbox', { name: 'Title (English)' }).fill('Autumn leaves contest');
    await dialog.getByRole('textbox', { name: 'Title (Japanese)' }).fill('紅葉コンテスト');
    await dialog.getByTestId('admin-contest-save').click();
    await page.getByTestId('admin-contest-detail').getByRole('heading', { name: 'Autumn leaves contest' }).waitFor(loading);

    const seen = await visitor('/vote-list/ongoing');
    const card = seen.locator('[data-contest-card]').filter({ hasText: 'Autumn leaves contest' });
    await card.waitFor(loading);
    await card.locator('[data-contest-phase="upcoming"]').waitFor(loading);

    await page.getByRole('tab', { name: 'Audit log' }).click();
    await expect
      .poll(() => page.locator('[data-audit-action]').first().getAttribute('data-audit-action'), eventually)
      .toBe('contest.create');
  });

  it('the operator names and describes a staking activity and a visitor reads them in the stake market', async () => {
    // An indexed activity as the indexer writes it from ActivityCreated: no name but its number.
    const { db } = suite.server.database;
    await db.insert(stakingActivities).values({
      chain: 'local1',
      title: 'Staking #77',
      stakeContractAddress: `0x${'5a'.repeat(20)}`,
      poolId: '77',
      rewardCurrency: `0x${'5b'.repeat(20)}`,
      rewardTotal: '1000',
      startsAt: new Date(Date.now() - 3_600_000),
      endsAt: new Date(Date.now() + 86_400_000),
      blockNumber: 1,
      blockHash: `0x${'7'.repeat(64)}`,
    });
    const { page } = await openSignedIn(suite, 'local1', operator.privateKey, '/admin/staking');
    const row = page.getByTestId('admin-staking-local1-77');
    await row.getByText('Staking #77').waitFor(loading);
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Name and describe the activity' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Harvest moon staking');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Stake through the harvest moon.');
    const saving = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().endsWith('/admin/staking/activities/local1/77'),
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saving).status()).toBe(200);
    await row.getByText('Harvest moon staking').waitFor(loading);

    const seen = await visitor('/stake-market/ongoing');
    const card = seen.locator('[data-staking-activity="local1-77"]');
    await card.getByRole('heading', { name: 'Harvest moon staking' }).waitFor(loading);
    await card.locator('[data-staking-description]').getByText('Stake through the harvest moon.').waitFor(loading);

    await page.getByRole('tab', { name: 'Audit log' }).click();
    await expect
      .poll(() => page.locator('[data-audit-action]').first().getAttribute('data-audit-action'), eventually)
      .toBe('staking.details_updated');
  });
});

/**
 * What is wrong with the header's layout: a visible control (link or button) whose content is wider than its box
 * (a clipped label), that leaves the viewport or the header's row, or that overlaps another control.
 */
async function headerLayoutFaults(page: Page): Promise<string[]> {
  // A string: the e2e project has no DOM types, and this runs in the page.
  return page.evaluate(`(() => {
    const header = document.querySelector('header');
    const row = header.getBoundingClientRect();
    const viewport = document.documentElement.clientWidth;
    const name = (el) => el.getAttribute('aria-label') ?? (el.textContent.trim() || el.tagName);
    const controls = [...header.querySelectorAll('a, button')].filter(
      (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
    );
    const faults = [];
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.left < -0.5 || box.right > viewport + 0.5) faults.push(name(el) + ' leaves the viewport');
      if (box.top < row.top - 0.5 || box.bottom > row.bottom + 0.5) faults.push(name(el) + ' leaves the header');
      for (const part of [el, ...el.querySelectorAll('*')]) {
        const clips = getComputedStyle(part).overflowX !== 'visible';
        if (clips && part.scrollWidth > part.clientWidth + 1) faults.push(name(el) + ' is clipped');
      }
    }
    controls.forEach((a, i) => {
      for (const b of controls.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const p = a.getBoundingClientRect();
        const q = b.getBoundingClientRect();
        const across = Math.min(p.right, q.right) - Math.max(p.left, q.left);
        const down = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
        if (across > 0.5 && down > 0.5) faults.push(name(a) + ' overlaps ' + name(b));
      }
    });
    return faults;
  })()`) as Promise<string[]>;
}

/** The words of every visible badge cut short (a label wider than its box), chain badges aside (those may end in "…"). */
async function clippedBadges(page: Page): Promise<string[]> {
  // A string: the e2e project has no DOM types, and this runs in the page.
  return page.evaluate(`[...document.querySelectorAll('.mantine-Badge-root:not([data-chain-badge])')]
    .flatMap((badge) => [badge, ...badge.querySelectorAll('.mantine-Badge-label')])
    .filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1)
    .map((el) => el.textContent)`) as Promise<string[]>;
}

describe('operator console: header layout', () => {
  // "Operator console" was clipped at 1400 px: every control of a signed-in operator's header must fit at desktop widths.
  it.each([1280, 1400, 1600, 1920])('shows every header control of a signed-in operator whole at %i px', async (width) => {
    const { page } = await openSignedIn(suite, 'local1', operator.privateKey, '/');
    await page.setViewportSize({ width, height: 900 });
    const header = page.getByRole('banner');
    await header.getByTestId('admin-console-link').waitFor(loading);
    await expect.poll(() => header.getByRole('navigation', { name: 'Main navigation' }).isVisible(), eventually).toBe(true);
    await expect.poll(() => headerLayoutFaults(page), eventually).toEqual([]);
  });

  it("widens no page on a phone: a tab's filters and tables scroll inside themselves", async () => {
    const { page } = await openSignedIn(suite, 'local1', operator.privateKey, '/admin/home');
    await page.setViewportSize({ width: 390, height: 844 });
    // The tabs whose row of filters made the page 501 and 538 px wide, then the rest.
    const ready: Record<string, string> = { home: '[data-home-sections]', migrations: '[data-migration-filter]' };
    for (const section of ['home', 'migrations', 'collections', 'reports', 'hidden', 'staking', 'contests', 'audit']) {
      await page.goto(`${suite.server.url}/admin/${section}`);
      await page
        .locator(ready[section] ?? '[data-testid="admin-console"]')
        .first()
        .waitFor(loading);
      await page.waitForLoadState('networkidle');
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      await expect.poll(overflow, { ...eventually, message: section }).toBe(0);
      // Squeezed table cells cut status badges to "Verif…" and "Pending rev…" before the theme kept badges whole.
      await expect.poll(() => clippedBadges(page), { ...eventually, message: section }).toEqual([]);
    }
  });

  it('keeps the header whole on a phone and offers the console in the menu', async () => {
    const { page } = await openSignedIn(suite, 'local1', operator.privateKey, '/');
    await page.setViewportSize({ width: 390, height: 844 });
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Open menu' }).waitFor(loading);
    await expect.poll(() => headerLayoutFaults(page), eventually).toEqual([]);
    await header.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByTestId('admin-console-link').click();
    await page.locator('[data-testid="admin-console"]').waitFor(loading);
  });
});
