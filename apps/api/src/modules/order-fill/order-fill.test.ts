import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEther, type Address, type Hex } from 'viem';
import { marketplaceErc1155Abi, marketplaceErc721Abi } from '@nft/contracts';
import { devnetFeeRecipient, testAccounts } from '@nft/devnet';
import { currentPrice } from '@nft/seaport';
import {
  cancelListing,
  createListing,
  feeBps,
  royaltyBps,
  setOrderStatus,
  startFillHarness,
  type FillHarness,
  type Wallet,
  fillAnswer,
  requestFill,
} from './order-fill.fixtures';

// The fill route on a real anvil chain with the real Seaport and zone (docs/product.md "Trading"):
// the transaction it answers, sent by the buyer, settles the listing and pays everyone.
let harness: FillHarness;
let seller: Wallet;
let buyer: Wallet;
let third: Wallet;
const royaltyReceiver = testAccounts[5]!.address;

beforeAll(async () => {
  harness = await startFillHarness();
  seller = harness.wallet(testAccounts[1]!.privateKey);
  buyer = harness.wallet(testAccounts[2]!.privateKey);
  third = harness.wallet(testAccounts[3]!.privateKey);
  await seller.approveConduit();
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

const fillRoute = (key: Hex, orderHash: string, body: Record<string, unknown> = {}) => requestFill(harness, key, orderHash, body);
const fillOf = (key: Hex, orderHash: string, body: Record<string, unknown> = {}) => fillAnswer(harness, key, orderHash, body);

const balanceOf = (address: Address) => harness.client.getBalance({ address });

async function balances() {
  const [sellerBalance, fee, royalty] = await Promise.all([
    balanceOf(seller.address),
    balanceOf(devnetFeeRecipient),
    balanceOf(royaltyReceiver),
  ]);
  return { seller: sellerBalance, fee, royalty };
}

const ownerOf = (tokenId: bigint) =>
  harness.client.readContract({
    address: harness.chain.deployment.erc721,
    abi: marketplaceErc721Abi,
    functionName: 'ownerOf',
    args: [tokenId],
  });

describe('POST /v1/orders/{chain}/{orderHash}/fill', () => {
  it('answers a transaction that moves the NFT to the buyer and pays the seller, the fee and the royalty', async () => {
    const tokenId = await seller.mint721(royaltyReceiver);
    const price = parseEther('1');
    const listing = await createListing(harness, { maker: seller, royaltyReceiver, nft: { standard: 'ERC-721', tokenId }, price });
    const fill = await fillOf(testAccounts[2]!.privateKey, listing.orderHash);
    expect(fill.transaction).toMatchObject({ to: harness.chain.deployment.seaport, value: price.toString() });
    expect(fill.steps).toEqual([]);
    expect(fill.extraData).toMatch(/^0x[0-9a-f]{146}$/);
    expect([fill.numerator, fill.denominator]).toEqual(['1', '1']);
    expect(fill.order.signature).toBe(listing.signature);

    const before = await balances();
    const buyerBefore = await balanceOf(buyer.address);
    const receipt = await buyer.sendRaw(fill.transaction);
    expect(receipt.status).toBe('success');
    expect(await ownerOf(tokenId)).toBe(buyer.address);
    const after = await balances();
    const fee = (price * BigInt(feeBps)) / 10_000n;
    const royalty = (price * BigInt(royaltyBps)) / 10_000n;
    expect(after.seller - before.seller).toBe(price - fee - royalty);
    expect(after.fee - before.fee).toBe(fee);
    expect(after.royalty - before.royalty).toBe(royalty);
    expect(buyerBefore - (await balanceOf(buyer.address))).toBe(price + receipt.gasUsed * receipt.effectiveGasPrice);

    // Sold on chain: asked again before the indexer has seen it, the route reads Seaport's own status.
    const again = await fillRoute(testAccounts[3]!.privateKey, listing.orderHash);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'order_not_fillable', details: { reason: 'sold_out' } });
  });

  it('charges a declining listing its price at the block and pays the rest of the value back', async () => {
    const tokenId = await seller.mint721(royaltyReceiver);
    const now = BigInt(Math.floor(Date.now() / 1000));
    const listing = await createListing(harness, {
      maker: seller,
      royaltyReceiver,
      nft: { standard: 'ERC-721', tokenId },
      price: parseEther('2'),
      endPrice: parseEther('1'),
      startTime: now - 3_600n,
      endTime: now + 3_600n,
    });
    const fill = await fillOf(testAccounts[2]!.privateKey, listing.orderHash);
    const value = BigInt(fill.transaction.value);
    expect(value < parseEther('2') && value > parseEther('1')).toBe(true);
    const before = await balances();
    const buyerBefore = await balanceOf(buyer.address);
    const receipt = await buyer.sendRaw(fill.transaction);
    expect(receipt.status).toBe('success');
    const block = await harness.client.getBlock({ blockNumber: receipt.blockNumber });
    const paid = currentPrice(listing.components, block.timestamp);
    expect(paid <= value).toBe(true);
    const after = await balances();
    expect(after.seller - before.seller + (after.fee - before.fee) + (after.royalty - before.royalty)).toBe(paid);
    expect(buyerBefore - (await balanceOf(buyer.address))).toBe(paid + receipt.gasUsed * receipt.effectiveGasPrice);
    expect(await ownerOf(tokenId)).toBe(buyer.address);
  });

  it('refuses a private listing to anyone but its buyer (403), who buys it', async () => {
    const tokenId = await seller.mint721(royaltyReceiver);
    const listing = await createListing(harness, {
      maker: seller,
      royaltyReceiver,
      nft: { standard: 'ERC-721', tokenId },
      price: parseEther('0.5'),
      taker: buyer.address,
    });
    const refused = await fillRoute(testAccounts[3]!.privateKey, listing.orderHash);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'order_private' });

    // The third wallet cannot borrow the buyer's authorisation either: the zone checks the fulfiller.
    const fill = await fillOf(testAccounts[2]!.privateKey, listing.orderHash);
    const borrowed = await third.sendRaw(fill.transaction, 1_000_000n);
    expect(borrowed.status).toBe('reverted');
    expect((await buyer.sendRaw(fill.transaction)).status).toBe('success');
    expect(await ownerOf(tokenId)).toBe(buyer.address);
  });

  it('refuses a scheduled listing before its start, and cancelled, filled and expired ones (409)', async () => {
    const now = BigInt(Math.floor(Date.now() / 1000));
    const listingOf = async (extra: { startTime?: bigint; endTime?: bigint } = {}) =>
      createListing(harness, {
        maker: seller,
        royaltyReceiver,
        nft: { standard: 'ERC-721', tokenId: await seller.mint721(royaltyReceiver) },
        price: parseEther('0.1'),
        ...extra,
      });
    const expectNotFillable = async (orderHash: string, reason: string) => {
      const response = await fillRoute(testAccounts[2]!.privateKey, orderHash);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ error: 'order_not_fillable', details: { reason } });
    };
    await expectNotFillable((await listingOf({ startTime: now + 3_600n, endTime: now + 7_200n })).orderHash, 'not_started');
    const cancelled = await listingOf();
    await cancelListing(harness, seller, cancelled.orderHash);
    await expectNotFillable(cancelled.orderHash, 'cancelled');
    const filled = await listingOf();
    await setOrderStatus(harness.database, filled.orderHash, 'filled');
    await expectNotFillable(filled.orderHash, 'filled');
    const expired = await listingOf();
    await setOrderStatus(harness.database, expired.orderHash, 'expired');
    await expectNotFillable(expired.orderHash, 'expired');
  });

  it('buys part of an ERC-1155 listing as a Seaport fraction, then the rest', async () => {
    const tokenId = await seller.mint1155(5n, royaltyReceiver);
    const price = parseEther('0.2');
    const listing = await createListing(harness, {
      maker: seller,
      royaltyReceiver,
      nft: { standard: 'ERC-1155', tokenId, amount: 5n },
      price,
    });
    const balance1155 = (owner: Address) =>
      harness.client.readContract({
        address: harness.chain.deployment.erc1155,
        abi: marketplaceErc1155Abi,
        functionName: 'balanceOf',
        args: [owner, tokenId],
      });

    const two = await fillOf(testAccounts[2]!.privateKey, listing.orderHash, { quantity: 2 });
    expect([two.numerator, two.denominator, two.transaction.value]).toEqual(['2', '5', (price * 2n).toString()]);
    const before = await balances();
    expect((await buyer.sendRaw(two.transaction)).status).toBe('success');
    expect(await balance1155(buyer.address)).toBe(2n);
    expect((await balances()).seller - before.seller).toBe(price * 2n - (price * 2n * BigInt(feeBps + royaltyBps)) / 10_000n);

    // Three copies are left on chain (the book has not been told yet): four is too many.
    const tooMany = await fillRoute(testAccounts[3]!.privateKey, listing.orderHash, { quantity: 4 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ error: 'order_quantity_invalid' });
    const rest = await fillOf(testAccounts[3]!.privateKey, listing.orderHash);
    expect([rest.numerator, rest.denominator, rest.transaction.value]).toEqual(['3', '5', (price * 3n).toString()]);
    expect((await third.sendRaw(rest.transaction)).status).toBe('success');
    expect(await balance1155(third.address)).toBe(3n);
    expect(await balance1155(seller.address)).toBe(0n);
  });

  it('needs a session, and answers 404 for an unknown order', async () => {
    const anonymous = await harness.testApp.app.inject({ method: 'POST', url: `/v1/orders/local1/0x${'ab'.repeat(32)}/fill`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await fillRoute(testAccounts[2]!.privateKey, `0x${'ab'.repeat(32)}`);
    expect(unknown.statusCode).toBe(404);
    // Without a body (integrators' plain POST) the route still answers: everything of the listing.
    const session = await harness.signIn(testAccounts[2]!.privateKey);
    const bodiless = await harness.testApp.app.inject({
      method: 'POST',
      url: `/v1/orders/local1/0x${'ab'.repeat(32)}/fill`,
      headers: session.headers,
    });
    expect(bodiless.statusCode, bodiless.body).toBe(404);
  });
});
