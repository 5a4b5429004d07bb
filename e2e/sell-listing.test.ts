// Browser tests of selling (issue 11, items 3, 4, 6 and 11): the owner lists from the sell page in
// Chromium with the injected test wallet (approval to the Seaport conduit, EIP-712 signature), the
// order is then in the public book (GET /v1/orders); declining, scheduled and private listings; a
// bulk listing of three with one signature from the account page, then cancel all (incrementCounter);
// lowering a price; a gas-free and an on-chain cancel; the page in Japanese.
import type { Page } from 'playwright-core';
import type { Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Order } from '@nft/api-contract';
import { seaportAbi } from '@nft/contracts/abi';
import { testAccounts } from '@nft/devnet';
import { startSignedIn } from './harness/api-session';
import { browserSuite } from './harness/browser-suite';
import { collectConsoleErrors } from './harness/console-errors';
import { eventually } from './harness/eventually';
import {
  apiCall,
  chainClients,
  mintNft,
  nftPath,
  waitForIndexedNft,
  type MintedNft,
  type TradingChainInfo,
} from './harness/trading-fixtures';
import { EvmTestWallet } from './harness/wallets/evm-test-wallet';

const suite = browserSuite({ seedDemoData: false });

// Funded anvil accounts with no other role here: 6 lists one at a time, 7 lists in bulk, 8 is a private buyer.
const seller = testAccounts[6]!;
const bulkSeller = testAccounts[7]!;
const privateBuyer = testAccounts[8]!;
const ether = 10n ** 18n;
const royaltyBps = 500;

// The registry's Seaport (registryContract) and its conduit (tokenTransferProxyContract) besides the platform contracts.
type SellChainInfo = TradingChainInfo & { registryContract: Address; tokenTransferProxyContract: Address };
let local1: SellChainInfo;

beforeAll(() => {
  local1 = suite.chain('local1') as unknown as SellChainInfo;
});

const seaport = () => ({ address: local1.registryContract, abi: seaportAbi });

/** The seller approves the conduit for the platform collection from Node, as an earlier listing would have. */
async function approveConduit(key: `0x${string}`, contract: string) {
  const { client, wallet } = chainClients(local1, privateKeyToAccount(key));
  const hash = await wallet!.writeContract({
    address: contract as Address,
    abi: [
      {
        type: 'function',
        name: 'setApprovalForAll',
        stateMutability: 'nonpayable',
        inputs: [
          { name: 'operator', type: 'address' },
          { name: 'approved', type: 'bool' },
        ],
        outputs: [],
      },
    ] as const,
    functionName: 'setApprovalForAll',
    args: [local1.tokenTransferProxyContract, true],
  });
  await client.waitForTransactionReceipt({ hash });
}

async function mintFor(key: `0x${string}`, name: string, copies = 1): Promise<MintedNft> {
  const royaltyReceiver = privateKeyToAccount(generatePrivateKey()).address;
  const nft = await mintNft(local1, key, { name, copies, royaltyReceiver, royaltyBps });
  await waitForIndexedNft(suite.server.url, nft);
  return nft;
}

const sellPath = (nft: MintedNft) => `/sell/${nft.chain}/${nft.contractAddress}/${nft.tokenId}`;

/** A tab with `key`'s wallet, signed in on local1 through the API (e2e/harness/api-session.ts), at `path`. */
async function openAs(key: `0x${string}`, path: string, language?: 'ja') {
  const page = await suite.browser.newPage();
  onTestFinished(() => page.close());
  const errors = collectConsoleErrors(page);
  const wallet = await EvmTestWallet.install(page, {
    chains: [{ chainId: local1.chainIdNumber, rpcUrl: local1.rpcUrl }],
    privateKeys: [key],
  });
  await startSignedIn(page, suite.server.url, suite.chain('local1'), key);
  if (language) await page.addInitScript(`globalThis.sessionStorage.setItem('lang', '${language}')`);
  await page.goto(suite.server.url + path);
  return { page, wallet, errors };
}

