// Browser tests of the NFT detail page (issue 5 item 7): a demo-seeded NFT opened by its owner in
// Chromium with the injected test wallet; favourite, report, copy link and transfer go through the
// real API, the real wallet transaction on anvil and the running indexer.
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { collections, nftUnlockables, nfts, reports } from '@nft/db';
import { demoCatalogue, testAccounts } from '@nft/devnet';
import { browserSuite } from './harness/browser-suite';
import { openSignedIn } from './harness/signed-in-tab';
import { anvilTestKeys } from './harness/wallets/evm-test-wallet';
import { eventually } from './harness/eventually';
import { showSection } from './harness/page-helpers';

// "Aurora Gradients" on local1 is minted by test account 1 (anvil key 1), who still holds every item.
const recipient = testAccounts[2]!.address;

const suite = browserSuite({ seedDemoData: true });
const demoAurora = demoCatalogue.find((collection) => collection.slug === 'aurora-gradients')!;

async function auroraItem(name: string) {
  const { db } = suite.server.database;
  // The demo catalogue is small: filtering in the test keeps it free of query-builder imports.
  const aurora = (await db.select({ id: collections.id, name: collections.name }).from(collections)).find(
    (row) => row.name === 'Aurora Gradients',
  );
  const rows = await db
    .select({ id: nfts.id, name: nfts.name, collectionId: nfts.collectionId, contractAddress: nfts.contractAddress, tokenId: nfts.tokenId })
    .from(nfts);
  const row = rows.find((entry) => entry.collectionId === aurora?.id && entry.name === name);
  if (!row) throw new Error(`the demo seed has no ${name}`);
  return row;
}

/** A tab with the owner's wallet on the detail page, signed in through the API (e2e/harness/signed-in-tab.ts). */
function openAsOwner(path: string) {
  return openSignedIn(suite, 'local1', anvilTestKeys[1]!, path);
}

const favoriteButton = (page: Page) => page.locator('[data-action="favorite"]');
const favoriteCount = (page: Page) => page.locator('[data-favorite-count]').textContent();

