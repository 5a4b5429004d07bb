// Browser tests of buying (issue 11, items 5 and 11): listings posted through the public API by a
// seller's key in Node (build, approve, sign, post), bought in Chromium from the NFT page by a
// second injected wallet, settled by the real Seaport and zone on anvil and shown by the indexer.
import type { Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Activity, Order } from '@nft/api-contract';
import { devnetFeeRecipient, devnetOrderSignerKey, testAccounts } from '@nft/devnet';
import { startSignedIn } from './harness/api-session';
import { browserSuite } from './harness/browser-suite';
import { collectConsoleErrors } from './harness/console-errors';
import { eventually } from './harness/eventually';
import { advanceChain, movedClock } from './harness/moved-clock';
import {
  ApiCallError,
  apiCall,
  apiSignIn,
  balanceOf,
  chainClients,
  mintNft,
  nftPath,
  payouts,
  postListing,
  waitForIndexedNft,
  type MintedNft,
  type TradingChainInfo,
} from './harness/trading-fixtures';
import { EvmTestWallet } from './harness/wallets/evm-test-wallet';
import { showSection } from './harness/page-helpers';

// The fee (250 bps to the devnet's fee recipient) and the zone's signer are configured here as in
// embedded mode, so the payouts asserted below do not depend on a default.
const fee = { bps: 250, recipient: devnetFeeRecipient };
// The marketplace's clock is the real time until the scheduled listing's test moves it (e2e/harness/moved-clock.ts).
const clock = movedClock();
const suite = browserSuite({
  seedDemoData: false,
  clock,
  env: { MARKETPLACE_FEES: JSON.stringify({ local1: fee, local2: fee }), ORDER_SIGNER_KEY: devnetOrderSignerKey },
});

// Funded anvil accounts with no other role here: 3 sells, 4 buys, 5 is the third party.
const seller = testAccounts[3]!;
const buyer = testAccounts[4]!;
const third = testAccounts[5]!;
const royaltyBps = 500;
const ether = 10n ** 18n;

let local1: TradingChainInfo;
let sellerToken: string;

beforeAll(async () => {
  local1 = suite.chain('local1') as unknown as TradingChainInfo;
  sellerToken = await apiSignIn(suite.server.url, seller.privateKey, 'local1');
});

/** A fresh token of the seller with its own royalty receiver (an empty account: its balance is the royalty). */
async function sellerNft(name: string, copies = 1) {
  const royaltyReceiver = privateKeyToAccount(generatePrivateKey()).address;
  const nft = await mintNft(local1, seller.privateKey, { name, copies, royaltyReceiver, royaltyBps });
  await waitForIndexedNft(suite.server.url, nft);
  return { nft, royaltyReceiver };
}

function list(nft: MintedNft, terms: Parameters<typeof postListing>[4]) {
  return postListing(suite.server.url, local1, { key: seller.privateKey, token: sellerToken }, nft, terms);
}

/**
 * A tab with `key`'s wallet on the NFT page, signed in on local1 through the API (e2e/harness/api-session.ts) unless it
 * is the Japanese visitor's; its clock installed at `clock` if given.
 */
async function openAs(key: `0x${string}`, path: string, { language, clock }: { language?: 'ja'; clock?: Date } = {}) {
  const page = await suite.browser.newPage();
  onTestFinished(() => page.close());
  if (clock) await page.clock.install({ time: clock });
  const errors = collectConsoleErrors(page);
  if (language) await page.addInitScript(`globalThis.sessionStorage.setItem('lang', '${language}')`);
  const wallet = await EvmTestWallet.install(page, {
    chains: [{ chainId: local1.chainIdNumber, rpcUrl: local1.rpcUrl }],
    privateKeys: [key],
  });
  if (!language) await startSignedIn(page, suite.server.url, suite.chain('local1'), key);
  await page.goto(suite.server.url + path);
  const token = () => page.evaluate(() => globalThis.sessionStorage.getItem('token'));
  return { page, wallet, errors, token };
}

/** Opens the buy dialog, (optionally) sets the quantity, buys, and waits for the purchase to finish. */
async function buyFromDialog(page: Page, open: () => Promise<void>, quantity?: number): Promise<string> {
  await open();
  const dialog = page.locator('[data-dialog="buy"]');
  await dialog.waitFor();
  if (quantity !== undefined) await dialog.locator('input[data-field="quantity"]').fill(String(quantity));
  const shown = (await dialog.locator('[data-buy-total]').getAttribute('data-buy-total')) ?? '';
  await dialog.locator('[data-action="confirm-buy"]').click();
  // Done (the toast, or the dialog's own done step), or failed with the reason the dialog gives.
  let outcome = '';
  await expect
    .poll(
      async () => {
        if ((await page.getByText('Purchase complete').count()) > 0) outcome = 'done';
        else if ((await page.locator('[data-buy-progress][data-buy-status="failed"]').count()) > 0)
          outcome = `failed: ${await page.locator('[data-buy-error]').textContent()}`;
        return outcome;
      },
      { timeout: 90_000, interval: 250, message: 'the purchase did not finish' },
    )
    .not.toBe('');
  expect(outcome).toBe('done');
  return shown;
}