async function listingsOf(nft: MintedNft): Promise<Order[]> {
  const page = await apiCall<{ items: Order[] }>(
    suite.server.url,
    'GET',
    `/orders?chain=${nft.chain}&contract=${nft.contractAddress}&tokenId=${nft.tokenId}&side=listing`,
  );
  return page.items;
}

/**
 * The listing steps as the page shows them, read in one go: "<step> <status> <error text>", or
 * "confirm done" once the listing is made. One read, so a render between two reads cannot mix states.
 */
function shownSteps(page: Page): Promise<string> {
  return page.evaluate<string>(`(() => {
    if (document.querySelector('[data-list-done]')) return 'confirm done';
    const stepper = document.querySelector('[data-list-stepper]');
    if (!stepper) return 'no steps shown';
    const error = document.querySelector('[data-list-error]')?.textContent ?? '';
    return (stepper.getAttribute('data-list-step') + ' ' + stepper.getAttribute('data-list-status') + ' ' + error).trim();
  })()`);
}

/**
 * Waits until the listing steps show `expected`. It waits for that very state, not for "a run has
 * settled": right after a retry the previous run's failure is still on screen until the new run starts.
 * The wallet steps mine and sign on a busy machine, hence the long bound.
 */
async function expectSteps(page: Page, expected: string): Promise<void> {
  await expect.poll(() => shownSteps(page), { timeout: 90_000, interval: 200 }).toBe(expected);
}

/** Reviews the filled sell form (the build's breakdown shows) and runs the wallet steps to the end. */
async function reviewAndList(page: Page) {
  await page.locator('[data-sell-form] [data-action="review"]').click();
  await page.locator('[data-list-review] [data-breakdown]').waitFor();
  await page.locator('[data-action="confirm-listing"]').click();
  await expectSteps(page, 'confirm done');
  await page.getByText('Successfully listed').first().waitFor();
}

const form = (page: Page) => page.locator('[data-sell-form]');

/** Where the "listed" message is: "in view, focused" when wholly between the sticky header and the window's bottom. */
const doneMessagePlace = `(() => {
  const message = document.querySelector('[data-list-done]');
  if (!message) return 'not shown';
  const box = message.getBoundingClientRect();
  const headerBottom = document.querySelector('header').getBoundingClientRect().bottom;
  const inView = box.top >= headerBottom && box.bottom <= window.innerHeight;
  return (inView ? 'in view' : 'top ' + Math.round(box.top) + ', header ' + Math.round(headerBottom)) + (document.activeElement === message ? ', focused' : ', not focused');
})()`;

