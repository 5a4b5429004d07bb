import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, http, parseEther, type Hex } from 'viem';
import { marketplaceErc721Abi } from '@nft/contracts';
import { testAccounts } from '@nft/devnet';
import { encodeFulfillAdvancedOrder } from '@nft/seaport';
import {
  cancelListing,
  createListing,
  setOrderStatus,
  startFillHarness,
  type FillHarness,
  type Listing,
  type Wallet,
  fillAnswer,
  requestFill,
} from './order-fill.fixtures';
import { authorisationLifetimeSeconds } from './zone-authorisation';

// On anvil (docs/security.md row 4, docs/product.md "Trading"): a listing the book gave up on can
// never be bought again, even by someone who kept its signed order, because only the API's fresh,
// short-lived authorisation gets it through the zone; and two buyers racing for one NFT settle once.
let harness: FillHarness;
let seller: Wallet;
let buyer: Wallet;
let rival: Wallet;
const royaltyReceiver = testAccounts[5]!.address;

beforeAll(async () => {
  harness = await startFillHarness();
  seller = harness.wallet(testAccounts[1]!.privateKey);
  buyer = harness.wallet(testAccounts[2]!.privateKey);
  rival = harness.wallet(testAccounts[3]!.privateKey);
  await seller.approveConduit();
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

const keyOf = (wallet: Wallet) => testAccounts.find((account) => account.address === wallet.address)!.privateKey;
const fillRoute = (wallet: Wallet, orderHash: string) => requestFill(harness, keyOf(wallet), orderHash);
const fillOf = (wallet: Wallet, orderHash: string) => fillAnswer(harness, keyOf(wallet), orderHash);

/** The kept signed order sent straight to Seaport with whatever authorisation its holder has. */
function keptOrderFill(listing: Listing, extraData: string) {
  const { seaport } = harness.chain.deployment;
  const fill = encodeFulfillAdvancedOrder({
    seaport,
    fill: { components: listing.components, signature: listing.signature, extraData: extraData as Hex },
    at: 0n,
  });
  return { ...fill, value: fill.value.toString() };
}

const ownerOf = (tokenId: bigint) =>
  harness.client.readContract({
    address: harness.chain.deployment.erc721,
    abi: marketplaceErc721Abi,
    functionName: 'ownerOf',
    args: [tokenId],
  });

async function listNft(price = parseEther('0.4')) {
  const tokenId = await seller.mint721(royaltyReceiver);
  return {
    tokenId,
    listing: await createListing(harness, { maker: seller, royaltyReceiver, nft: { standard: 'ERC-721', tokenId }, price }),
  };
}

describe('listings the book gave up on', () => {
  it('never authorises a stale or cancelled listing again, and its kept signed order reverts in the zone', async () => {
    // Stale: listed, transferred away and back. The seller owns it and the approval still stands, so
    // Seaport alone would sell it; the book cancelled it for good when the item left (the indexer's move).
    const stale = await listNft();
    const staleAuthorisation = (await fillOf(buyer, stale.listing.orderHash)).extraData;
    expect((await seller.transfer721(rival.address, stale.tokenId)).status).toBe('success');
    expect((await rival.transfer721(seller.address, stale.tokenId)).status).toBe('success');
    await setOrderStatus(harness.database, stale.listing.orderHash, 'cancelled', 'maker_lost_item');

    // Gas-free cancel: only the book knows; nothing happened on chain.
    const cancelled = await listNft();
    const cancelledAuthorisation = (await fillOf(buyer, cancelled.listing.orderHash)).extraData;
    await cancelListing(harness, seller, cancelled.listing.orderHash);

    for (const { listing } of [stale, cancelled]) {
      const refused = await fillRoute(buyer, listing.orderHash);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: 'order_not_fillable', details: { reason: 'cancelled' } });
      // Without an authorisation, or with one for another order, the zone refuses the kept order.
      expect(await buyer.revertOf(keptOrderFill(listing, '0x'))).toBe('InvalidExtraData');
      const other = listing === stale.listing ? cancelledAuthorisation : staleAuthorisation;
      expect(await buyer.revertOf(keptOrderFill(listing, other))).toBe('InvalidAuthorizer');
    }
    // An authorisation handed out before the cancel still works until it expires (docs/security.md row 4
    // bounds that window to ten minutes); this is what the wait below closes.
    expect(await buyer.revertOf(keptOrderFill(cancelled.listing, cancelledAuthorisation))).toBe('none');

    const testClient = createTestClient({ mode: 'anvil', transport: http(harness.chain.rpcUrl) });
    await testClient.increaseTime({ seconds: authorisationLifetimeSeconds + 60 });
    await testClient.mine({ blocks: 1 });
    for (const [{ listing, tokenId }, authorisation] of [
      [stale, staleAuthorisation],
      [cancelled, cancelledAuthorisation],
    ] as const) {
      expect(await buyer.revertOf(keptOrderFill(listing, authorisation))).toBe('AuthorizationExpired');
      const sent = await buyer.sendRaw(keptOrderFill(listing, authorisation), 1_000_000n);
      expect(sent.status).toBe('reverted');
      expect(await ownerOf(tokenId)).toBe(seller.address);
    }
  });
});

describe('two buyers of one ERC-721 listing', () => {
  it('settles once: one purchase succeeds, the other reverts and the route then says the listing is gone', async () => {
    const { tokenId, listing } = await listNft();
    const [mine, theirs] = await Promise.all([fillOf(buyer, listing.orderHash), fillOf(rival, listing.orderHash)]);
    // Both sent at once, with a fixed gas limit so the loser's wallet cannot refuse to send it.
    const receipts = await Promise.all([buyer.sendRaw(mine.transaction, 1_000_000n), rival.sendRaw(theirs.transaction, 1_000_000n)]);
    const statuses = receipts.map((receipt) => receipt.status);
    expect(statuses.filter((status) => status === 'success')).toHaveLength(1);
    const [winner, loser, loserFill] = statuses[0] === 'success' ? [buyer, rival, theirs] : [rival, buyer, mine];
    expect(await ownerOf(tokenId)).toBe(winner.address);
    expect(await loser.revertOf(loserFill.transaction)).toBe('OrderAlreadyFilled');
    const answer = await fillRoute(loser, listing.orderHash);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ error: 'order_not_fillable', details: { reason: 'sold_out' } });
  });
});