describe('NFT detail page', () => {
  it('shows the NFT to its owner, who favourites it (kept after a reload), reports it and copies its link', async () => {
    const item = await auroraItem('Aurora #1');
    const path = `/nft-detail/local1/${item.contractAddress}/${item.tokenId}`;
    const { page, errors } = await openAsOwner(path);
    await page.getByRole('heading', { level: 1, name: 'Aurora #1' }).waitFor();
    await expect.poll(() => page.locator('[data-owned-by] [data-you]').textContent(), eventually).toBe('You');
    await expect.poll(() => page.locator('[data-collection-link]').textContent(), eventually).toBe('Aurora Gradients');
    await expect.poll(() => page.locator('[data-attribute="Mood"]').textContent(), eventually).toContain('Calm');
    // How many Aurora NFTs share the trait, from the collection's counts; the box opens them.
    const calm = demoAurora.items.filter((entry) =>
      entry.attributes.some((trait) => trait.trait_type === 'Mood' && trait.value === 'Calm'),
    );
    const share = `${Math.round((calm.length / demoAurora.items.length) * 100)}% have this trait`;
    await expect.poll(() => page.locator('[data-attribute="Mood"] [data-trait-share]').textContent(), eventually).toBe(share);
    await expect
      .poll(() => page.locator('[data-attribute="Mood"]').getAttribute('href'), eventually)
      .toBe(`/collection-detail/${item.collectionId}/collected?trait=Mood%3ACalm`);
    await showSection(page, 'history');
    await page.locator('[data-activity-kind="mint"]').waitFor();
    // The page's foot: other Aurora NFTs, never this one, each opening its own page.
    await showSection(page, 'more-from-collection');
    const more = page.locator(`[data-more-from-collection="${item.collectionId}"] [data-nft-card]`);
    await expect.poll(() => more.count(), eventually).toBe(4);
    const keys = await more.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-nft-card')));
    expect(keys).not.toContain(`local1/${item.contractAddress}/${item.tokenId}`);

    await expect(favoriteCount(page)).resolves.toBe('0');
    await favoriteButton(page).click();
    await page.locator('[data-action="favorite"][aria-pressed="true"] [data-favorite-count]:text-is("1")').waitFor();
    await page.reload();
    await page.locator('[data-action="favorite"][aria-pressed="true"] [data-favorite-count]:text-is("1")').waitFor();

    await page.locator('[data-action="report"]').click();
    const report = page.getByRole('dialog', { name: 'Report this NFT' });
    await report.getByLabel('Copyright infringement').check();
    await report.getByLabel('Original link').fill('https://artist.example/original');
    await report.getByLabel('Extra information').fill('This is my work.');
    await report.getByRole('button', { name: 'Report' }).click();
    await page.getByText('Successfully reported').waitFor();
    const rows = (await suite.server.database.db.select().from(reports)).filter((row) => row.nftId === item.id);
    expect(rows).toMatchObject([
      { reason: 'copyright', originalLink: 'https://artist.example/original', extraInfo: 'This is my work.', status: 'open' },
    ]);

    await suite.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    await page.locator('[data-action="copy-link"]').click();
    await page.getByText('Successfully copied').waitFor();
    await expect(page.evaluate<string>('navigator.clipboard.readText()')).resolves.toBe(suite.server.url + path);

    // The history narrowed by event type (the demo lists Aurora #1): Listings, then Mints.
    const history = page.locator('[data-section="history"]');
    const chip = (name: string) => history.locator('[data-activity-filter]').getByText(name, { exact: true });
    const kinds = () =>
      history.locator('[data-activity-kind]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-activity-kind')));
    await chip('Listings').click();
    await expect.poll(kinds, eventually).toEqual(['list']);
    await chip('Listings').click();
    await chip('Mints').click();
    await expect.poll(kinds, eventually).toEqual(['mint']);
    expect(errors).toEqual([]);
  });

  it('transfers the NFT from the wallet and shows the new owner; the former owner then does not have it', async () => {
    const item = await auroraItem('Aurora #2');
    const { page, wallet } = await openAsOwner(`/nft-detail/local1/${item.contractAddress}/${item.tokenId}`);
    await page.locator('[data-owned-by] [data-you]').waitFor();
    await page.locator('[data-action="transfer"]').click();
    const dialog = page.getByRole('dialog', { name: 'Transfer this NFT' });
    await dialog.getByLabel('Recipient address').fill(recipient);
    await dialog.getByRole('button', { name: 'Transfer' }).click();
    // The wallet signs and sends; the indexer then reports the new owner to the page.
    await page.locator(`[data-owned-by] [data-address="${recipient.toLowerCase()}"]`).waitFor({ timeout: 60_000 });
    expect(wallet.requests).toContain('eth_sendTransaction');
    await expect.poll(() => page.locator('[data-owned-by] [data-you]').count(), eventually).toBe(0);
    await showSection(page, 'history');
    await page.locator('[data-activity-kind="transfer"]').waitFor();

    await page.locator('[data-action="transfer"]').click();
    await page.getByRole('dialog', { name: 'Transfer this NFT' }).getByText("You don't have this NFT").waitFor();
    await expect.poll(() => page.locator('[data-action="delete"]').count(), eventually).toBe(0);
  });

  it('deletes a platform token by burning it from the wallet after a confirmation', async () => {
    // Not one of the Aurora items the demo seed lists for sale (#1-#4): a listed NFT cannot be deleted.
    const item = await auroraItem('Aurora #6');
    const detailUrl = `${suite.server.url}/v1/nfts/local1/${item.contractAddress}/${item.tokenId}`;
    const { page, wallet } = await openAsOwner(`/nft-detail/local1/${item.contractAddress}/${item.tokenId}`);
    await page.locator('[data-action="delete"]').click();
    const dialog = page.getByRole('dialog', { name: 'Delete this NFT' });
    await dialog.getByText(/burns it from your wallet/).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The NFT was deleted.').waitFor({ timeout: 60_000 });
    await page.waitForURL(`**/account/${wallet.address}/collected`);
    // The indexer sees the burn and the marketplace stops showing the token.
    await expect.poll(async () => (await fetch(detailUrl)).status, { timeout: 30_000, interval: 500 }).toBe(404);
  });

  it('reveals the unlockable content to its owner only', async () => {
    const item = await auroraItem('Aurora #5');
    // No screen of this page writes unlockable content (the create-NFT flow does); arranged directly.
    await suite.server.database.db.insert(nftUnlockables).values({ nftId: item.id, content: 'Studio file: aurora-5.tiff' });
    const { page } = await openAsOwner(`/nft-detail/local1/${item.contractAddress}/${item.tokenId}`);
    const panel = page.locator('[data-section="unlockable"]');
    await panel.getByRole('button', { name: 'Reveal content' }).click();
    await expect.poll(() => panel.locator('[data-unlockable-content]').textContent(), eventually).toBe('Studio file: aurora-5.tiff');

    const visitor = await suite.browser.newPage();
    onTestFinished(() => visitor.close());
    await visitor.goto(`${suite.server.url}/nft-detail/local1/${item.contractAddress}/${item.tokenId}`);
    await visitor.locator('[data-section="unlockable"]').getByText('only its owner can see').waitFor();
    await expect.poll(() => visitor.getByRole('button', { name: 'Reveal content' }).count(), eventually).toBe(0);
    await expect(visitor.content()).resolves.not.toContain('aurora-5.tiff');
  });

  it('speaks Japanese', async () => {
    const item = await auroraItem('Aurora #3');
    const page = await suite.browser.newPage();
    onTestFinished(() => page.close());
    await page.addInitScript("globalThis.sessionStorage.setItem('lang', 'ja')");
    await page.goto(`${suite.server.url}/nft-detail/local1/${item.contractAddress}/${item.tokenId}`);
    await page.getByRole('heading', { level: 1, name: 'Aurora #3' }).waitFor();
    await page.getByRole('button', { name: 'リンクをコピー' }).waitFor();
    await page.getByText('アイテムのアクティビティ').waitFor();
    // A visitor can buy now or make an offer (docs/product.md "Offers and auctions in the web app").
    await page.getByRole('button', { name: 'オファーする' }).first().waitFor();
    await page.locator('[data-action="transfer"]').click();
    // Without a wallet, the sign-in runner asks for one first (docs/product.md, spec section 8).
    await page.getByText('ウォレットを接続してください').waitFor();
  });
});