describe('the sell page', () => {
  it('lists at a fixed price: the fee, royalty and payout show first, then approval and signature; the order is in the book', async () => {
    const nft = await mintFor(seller.privateKey, 'Fixed from the sell page');
    const { page, wallet, errors } = await openAs(seller.privateKey, sellPath(nft));
    await page.getByRole('heading', { level: 1, name: 'List for sale' }).waitFor();
    // Highest bid (an auction) is a method of its own (e2e/auction.test.ts).
    await expect.poll(() => page.locator('[data-method="bid"]').isDisabled(), eventually).toBe(false);

    await form(page).locator('input[data-field="price"]').fill('0.12345');
    await form(page).locator('[data-action="review"]').click();
    await expect.poll(() => page.getByText('Price precision error').count(), eventually).toBe(1);

    await form(page).locator('input[data-field="price"]').fill('0.5');
    await form(page).locator('select[data-field="expiry"]').selectOption('7d');
    await form(page).locator('[data-action="review"]').click();
    const breakdown = page.locator('[data-breakdown]');
    await expect.poll(() => breakdown.locator('[data-breakdown-price]').textContent(), eventually).toBe('0.5 ETH');
    // 2.5 % marketplace fee and the token's 5 % ERC-2981 royalty come off the price.
    await expect.poll(() => breakdown.locator('[data-breakdown-fee]').textContent(), eventually).toBe('− 0.0125 ETH');
    await expect.poll(() => breakdown.locator('[data-breakdown-royalty]').textContent(), eventually).toBe('− 0.025 ETH');
    await expect.poll(() => breakdown.locator('[data-breakdown-receive]').textContent(), eventually).toBe('0.4625 ETH');
    expect(wallet.requests).not.toContain('eth_signTypedData_v4');
    // Initialise is done before anything runs; this collection still needs its approval.
    await expect.poll(() => page.locator('[data-step="approve_item"]').textContent(), eventually).toContain('Once per collection');

    const before = Date.now();
    await page.locator('[data-action="confirm-listing"]').click();
    await expectSteps(page, 'confirm done');
    await page.getByText('Successfully listed').first().waitFor();
    // The form and its steps shrink once the listing is made: the message is brought into view, clear of the sticky
    // header, and focused (it stayed where the confirm button was, half under the header).
    await expect.poll(() => page.evaluate<string>(doneMessagePlace), eventually).toBe('in view, focused');
    expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(1);
    expect(wallet.requests.filter((method) => method === 'eth_signTypedData_v4')).toHaveLength(1);

    const [order] = await listingsOf(nft);
    expect(order).toMatchObject({
      status: 'active',
      kind: 'fixed',
      maker: seller.address.toLowerCase(),
      taker: null,
      price: String(ether / 2n),
      marketplaceFeeBps: 250,
      royaltyBps,
    });
    const sevenDays = 7 * 86_400;
    expect(order!.endTime - Math.floor(before / 1000)).toBeGreaterThanOrEqual(sevenDays - 120);
    expect(order!.endTime - Math.floor(before / 1000)).toBeLessThanOrEqual(sevenDays + 120);
    // An auction of a listed NFT waits until its listings are cancelled (the API would refuse it: token_listed).
    await page.reload();
    await page.locator('[data-method="bid"]').click();
    await page.locator('[data-sell-listed-first]').waitFor();
    await expect.poll(() => page.locator('[data-auction-form]').count(), eventually).toBe(0);
    expect(errors).toEqual([]);
  }, 180_000);

  it('lists at a declining price; the collection is approved already, so only the signature is asked', async () => {
    const nft = await mintFor(seller.privateKey, 'Declining');
    await approveConduit(seller.privateKey, nft.contractAddress);
    const { page, wallet } = await openAs(seller.privateKey, sellPath(nft));
    await form(page).locator('[data-field="kind"]').getByText('Declining price').click();
    await form(page).locator('input[data-field="price"]').fill('1');
    await form(page).locator('input[data-field="endPrice"]').fill('1.5');
    await form(page).locator('[data-action="review"]').click();
    await page.getByText('The ending price must not be higher than the starting price').waitFor();
    await form(page).locator('input[data-field="endPrice"]').fill('0.25');
    await form(page).locator('[data-action="review"]').click();
    await page.locator('[data-list-review]').waitFor();
    await expect.poll(() => page.locator('[data-step="approve_item"]').textContent(), eventually).toContain('Already approved');
    await page.locator('[data-action="confirm-listing"]').click();
    await expectSteps(page, 'confirm done');
    expect(wallet.requests).not.toContain('eth_sendTransaction');
    const [order] = await listingsOf(nft);
    expect(order).toMatchObject({ status: 'active', kind: 'declining', startPrice: String(ether), endPrice: String(ether / 4n) });
    // Declining from the start: the current price is already at most the starting price.
    expect(BigInt(order!.price)).toBeLessThanOrEqual(ether);
  }, 180_000);

  it('schedules a listing for a future time, shown on the NFT page as starting later', async () => {
    const nft = await mintFor(seller.privateKey, 'Scheduled');
    const { page } = await openAs(seller.privateKey, sellPath(nft));
    await form(page).locator('[data-method="schedule"]').click();
    await form(page).locator('input[data-field="price"]').fill('0.3');
    await form(page).locator('[data-action="review"]').click();
    await page.getByText('A date and time must be picked').first().waitFor();
    // Two hours from now in the browser's local time (datetime-local has no zone).
    const start = await page.evaluate<string>(`(() => {
      const d = new Date(Date.now() + 2 * 3600 * 1000);
      const p = (v) => String(v).padStart(2, '0');
      return d.getFullYear() + '-' + p(d.getMonth() + 1) + '-' + p(d.getDate()) + 'T' + p(d.getHours()) + ':' + p(d.getMinutes());
    })()`);
    await form(page).locator('input[data-field="startAt"]').fill(start);
    await reviewAndList(page);
    const [order] = await listingsOf(nft);
    const expected = Math.floor(new Date(start).getTime() / 1000);
    expect(Math.abs(order!.startTime - expected)).toBeLessThanOrEqual(60);
    expect(order!.startTime).toBeGreaterThan(Math.floor(Date.now() / 1000) + 3600);

    await page.goto(suite.server.url + nftPath(nft));
    await expect
      .poll(() => page.locator(`[data-listing="${order!.orderHash}"] [data-listing-starts]`).textContent(), eventually)
      .toMatch(/^Starts in (2 hours|1 hour|\d+ minutes)/);
  }, 180_000);

  it('reserves a listing for one buyer', async () => {
    const nft = await mintFor(seller.privateKey, 'Private');
    const { page } = await openAs(seller.privateKey, sellPath(nft));
    await form(page).locator('input[data-field="price"]').fill('0.2');
    await form(page).locator('input[data-field="privateBuyer"]').fill(seller.address);
    await form(page).locator('[data-action="review"]').click();
    await page.getByText('A private listing cannot be reserved for its own seller').first().waitFor();
    await form(page).locator('input[data-field="privateBuyer"]').fill(privateBuyer.address);
    await reviewAndList(page);
    const [order] = await listingsOf(nft);
    expect(order).toMatchObject({ status: 'active', taker: privateBuyer.address.toLowerCase() });
  }, 180_000);

  it('lowers a price with a new signature and cancels the old listing gas-free; then cancels the new one', async () => {
    const nft = await mintFor(seller.privateKey, 'Lower me');
    const { page, wallet } = await openAs(seller.privateKey, sellPath(nft));
    await form(page).locator('input[data-field="price"]').fill('0.8');
    await reviewAndList(page);
    const [first] = await listingsOf(nft);

    await page.goto(suite.server.url + nftPath(nft));
    const row = page.locator(`[data-listing="${first!.orderHash}"]`);
    await row.locator('[data-action="lower-price"]').click();
    const dialog = page.locator('[data-lower-price-dialog]');
    await dialog.locator('input[data-field="newPrice"]').fill('0.9');
    await dialog.locator('[data-action="review-lower-price"]').click();
    await dialog.getByText('The new price must be lower than 0.8 ETH').waitFor();
    await dialog.locator('input[data-field="newPrice"]').fill('0.6');
    await dialog.locator('[data-action="review-lower-price"]').click();
    await dialog.locator('[data-action="confirm-listing"]').click();
    await page.getByText('Successfully listed').first().waitFor();
    const signatures = wallet.requests.filter((method) => method === 'eth_signTypedData_v4').length;
    expect(signatures).toBe(2);

    await expect
      .poll(async () => (await listingsOf(nft)).map((order) => `${order.price} ${order.status}`).sort(), eventually)
      .toEqual([`${(ether * 6n) / 10n} active`, `${(ether * 8n) / 10n} cancelled`]);
    const lowered = (await listingsOf(nft)).find((order) => order.status === 'active')!;

    await page.locator(`[data-listing="${lowered.orderHash}"] [data-action="cancel-listing"]`).click();
    await page.getByText('Successfully cancelled listing').first().waitFor();
    await expect.poll(async () => (await listingsOf(nft)).every((order) => order.status === 'cancelled'), eventually).toBe(true);
    // With no open listing left the card goes (the trade card's Sell lists again).
    await expect.poll(() => page.locator('[data-section="owner-listings"]').count(), eventually).toBe(0);
    await page.locator('[data-section="trade"] [data-action="sell"]').waitFor();
    // Gas-free: the cancel sent no transaction.
    expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(0);
  }, 180_000);

  it('lists part of an ERC-1155 holding; a rejected signature is retried without sending the approval again', async () => {
    const nft = await mintFor(seller.privateKey, 'Copies', 5);
    const { page, wallet } = await openAs(seller.privateKey, sellPath(nft));
    await form(page).locator('input[data-field="price"]').fill('0.1');
    await form(page).locator('input[data-field="quantity"]').fill('6');
    await form(page).locator('[data-action="review"]').click();
    await page.getByText('Error in quantity').first().waitFor();
    await form(page).locator('input[data-field="quantity"]').fill('3');
    await form(page).locator('[data-action="review"]').click();
    await page.locator('[data-list-review] [data-breakdown]').waitFor();
    // The user presses "reject" in the wallet once when asked to sign (EIP-1193 code 4001).
    await page.evaluate(`(() => {
      const provider = globalThis.ethereum;
      const request = provider.request.bind(provider);
      let rejectOnce = true;
      provider.request = async (args) => {
        if (args.method === 'eth_signTypedData_v4' && rejectOnce) {
          rejectOnce = false;
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        }
        return request(args);
      };
    })()`);
    await page.locator('[data-action="confirm-listing"]').click();
    await expectSteps(page, 'confirm failed Listing stoppedYou rejected the request in your wallet.Retry from this step');
    await page.getByText('Failed to list').first().waitFor();
    // The ERC-1155 contract needed its own approval, sent once.
    expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(1);

    await page.locator('[data-list-retry]').click();
    await expectSteps(page, 'confirm done');
    expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(1);
    const [order] = await listingsOf(nft);
    // The book prices the whole listed quantity: three copies at 0.1 each.
    expect(order).toMatchObject({ status: 'active', quantity: '3', remainingQuantity: '3', price: String((ether * 3n) / 10n) });
  }, 180_000);

  it('cancels a listing on chain with Seaport cancel, for a seller who wants it final', async () => {
    const nft = await mintFor(seller.privateKey, 'Cancel on chain');
    const { page, wallet } = await openAs(seller.privateKey, sellPath(nft));
    await form(page).locator('input[data-field="price"]').fill('0.4');
    await reviewAndList(page);
    const [order] = await listingsOf(nft);
    const sent = wallet.requests.filter((method) => method === 'eth_sendTransaction').length;

    await page.goto(suite.server.url + nftPath(nft));
    await page.locator(`[data-listing="${order!.orderHash}"] [data-action="more"]`).click();
    await page.locator('[data-action="cancel-on-chain"]').click();
    await page.getByText('Successfully cancelled listing').first().waitFor({ timeout: 60_000 });
    expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(sent + 1);
    const { client } = chainClients(local1);
    const [, isCancelled] = await client.readContract({
      ...seaport(),
      functionName: 'getOrderStatus',
      args: [order!.orderHash as `0x${string}`],
    });
    expect(isCancelled).toBe(true);
    // The indexer reads the OrderCancelled event: the book agrees with the chain.
    await expect
      .poll(async () => (await listingsOf(nft)).map((entry) => `${entry.status} ${entry.statusReason}`), { timeout: 60_000, interval: 500 })
      .toEqual(['cancelled cancelled_on_chain']);
  }, 180_000);

  it('shows another wallet a plain refusal', async () => {
    const nft = await mintFor(seller.privateKey, 'Not yours');
    const { page } = await openAs(privateBuyer.privateKey, sellPath(nft));
    await page.locator('[data-sell-refused]').waitFor();
    await expect
      .poll(() => page.locator('[data-sell-refused]').textContent(), eventually)
      .toBe('Only the owner of this NFT can list it for sale.');
    await expect.poll(() => page.locator('[data-sell-form]').count(), eventually).toBe(0);
  }, 120_000);

  it('speaks Japanese', async () => {
    const nft = await mintFor(seller.privateKey, 'Japanese');
    const { page } = await openAs(seller.privateKey, sellPath(nft), 'ja');
    await page.getByRole('heading', { level: 1, name: '出品する' }).waitFor();
    await form(page).locator('input[data-field="price"]').fill('1.00001');
    await form(page).locator('select[data-field="expiry"]').selectOption('custom');
    await form(page).locator('[data-action="review"]').click();
    await page.getByText('価格の桁数が正しくありません').first().waitFor();
    await page.getByText('日時を選択してください').first().waitFor();
    await form(page).locator('input[data-field="price"]').fill('0.5');
    await form(page).locator('select[data-field="expiry"]').selectOption('3d');
    await form(page).locator('[data-action="review"]').click();
    await page.getByText('受取額').waitFor();
    await page.locator('[data-action="confirm-listing"]').click();
    await expectSteps(page, 'confirm done');
    await page.getByText('出品しました').first().waitFor();
  }, 180_000);
});

