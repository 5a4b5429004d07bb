// Browser tests of offers (issue 12, items 2, 3, 6 and 8): a buyer makes an offer from the NFT page with the
// injected wallet (approve the WETH to the conduit, sign, post), the owner sees it on the account page's offers
// tab and accepts it (the fill route's approvals, then Seaport through the zone); a collection offer and a trait
// offer (posted through the API, as an integrator would) accepted by owners of matching items; gas-free cancels;
// "Not enough tokens!" for an offer above the balance. Real anvil, Seaport, zone, indexer.
import type { Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@nft/api-contract';
import { testAccounts } from '@nft/devnet';
import { browserSuite } from './harness/browser-suite';
import { eventually } from './harness/eventually';
import { erc20BalanceOf, mintWithTraits, ownerOf, postBuiltOrder } from './harness/offer-fixtures';
import { openSignedIn } from './harness/signed-in-tab';
import { apiCall, apiSignIn, nftPath, waitForIndexedNft, type MintedNft, type TradingChainInfo } from './harness/trading-fixtures';

const suite = browserSuite({ seedDemoData: false });

// Funded anvil accounts (100 WETH, 1,000,000 TUSD each) with no other role here: 3 and 6 own, 4 and 5 offer.
const owner = testAccounts[3]!;
const buyer = testAccounts[4]!;
const collector = testAccounts[5]!;
const secondOwner = testAccounts[6]!;
const royaltyBps = 500;
const ether = 10n ** 18n;
// Wallet steps mine and sign, and the indexer follows: minutes on a busy machine.
const slow = { timeout: 90_000, interval: 250 } as const;

type OfferChainInfo = TradingChainInfo & { paymentTokens: { symbol: string; address: string }[] };
let local1: OfferChainInfo;
/** Payment token addresses as the registry spells them (the currency <select> options' values). */
const token = { weth: '', tusd: '' };
let weth: string;
let tusd: string;

beforeAll(() => {
  local1 = suite.chain('local1') as unknown as OfferChainInfo;
  token.weth = local1.paymentTokens.find((entry) => entry.symbol === 'WETH')!.address;
  token.tusd = local1.paymentTokens.find((entry) => entry.symbol === 'TUSD')!.address;
  weth = token.weth.toLowerCase();
  tusd = token.tusd.toLowerCase();
});

async function mint(key: `0x${string}`, name: string, attributes: { trait_type: string; value: string }[] = []) {
  const royaltyReceiver = privateKeyToAccount(generatePrivateKey()).address;
  const nft = await mintWithTraits(local1, key, { name, attributes, royaltyReceiver, royaltyBps });
  await waitForIndexedNft(suite.server.url, nft);
  return nft;
}

/** A tab with `key`'s wallet, connected and signed in on local1, then at `path`. */
const openAs = (key: `0x${string}`, path: string) => openSignedIn(suite, 'local1', key, path);

async function offersOn(nft: MintedNft, extra = ''): Promise<Order[]> {
  const path = `/orders?chain=${nft.chain}&contract=${nft.contractAddress}&side=offer${extra}`;
  return (await apiCall<{ items: Order[] }>(suite.server.url, 'GET', path)).items;
}

/** Fills the make-offer dialog from the NFT page's trade panel and submits it. */
async function makeOffer(page: Page, price: string, currency: string) {
  await page.locator('[data-section="trade"] [data-action="make-offer"]').click();
  const dialog = page.locator('[data-dialog="make-offer"]');
  await dialog.waitFor();
  await dialog.locator('input[data-field="price"]').fill(price);
  await dialog.locator('select[data-field="currency"]').selectOption(currency);
  await dialog.locator('[data-action="confirm-offer"]').click();
  return dialog;
}

/** Waits until the offer dialog is done (it closes) or failed, and answers "done" or the failure's text. */
async function offerOutcome(page: Page): Promise<string> {
  let outcome = '';
  await expect
    .poll(
      async () => {
        // The dialog closes itself once the offer is posted (an earlier offer's toast may still be on screen).
        if ((await page.locator('[data-dialog="make-offer"]').count()) === 0) outcome = 'done';
        else if ((await page.locator('[data-order-steps][data-order-status="failed"]').count()) > 0)
          outcome = `failed at ${await page.locator('[data-order-steps]').getAttribute('data-order-phase')}: ${await page.locator('[data-order-error]').textContent()}`;
        else if ((await page.locator('[data-offer-error]').count()) > 0)
          outcome = `refused: ${await page.locator('[data-offer-error]').textContent()}`;
        return outcome;
      },
      { ...slow, message: 'the offer did not finish' },
    )
    .not.toBe('');
  return outcome;
}

/**
 * Accepts `orderHash` from the row on the page: Accept opens a summary (offer, fee, royalty, what the owner receives),
 * whose Accept sells; then waits until the chain says `buyerAddress` owns the NFT. Answers what the summary said the
 * owner receives, in base units.
 */
async function acceptAndOwn(page: Page, orderHash: string, nft: MintedNft, buyerAddress: string): Promise<bigint> {
  await page.locator(`[data-offer-row="${orderHash}"] [data-action="accept-offer"]`).click();
  const summary = page.locator(`[data-dialog="accept-offer"][data-order-hash="${orderHash}"]`);
  await summary.waitFor();
  const receives = BigInt((await summary.locator('[data-accept-receive]').getAttribute('data-accept-receive')) ?? '-1');
  await summary.locator('[data-action="confirm-accept-offer"]').click();
  await page.getByText('Offer accepted').first().waitFor(slow);
  await expect.poll(() => ownerOf(local1, nft), eventually).toBe(buyerAddress.toLowerCase());
  return receives;
}

describe('offers in the browser', { timeout: 300_000 }, () => {
  it('an offer made on the NFT page, seen by the owner on the offers tab and accepted: the buyer owns the NFT and paid in WETH', async () => {
    const nft = await mint(owner.privateKey, 'Offered owl');
    // The owner's offers tab is open before the offer exists: the offer must arrive through the live stream, with
    // no reload and no polling (docs/decisions/050-live-updates.md "Update").
    const ownerSide = await openAs(owner.privateKey, `/account/${owner.address}/offers`);
    await expect
      .poll(
        () => ownerSide.page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('receivedBy='))),
        eventually,
      )
      .toBe(true);
    // Marks this document: a reload or a navigation would lose it.
    await ownerSide.page.evaluate(() => Object.assign(globalThis, { liveMarker: 'still here' }));
    const buyerSide = await openAs(buyer.privateKey, nftPath(nft));
    const before = await erc20BalanceOf(local1, weth, buyer.address);
    await makeOffer(buyerSide.page, '0.5', token.weth);
    expect(await offerOutcome(buyerSide.page)).toBe('done');
    // The first offer in WETH approves it to the conduit, then signs: the build's steps, in the wallet.
    expect(buyerSide.wallet.requests).toContain('eth_sendTransaction');
    expect(buyerSide.wallet.requests).toContain('eth_signTypedData_v4');
    const [offer] = await offersOn(nft, `&tokenId=${nft.tokenId}`);
    expect(offer).toMatchObject({ maker: buyer.address.toLowerCase(), status: 'active', price: String(ether / 2n), currency: weth });
    // The NFT page lists it, the buyer's own, with Cancel and no Accept.
    const row = buyerSide.page.locator(`[data-section="offers"] [data-offer-row="${offer!.orderHash}"]`);
    await row.waitFor(slow);
    await expect.poll(() => row.locator('[data-action="accept-offer"]').count(), eventually).toBe(0);

    const received = ownerSide.page.locator(`[data-offers-section="received"] [data-offer-row="${offer!.orderHash}"]`);
    await received.waitFor(slow);
    await expect.poll(() => received.locator('[data-price]').textContent(), eventually).toBe('0.5 WETH');
    expect(await ownerSide.page.evaluate(() => (globalThis as { liveMarker?: string }).liveMarker)).toBe('still here');
    const ownerBefore = await erc20BalanceOf(local1, weth, owner.address);
    const receives = await acceptAndOwn(ownerSide.page, offer!.orderHash, nft, buyer.address);
    expect(before - (await erc20BalanceOf(local1, weth, buyer.address))).toBe(ether / 2n);
    // 0.5 WETH less the 2.5 % marketplace fee and the 5 % royalty: what the summary said, and what the owner got.
    expect(receives).toBe(((ether / 2n) * 9_250n) / 10_000n);
    expect((await erc20BalanceOf(local1, weth, owner.address)) - ownerBefore).toBe(receives);
    await expect.poll(async () => (await offersOn(nft, `&tokenId=${nft.tokenId}`))[0]?.status, slow).toBe('filled');
    expect([...buyerSide.errors, ...ownerSide.errors]).toEqual([]);
  });

  it('a collection offer is accepted by the owner of another item of the contract; a trait offer only by an owner of an item with the trait', async () => {
    const plain = await mint(secondOwner.privateKey, 'Plain owl', [{ trait_type: 'Hat', value: 'None' }]);
    const crowned = await mint(owner.privateKey, 'Crowned owl', [{ trait_type: 'Hat', value: 'Crown' }]);
    const collectorToken = await apiSignIn(suite.server.url, collector.privateKey, 'local1');
    const endTime = Math.floor(Date.now() / 1000) + 86_400;
    const maker = { key: collector.privateKey, token: collectorToken };
    const collectionOffer = await postBuiltOrder(suite.server.url, local1, maker, {
      side: 'offer',
      items: [{ contract: plain.contractAddress }],
      price: '0.3',
      currency: weth,
      endTime,
    });
    const trait = { type: 'Hat', value: 'Crown' };
    const traitOffer = await postBuiltOrder(
      suite.server.url,
      local1,
      maker,
      { side: 'offer', items: [{ contract: crowned.contractAddress, trait }], price: '200', currency: tusd, endTime },
      { trait },
    );

    // The plain owl's owner sees both offers' rows only where they match: the collection offer, not the trait offer.
    const plainSide = await openAs(secondOwner.privateKey, nftPath(plain));
    await plainSide.page.locator(`[data-offer-row="${collectionOffer}"][data-offer-target="collection"]`).waitFor(slow);
    await expect.poll(() => plainSide.page.locator(`[data-offer-row="${traitOffer}"]`).count(), eventually).toBe(0);
    await acceptAndOwn(plainSide.page, collectionOffer, plain, collector.address);

    const crownedSide = await openAs(owner.privateKey, nftPath(crowned));
    const traitRow = crownedSide.page.locator(`[data-offer-row="${traitOffer}"][data-offer-target="trait"]`);
    await traitRow.waitFor(slow);
    await expect.poll(() => traitRow.locator('[data-price]').textContent(), eventually).toBe('200 TUSD');
    await acceptAndOwn(crownedSide.page, traitOffer, crowned, collector.address);
    expect([...plainSide.errors, ...crownedSide.errors]).toEqual([]);
  });

  it('cancels an offer gas-free from the NFT page and from the offers tab', async () => {
    const nft = await mint(owner.privateKey, 'Cancelled offers');
    const { page, wallet, errors } = await openAs(buyer.privateKey, nftPath(nft));
    await makeOffer(page, '0.1', token.weth);
    expect(await offerOutcome(page)).toBe('done');
    const [first] = await offersOn(nft, `&tokenId=${nft.tokenId}`);
    await page.locator(`[data-offer-row="${first!.orderHash}"] [data-action="cancel-offer"]`).click();
    await page.getByText('Offer successfully cancelled!').first().waitFor(eventually);
    await expect.poll(async () => (await offersOn(nft, `&tokenId=${nft.tokenId}`))[0]?.status, eventually).toBe('cancelled');
    // A cancelled offer leaves the NFT page.
    await expect.poll(() => page.locator(`[data-offer-row="${first!.orderHash}"]`).count(), eventually).toBe(0);

    const sent = wallet.requests.filter((method) => method === 'eth_sendTransaction').length;
    await makeOffer(page, '0.2', token.weth);
    expect(await offerOutcome(page)).toBe('done');
    const second = (await offersOn(nft, `&tokenId=${nft.tokenId}`)).find((order) => order.orderHash !== first!.orderHash)!;
    expect(second.status).toBe('active');
    await page.goto(`${suite.server.url}/account/${buyer.address}/offers`);
    const made = page.locator(`[data-offers-section="made"] [data-offer-row="${second.orderHash}"]`);
    await made.locator('[data-action="cancel-offer"]').click();
    await page.getByText('Offer successfully cancelled!').first().waitFor(eventually);
    await expect.poll(() => made.locator('[data-offer-status]').getAttribute('data-offer-status'), eventually).toBe('cancelled');
    // Gas-free: neither cancel (nor the second offer, WETH being approved already) sent a transaction.
    expect(wallet.requests.filter((method) => method === 'eth_sendTransaction').length).toBe(sent);
    expect(errors).toEqual([]);
  });

  it('says "Not enough tokens!" for an offer above the balance, before the wallet signs anything', async () => {
    const nft = await mint(owner.privateKey, 'Too dear to offer');
    const { page, wallet, errors } = await openAs(buyer.privateKey, nftPath(nft));
    const dialog = await makeOffer(page, '2000000', token.tusd);
    await expect.poll(() => dialog.locator('[data-offer-error]').textContent(), slow).toBe('Not enough tokens!');
    expect(wallet.requests).not.toContain('eth_signTypedData_v4');
    expect(await offersOn(nft, `&tokenId=${nft.tokenId}`)).toEqual([]);
    expect(errors.filter((error) => !error.includes('400 (Bad Request)'))).toEqual([]);
  });
});
