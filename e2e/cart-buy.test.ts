// Browser test of the cart (issue 11, items 5 and 11): listings posted through the public API by a
// seller's key, added to the cart from explore cards and from an NFT page, kept across a reload,
// and bought in one Seaport transaction; a listing cancelled meanwhile is skipped, not charged,
// and named to the buyer.
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@nft/api-contract';
import { devnetFeeRecipient, devnetOrderSignerKey, testAccounts } from '@nft/devnet';
import { browserSuite } from './harness/browser-suite';
import { eventually } from './harness/eventually';
import { openSignedIn } from './harness/signed-in-tab';
import {
  apiCall,
  apiSignIn,
  balanceOf,
  mintNft,
  nftPath,
  payouts,
  postListing,
  waitForIndexedNft,
  type MintedNft,
  type TradingChainInfo,
} from './harness/trading-fixtures';

// The fee (250 bps to the devnet's fee recipient) and the zone's signer are configured here as in
// embedded mode, so the payouts asserted below do not depend on a default.
const fee = { bps: 250, recipient: devnetFeeRecipient };
const suite = browserSuite({
  seedDemoData: false,
  env: { MARKETPLACE_FEES: JSON.stringify({ local1: fee, local2: fee }), ORDER_SIGNER_KEY: devnetOrderSignerKey },
});

const seller = testAccounts[6]!;
const buyer = testAccounts[7]!;
const ether = 10n ** 18n;

let local1: TradingChainInfo;
let sellerToken: string;

beforeAll(async () => {
  local1 = suite.chain('local1') as unknown as TradingChainInfo;
  sellerToken = await apiSignIn(suite.server.url, seller.privateKey, 'local1');
});

async function listed(name: string, price: string, royaltyReceiver: `0x${string}`) {
  const nft = await mintNft(local1, seller.privateKey, { name, royaltyReceiver, royaltyBps: 500 });
  await waitForIndexedNft(suite.server.url, nft);
  const orderHash = await postListing(suite.server.url, local1, { key: seller.privateKey, token: sellerToken }, nft, { price });
  return { nft, orderHash };
}

const cardKey = (nft: MintedNft) => `${nft.chain}/${nft.contractAddress}/${nft.tokenId}`;

async function ownerOf(nft: MintedNft): Promise<string | null> {
  const detail = await apiCall<{ owner: string | null }>(suite.server.url, 'GET', `/nfts/local1/${nft.contractAddress}/${nft.tokenId}`);
  return detail.owner?.toLowerCase() ?? null;
}

describe('the cart', { timeout: 300_000 }, () => {
  it('buys three listings in one transaction and skips, without charging, one cancelled meanwhile', async () => {
    const royaltyReceiver = privateKeyToAccount(generatePrivateKey()).address;
    const items = [
      await listed('Cart one', '0.1', royaltyReceiver),
      await listed('Cart two', '0.2', royaltyReceiver),
      await listed('Cart three', '0.3', royaltyReceiver),
      await listed('Cart four', '0.4', royaltyReceiver),
    ];
    const [one, two, three, four] = items as [
      (typeof items)[number],
      (typeof items)[number],
      (typeof items)[number],
      (typeof items)[number],
    ];

    // The buyer's tab on explore, signed in through the API (e2e/harness/signed-in-tab.ts).
    const { page, wallet, errors } = await openSignedIn(suite, 'local1', buyer.privateKey, '/market-place');

    // Three from explore cards (the card's button, not its link), one from the NFT page.
    for (const { nft } of [one, two, three]) {
      const button = page.locator(`[data-nft-card="${cardKey(nft)}"] [data-action="add-to-cart"]`);
      await button.click({ timeout: 30_000 });
      await page.locator(`[data-nft-card="${cardKey(nft)}"] [data-action="add-to-cart"][data-in-cart]`).waitFor();
    }
    expect(new URL(page.url()).pathname).toBe('/market-place');
    await page.goto(suite.server.url + nftPath(four.nft));
    await page.locator('[data-buy-panel] [data-action="add-to-cart"]').click();
    await page.locator('[data-buy-panel] [data-action="add-to-cart"][data-in-cart]').waitFor();
    await expect.poll(() => page.locator('[data-cart-count]').getAttribute('data-cart-count'), eventually).toBe('4');

    // Kept in localStorage per chain: a reload shows the same cart.
    await page.reload();
    await expect.poll(() => page.locator('[data-cart-count]').getAttribute('data-cart-count'), eventually).toBe('4');
    await page.locator('[data-action="open-cart"]').click();
    const drawer = page.locator('[data-cart-chain="local1"]');
    await expect.poll(() => drawer.locator('[data-cart-item]').count(), eventually).toBe(4);
    await expect.poll(() => drawer.locator('[data-cart-total] [data-price]').textContent(), eventually).toBe('1 ETH');

    // The seller cancels one (gas-free) after it went into the cart.
    await apiCall(suite.server.url, 'POST', `/orders/local1/${two.orderHash}/cancel`, {}, sellerToken);
    const before = await balanceOf(local1, seller.address);

    await drawer.locator('[data-action="buy-all"]').click();
    await drawer.locator(`[data-cart-skipped-item="${two.orderHash}"]`).waitFor({ timeout: 30_000 });
    await expect.poll(() => drawer.locator('[data-cart-skipped]').textContent(), eventually).toContain('Cart two');
    await page.getByText(/were no longer available and were removed from the cart: Cart two/).waitFor();
    await expect.poll(() => drawer.locator('[data-cart-bought-item]').count(), { timeout: 90_000, interval: 250 }).toBe(3);
    await expect.poll(() => drawer.locator('[data-cart-bought]').textContent(), eventually).toMatch(/Cart one.*Cart three.*Cart four/);
    await expect.poll(() => drawer.locator('[data-cart-item]').count(), eventually).toBe(0);
    expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(1);

    // One transaction bought the three; the cancelled one stayed with the seller, unpaid.
    for (const { nft } of [one, three, four]) await expect.poll(() => ownerOf(nft), eventually).toBe(buyer.address.toLowerCase());
    await expect(ownerOf(two.nft)).resolves.toBe(seller.address.toLowerCase());
    const paid = [ether / 10n, (3n * ether) / 10n, (4n * ether) / 10n].reduce((sum, price) => sum + payouts(price, 250, 500).seller, 0n);
    expect((await balanceOf(local1, seller.address)) - before).toBe(paid);
    for (const { orderHash } of [one, three, four]) {
      await expect
        .poll(async () => (await apiCall<Order>(suite.server.url, 'GET', `/orders/local1/${orderHash}`)).status, eventually)
        .toBe('filled');
    }
    await expect.poll(() => page.locator('[data-cart-count]').getAttribute('data-cart-count'), eventually).toBe('0');
    expect(errors).toEqual([]);
  });
});
