// Browser test of drops (issue 16, items 5, 6 and 9; docs/decisions/047-drops-in-the-product.md): a creator fills
// /create-drop in Chromium (an uploaded artwork, a sale of three at 0.01 with an allowlist of one wallet), previews it
// and deploys it from the injected wallet; the listed wallet mints two in the allowlist phase (the API adds its proof)
// while an unlisted one is held back, anvil time moves to the public phase, the unlisted wallet mints the last one,
// and the mint page says sold out, in English and in Japanese; explore's drops row lists it as ended.
import type { Page } from 'playwright-core';
import { formatEther, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { testAccounts } from '@nft/devnet';
import { browserSuite } from './harness/browser-suite';
import { eventually } from './harness/eventually';
import { openSignedIn } from './harness/signed-in-tab';
import { pngFile } from './harness/test-images';
import { chainClients, type TradingChainInfo } from './harness/trading-fixtures';

const suite = browserSuite({ seedDemoData: false });
const creator = testAccounts[6]!;
const listed = testAccounts[7]!;
const unlisted = testAccounts[8]!;
// Wallet steps mine and sign, and the indexer follows: minutes on a busy machine.
const slow = { timeout: 90_000, interval: 250 } as const;
const price = 10n ** 16n;

async function rpc(url: string, method: string, params: unknown[]) {
  await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
}

/** Moves the chain's clock `seconds` ahead and mines a block at the new time. */
async function travel(seconds: number) {
  const { rpcUrl } = suite.chain('local1');
  await rpc(rpcUrl, 'evm_increaseTime', [seconds]);
  await rpc(rpcUrl, 'evm_mine', []);
}

/** A `datetime-local` value `offset` seconds after `base` (the browser and this process share the machine's zone). */
function localTime(base: number, offset: number): string {
  const date = new Date((base + offset) * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const attribute = (page: Page, selector: string, name: string) => page.locator(selector).first().getAttribute(name);

/** Waits until the wallet stepper stops and answers its status, with the error text when it failed. */
async function settledSteps(page: Page): Promise<string> {
  const stepper = page.locator('[data-wallet-stepper][data-status="done"], [data-wallet-stepper][data-status="failed"]');
  await stepper.waitFor(slow);
  const error = await page.locator('[data-wallet-error]').allTextContents();
  return [await stepper.getAttribute('data-status'), ...error].join(' ');
}

/** Mints `quantity` from the open mint page and answers the token ids the page links to once indexed. */
async function mintFromPage(page: Page, quantity: number): Promise<string[]> {
  for (let more = 1; more < quantity; more++) await page.locator('[data-quantity-more]').click();
  await expect.poll(() => page.locator('[data-quantity]').inputValue(), eventually).toBe(String(quantity));
  await page.locator('[data-mint-button]').click();
  expect(await settledSteps(page)).toBe('done');
  return page.locator('[data-minted-token]').evaluateAll((links) => links.map((link) => link.getAttribute('data-minted-token') ?? ''));
}

describe('drops in the browser', () => {
  it('creates a drop, mints two with an allowlist proof, one in the public phase, and shows it sold out', async () => {
    const local1 = suite.chain('local1') as unknown as TradingChainInfo;
    const chain = chainClients(local1);
    const now = Number((await chain.client.getBlock()).timestamp);

    // The creator fills the form, previews and deploys from the wallet.
    const { page: studio } = await openSignedIn(suite, 'local1', creator.privateKey, '/create-drop');
    const form = studio.locator('[data-create-drop-form]');
    await form.locator('input[data-field="name"]').fill('Browser drop');
    await form.locator('input[data-field="symbol"]').fill('BDROP');
    await form.locator('textarea[data-field="description"]').fill('Three mornings, minted from the browser test');
    await form.locator('[data-artwork-item="0"] input[type="file"]').setInputFiles(await pngFile('morning.png', 64, '#ff8800'));
    await form.locator('[data-artwork-item="0"] img').waitFor(eventually);
    await form.locator('input[data-field="supply"]').fill('3');
    await form.locator('input[data-field="price"]').fill(formatEther(price));
    await form.locator('input[data-field="perWalletLimit"]').fill('2');
    await form.locator('input[data-field="startsAt"]').fill(localTime(now, 120));
    await form.locator('input[data-field="endsAt"]').fill(localTime(now, 86_400));
    await form.locator('textarea[data-field="allowlistText"]').fill(listed.address);
    await form.locator('input[data-field="publicStartsAt"]').fill(localTime(now, 1_200));
    await form.locator('input[data-field="termsAccepted"]').check({ force: true });
    await form.locator('[data-review]').click();
    await studio.locator('[data-drop-preview]').getByText('0.01 ETH').waitFor(eventually);
    await studio.locator('[data-deploy]').click();
    expect(await settledSteps(studio)).toBe('done');
    await studio.locator('[data-open-mint]').click();
    await studio.waitForURL(/\/mint\/\d+$/);
    const mintPath = new URL(studio.url()).pathname;
    await studio.locator('[data-drop-phase="upcoming"]').waitFor(eventually);

    // Before the start: the listed wallet is told so, and nobody can mint.
    const { page: first } = await openSignedIn(suite, 'local1', listed.privateKey, mintPath);
    await first.locator('[data-allowlist-status="listed"]').waitFor(eventually);
    await expect.poll(() => first.locator('[data-mint-button]').count(), eventually).toBe(0);

    // The allowlist phase: the listed wallet mints two (its limit); the unlisted one is held back.
    await travel(150);
    await first.reload();
    await first.locator('[data-drop-phase="allowlist"]').waitFor(eventually);
    const firstTokens = await mintFromPage(first, 2);
    expect(firstTokens).toHaveLength(2);
    await first.reload();
    await first.locator('[data-minted="2"]').waitFor(eventually);
    await first.locator('[data-mint-blocked="wallet_limit"]').waitFor(eventually);
    const { page: second } = await openSignedIn(suite, 'local1', unlisted.privateKey, mintPath);
    await second.locator('[data-allowlist-status="not_listed"]').waitFor(eventually);
    await second.locator('[data-mint-blocked="not_listed_now"]').waitFor(eventually);
    await expect.poll(() => second.locator('[data-mint-button]').isDisabled(), eventually).toBe(true);

    // The public phase: the unlisted wallet mints the last one.
    await travel(1_200);
    await second.reload();
    await second.locator('[data-drop-phase="public"]').waitFor(eventually);
    const lastTokens = await mintFromPage(second, 1);
    expect([...firstTokens, ...lastTokens].sort()).toEqual(['1', '2', '3']);
    const contract = (await attribute(second, '[data-drop-contract]', 'data-drop-contract')) as Address;
    await second.locator(`[data-minted-token="${lastTokens[0]}"]`).click();
    await second.waitForURL((url) => url.pathname === `/nft-detail/local1/${contract.toLowerCase()}/${lastTokens[0]}`);

    // Sold out, in both languages.
    await second.goto(`${suite.server.url}${mintPath}`);
    await second.locator('[data-drop-phase="soldOut"]').waitFor(eventually);
    await second.locator('[data-minted="3"][data-supply="3"]').waitFor(eventually);
    await expect.poll(() => second.locator('[data-mint-button]').count(), eventually).toBe(0);
    // The drop's collection page and its mint page lead to each other.
    await second.locator('[data-drop-collection]').click();
    await second.locator('[data-collection-drop="soldOut"]').getByText('The mint has ended').waitFor(eventually);
    await second.locator('[data-action="open-drop"]').click();
    await second.waitForURL((url) => url.pathname === mintPath);
    await second.evaluate(`globalThis.sessionStorage.setItem('lang', 'ja')`);
    await second.reload();
    await second.getByText('完売').first().waitFor(eventually);
    await second.getByText('3 / 3 ミント済み').waitFor(eventually);
    await second.getByText('このドロップのトークンはすべてミントされました。').waitFor(eventually);
    // Explore's drops row lists it under ended (sold out counts as ended).
    await second.goto(`${suite.server.url}/collections`);
    await second.locator('[data-drops-empty]').waitFor(eventually);
    await second.locator('[data-drops-status] label', { hasText: '終了' }).click();
    await second
      .locator(`[data-drop-card="${mintPath.split('/').at(-1)}"]`)
      .getByText('完売')
      .waitFor(eventually);
  }, 420_000);
});