const clickBuyNow = (page: Page) => () => page.locator('[data-buy-panel] [data-action="buy-now"]').click();

async function balances(...addresses: string[]) {
  return Promise.all(addresses.map((address) => balanceOf(local1, address)));
}

async function saleRows(nft: MintedNft): Promise<Activity[]> {
  const page = await apiCall<{ items: Activity[] }>(suite.server.url, 'GET', `/nfts/local1/${nft.contractAddress}/${nft.tokenId}/activity`);
  return page.items.filter((row) => row.kind === 'sale');
}

// Each test mints, lists, buys through the wallet and waits for the indexer: minutes on a busy machine.
describe('buying a listing from the NFT page', { timeout: 240_000 }, () => {
  it('buys a fixed-price listing: the owner changes, the seller, the fee and the royalty are paid, the sale shows', async () => {
    const { nft, royaltyReceiver } = await sellerNft('Fixed price');
    const orderHash = await list(nft, { price: '0.5' });
    const order = await apiCall<Order>(suite.server.url, 'GET', `/orders/local1/${orderHash}`);
    expect(order).toMatchObject({ status: 'active', marketplaceFeeBps: 250, royaltyBps, price: String(ether / 2n) });
    const before = await balances(seller.address, royaltyReceiver, devnetFeeRecipient);

    const { page, wallet, errors } = await openAs(buyer.privateKey, nftPath(nft));
    await page.locator('[data-buy-panel][data-availability="buyable"]').waitFor();
    await expect.poll(() => page.locator('[data-buy-price]').getAttribute('data-buy-price'), eventually).toBe(String(ether / 2n));
    // The dialog says what the buyer holds of the listing's currency, as the chain does.
    await clickBuyNow(page)();
    await expect
      .poll(() => page.locator('[data-dialog="buy"] [data-buy-balance]').getAttribute('data-buy-balance'), eventually)
      .toBe(String(await balanceOf(local1, buyer.address)));
    await buyFromDialog(page, async () => {});
    expect(wallet.requests).toContain('eth_sendTransaction');

    // The page names the buyer as the owner once the indexer has the transfer (within seconds).
    await page.locator('[data-owned-by] [data-you]').waitFor({ timeout: 30_000 });
    // The purchase dialog outlives the change of owner (it went with the Buy now button): its done step shows until
    // the buyer closes it.
    const dialog = page.locator('[data-dialog="buy"]');
    await dialog.locator('[data-buy-done]').waitFor({ timeout: 30_000 });
    await dialog.locator('[data-action="close-buy"]').click();
    await expect.poll(() => dialog.count(), eventually).toBe(0);
    const paid = payouts(ether / 2n, 250, royaltyBps);
    const after = await balances(seller.address, royaltyReceiver, devnetFeeRecipient);
    expect(after.map((value, index) => value - before[index]!)).toEqual([paid.seller, paid.royalty, paid.fee]);

    await showSection(page, 'history');
    await page.locator('[data-activity-kind="sale"]').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('[data-activity-kind="sale"] [data-price]').textContent(), eventually).toBe('0.5 ETH');
    await expect.poll(async () => (await saleRows(nft)).map((row) => row.price), eventually).toEqual([String(ether / 2n)]);
    // The price chart (docs/decisions/051-price-charts.md) follows the sale; its table for screen readers says the price.
    await showSection(page, 'nft-price-history');
    const chartPrices = page.locator('[data-section="nft-price-history"] [data-price-table] tbody td');
    await expect.poll(() => chartPrices.allTextContents(), eventually).toEqual(['0.5 ETH']);
    // Sold: the page no longer offers it.
    await expect.poll(() => page.locator('[data-buy-panel]').count(), eventually).toBe(0);
    expect(errors).toEqual([]);
  });

  it('checks the balance before the wallet opens: "Insufficient balance" below the price, "Insufficient funds" without gas', async () => {
    const { nft } = await sellerNft('Too dear');
    const orderHash = await list(nft, { price: '1' });
    for (const [funds, message] of [
      [0n, 'Insufficient balance'],
      [ether, 'Insufficient funds'],
    ] as const) {
      const key = generatePrivateKey();
      const address = privateKeyToAccount(key).address;
      const { client } = chainClients(local1);
      await client.request({ method: 'anvil_setBalance' as never, params: [address, `0x${funds.toString(16)}`] as never });
      const { page, wallet } = await openAs(key, nftPath(nft));
      await page.locator('[data-buy-panel][data-availability="buyable"]').waitFor();
      await clickBuyNow(page)();
      await page.locator('[data-dialog="buy"] [data-action="confirm-buy"]').click();
      await expect.poll(() => page.locator('[data-buy-error]').textContent(), eventually).toBe(message);
      expect(wallet.requests).not.toContain('eth_sendTransaction');
    }
    await expect(apiCall<Order>(suite.server.url, 'GET', `/orders/local1/${orderHash}`)).resolves.toMatchObject({ status: 'active' });
  });

  it('buys a declining listing at its current price, which falls while the page is open', async () => {
    const { nft, royaltyReceiver } = await sellerNft('Declining');
    const now = Math.floor(Date.now() / 1000);
    await list(nft, { kind: 'declining', price: '1', endPrice: '0.1', startTime: now - 60, endTime: now + 3600 });
    const before = await balances(seller.address, royaltyReceiver, devnetFeeRecipient);

    const { page } = await openAs(buyer.privateKey, nftPath(nft));
    const price = page.locator('[data-buy-panel][data-availability="buyable"] [data-buy-price]');
    const first = BigInt((await price.getAttribute('data-buy-price')) ?? '0');
    expect(first).toBeLessThan(ether);
    // 0.9 ETH over an hour: the price shown drops every second.
    await expect.poll(async () => BigInt((await price.getAttribute('data-buy-price')) ?? '0') < first, eventually).toBe(true);
    const shown = BigInt(await buyFromDialog(page, clickBuyNow(page)));
    await page.locator('[data-owned-by] [data-you]').waitFor({ timeout: 30_000 });

    const after = await balances(seller.address, royaltyReceiver, devnetFeeRecipient);
    const [sellerGot, royaltyGot, feeGot] = after.map((value, index) => value - before[index]!) as [bigint, bigint, bigint];
    const total = sellerGot + royaltyGot + feeGot;
    // Paid the price of the block it landed in: not above what the dialog showed a moment before, above the
    // floor. The page interpolates the whole price and rounds once; Seaport interpolates each of the three
    // consideration items (seller, fee, royalty) and rounds each up, so the sum may exceed it by 2 wei.
    expect(total).toBeLessThanOrEqual(shown + 2n);
    expect(total).toBeGreaterThan(ether / 10n);
    expect(feeGot - (total * 250n) / 10_000n).toBeLessThanOrEqual(2n);
    expect(royaltyGot - (total * BigInt(royaltyBps)) / 10_000n).toBeLessThanOrEqual(2n);
    await expect.poll(async () => (await saleRows(nft)).map((row) => row.price), eventually).toEqual([total.toString()]);
  });

  it('reserves a private listing: a third wallet is refused, its buyer buys it', async () => {
    const { nft } = await sellerNft('Private');
    const orderHash = await list(nft, { price: '0.3', privateBuyer: buyer.address });

    const outsider = await openAs(third.privateKey, nftPath(nft));
    await expect
      .poll(() => outsider.page.locator('[data-buy-reserved]').getAttribute('data-buy-reserved'), eventually)
      .toBe(buyer.address.toLowerCase());
    await expect
      .poll(() => outsider.page.locator('[data-buy-reserved]').textContent(), eventually)
      .toMatch(/^Reserved for 0x[0-9a-fA-F]{4}…/);
    await expect.poll(() => outsider.page.locator('[data-buy-panel] [data-action="buy-now"]').count(), eventually).toBe(0);
    const refused = await apiCall(suite.server.url, 'POST', `/orders/local1/${orderHash}/fill`, {}, (await outsider.token())!).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ status: 403, code: 'order_private' });

    const { page } = await openAs(buyer.privateKey, nftPath(nft));
    await page.locator('[data-buy-panel][data-availability="buyable"]').waitFor();
    await buyFromDialog(page, clickBuyNow(page));
    await page.locator('[data-owned-by] [data-you]').waitFor({ timeout: 30_000 });
  });

  it('buys part of an ERC-1155 listing from the listings table; the rest stays listed', async () => {
    const { nft, royaltyReceiver } = await sellerNft('Editions', 5);
    // 0.1 per copy: the four copies cost 0.4, the two bought 0.2.
    const orderHash = await list(nft, { price: '0.1', quantity: 4 });
    const before = await balances(seller.address, royaltyReceiver);

    const { page } = await openAs(buyer.privateKey, nftPath(nft));
    const row = page.locator(`[data-section="listings"] [data-listing="${orderHash}"]`);
    await expect.poll(() => row.locator('[data-remaining]').getAttribute('data-remaining'), eventually).toBe('4');
    await expect.poll(() => row.locator('[data-maker]').getAttribute('data-maker'), eventually).toBe(seller.address.toLowerCase());
    await buyFromDialog(page, () => row.locator('[data-action="buy-listing"]').click(), 2);

    await expect.poll(() => row.locator('[data-remaining]').getAttribute('data-remaining'), { timeout: 30_000, interval: 250 }).toBe('2');
    const detail = await apiCall<{ owners: { address: string; balance: string }[] }>(
      suite.server.url,
      'GET',
      `/nfts/local1/${nft.contractAddress}/${nft.tokenId}`,
    );
    expect(detail.owners.find((owner) => owner.address.toLowerCase() === buyer.address.toLowerCase())?.balance).toBe('2');
    const paid = payouts(ether / 5n, 250, royaltyBps);
    const after = await balances(seller.address, royaltyReceiver);
    expect(after.map((value, index) => value - before[index]!)).toEqual([paid.seller, paid.royalty]);
    await expect(apiCall<Order>(suite.server.url, 'GET', `/orders/local1/${orderHash}`)).resolves.toMatchObject({
      status: 'active',
      remainingQuantity: '2',
    });
  });

  it('speaks Japanese: a scheduled start, the current price, Buy now, Add to cart, the purchase and the sale in the history', async () => {
    const { nft } = await sellerNft('Japanese');
    await list(nft, { price: '0.25' });
    const { nft: later } = await sellerNft('Japanese scheduled');
    await list(later, { price: '0.25', startTime: Math.floor(Date.now() / 1000) + 3 * 3600 });

    // Signed in with the English helpers, then switched to Japanese (the session survives the reload).
    const { page } = await openAs(buyer.privateKey, nftPath(later));
    await page.evaluate(() => globalThis.sessionStorage.setItem('lang', 'ja'));
    await page.reload();
    await expect.poll(() => page.locator('[data-buy-starts]').textContent(), eventually).toBe('3 時間後に販売開始');

    await page.goto(suite.server.url + nftPath(nft));
    const panel = page.locator('[data-buy-panel][data-availability="buyable"]');
    // The fixed price is said once, by the trade card's headline; the panel below it does not repeat it.
    await page.locator('[data-section="trade"]').getByText('現在の価格').waitFor();
    await panel.getByRole('button', { name: '今すぐ購入' }).waitFor();
    await panel.getByText('現在の価格').waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: 'カートに追加' }).waitFor();
    await panel.getByRole('button', { name: '今すぐ購入' }).click();
    await page.locator('[data-dialog="buy"]').getByRole('button', { name: '購入する' }).click();
    await page.getByText('購入が完了しました').first().waitFor({ timeout: 90_000 });
    await showSection(page, 'history');
    const sale = page.locator('[data-activity-kind="sale"]');
    await sale.waitFor({ timeout: 30_000 });
    await expect.poll(() => sale.locator('td').first().textContent(), eventually).toBe('販売');
    await expect.poll(() => sale.locator('[data-price]').textContent(), eventually).toBe('0.25 ETH');
  });

  // Last in the file: it moves the marketplace's and the chain's clocks ahead of the wall clock, which the pages of the
  // other tests read.
  it('shows when a scheduled listing starts and offers no buy button (the API refuses too) until then', async () => {
    const { nft } = await sellerNft('Scheduled');
    const startTime = Math.floor(clock.now().getTime() / 1000) + 40;
    const orderHash = await list(nft, { price: '0.2', startTime });

    const { page, token } = await openAs(buyer.privateKey, nftPath(nft), { clock: clock.now() });
    await expect.poll(() => page.locator('[data-buy-starts]').textContent(), eventually).toMatch(/^Starts in \d+ seconds$/);
    await expect.poll(() => page.locator('[data-buy-panel] [data-action="buy-now"]').count(), eventually).toBe(0);
    const early = await apiCall(suite.server.url, 'POST', `/orders/local1/${orderHash}/fill`, {}, (await token())!).catch(
      (error: unknown) => error,
    );
    expect(early).toBeInstanceOf(ApiCallError);
    expect(early).toMatchObject({ status: 409, code: 'order_not_fillable' });

    // The start time passes on the three clocks at once instead of in forty real seconds (docs/decisions/060, "Update"):
    // the marketplace's (the fill route's check), the chain's (Seaport compares the start with the block time; a block
    // is mined at the new time) and the page's. The open page's countdown reaches zero and it offers the listing.
    const ms = (startTime + 1) * 1000 - clock.now().getTime();
    clock.advance(ms);
    await advanceChain(local1.rpcUrl, Math.ceil(ms / 1000));
    await page.clock.fastForward(ms);
    await page.locator('[data-buy-panel][data-availability="buyable"]').waitFor({ timeout: 30_000 });
    await buyFromDialog(page, clickBuyNow(page));
    await page.locator('[data-owned-by] [data-you]').waitFor({ timeout: 30_000 });
  });
});