describe('bulk listing from the account page', () => {
  it('lists three NFTs with one signature, each at its own price', async () => {
    const minted = [];
    for (const name of ['Bulk one', 'Bulk two', 'Bulk three']) minted.push(await mintFor(bulkSeller.privateKey, name));
    const { page, wallet } = await openAs(bulkSeller.privateKey, `/account/${bulkSeller.address}/collected`);
    await page.locator('[data-action="select-mode"]').click();
    const prices = ['0.1', '0.2', '0.3'];
    for (const nft of minted) {
      await page.locator(`[data-selectable-nft="${nft.chain}/${nft.contractAddress}/${nft.tokenId}"] input[type="checkbox"]`).check();
    }
    for (const [index, nft] of minted.entries()) {
      await page.locator(`input[data-bulk-price="${nft.chain}/${nft.contractAddress}/${nft.tokenId}"]`).fill(prices[index]!);
    }
    await page.locator('[data-action="review-bulk"]').click();
    await expect.poll(() => page.locator('[data-breakdown-item]').count(), eventually).toBe(3);
    await page.locator('[data-action="confirm-listing"]').click();
    await page.getByText('Successfully listed').first().waitFor({ timeout: 90_000 });
    // One approval for the collection, one signature for the three listings.
    expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(1);
    expect(wallet.requests.filter((method) => method === 'eth_signTypedData_v4')).toHaveLength(1);

    for (const [index, nft] of minted.entries()) {
      const [order] = await listingsOf(nft);
      expect(order).toMatchObject({
        status: 'active',
        maker: bulkSeller.address.toLowerCase(),
        price: String((ether * BigInt(index + 1)) / 10n),
      });
    }
    // The owner's listings show on the account page with their actions.
    await expect.poll(() => page.locator('[data-section="my-listings"] [data-listing]').count(), eventually).toBe(3);

    // Cancel everything on local1 in one transaction (Seaport incrementCounter).
    await page.locator('[data-section="my-listings"] [data-action="cancel-all"][data-chain="local1"]').click();
    await page.getByText('Successfully cancelled listing').first().waitFor({ timeout: 60_000 });
    const { client } = chainClients(local1);
    // Seaport 1.6 raises the counter by a quasi-random large step (not by one): any new counter kills the old orders.
    const counter = await client.readContract({ ...seaport(), functionName: 'getCounter', args: [bulkSeller.address] });
    expect(counter).toBeGreaterThan(0n);
    for (const nft of minted) {
      await expect
        .poll(async () => (await listingsOf(nft)).map((entry) => `${entry.status} ${entry.statusReason}`), {
          timeout: 60_000,
          interval: 500,
        })
        .toEqual(['cancelled counter_incremented']);
    }
    await page.reload();
    await page.locator('[data-action="select-mode"]').waitFor();
    await expect.poll(() => page.locator('[data-section="my-listings"]').count(), eventually).toBe(0);
  }, 240_000);
});
