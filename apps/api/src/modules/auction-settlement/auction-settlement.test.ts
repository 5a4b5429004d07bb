import { and, eq } from 'drizzle-orm';
import { encodeFunctionData, erc20Abi, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceErc721Abi } from '@nft/contracts/abi';
import { activity, orders } from '@nft/db';
import { devnetOrderSignerKey, devnetSettlementAddress, devnetSettlementKey } from '@nft/devnet';
import { bidderKeys, royaltyReceiver, sellerKey, startAuctionHarness, type AuctionHarness } from '../orders/auctions.fixtures';
import { feeBps, feeRecipient, type Wallet } from '../orders/orders.fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createAuctionSettlement, type AuctionSettlement } from './auction-settlement.job';

// The settlement of ended auctions on anvil with the real database (docs/decisions/031-english-auctions.md): the
// highest valid bid wins and pays fee and royalty exactly, a highest bid that lost its allowance is skipped, an
// auction nobody bid on ends unsold, two settlers never settle one auction twice, and the API's own job settles an
// auction by itself after its end; the fill route never fills an auction.
let harness: AuctionHarness;
let settlement: AuctionSettlement;
let seller: Wallet;
let alice: Wallet;
let bob: Wallet;
const unit = 10n ** 18n;

beforeAll(async () => {
  harness = await startAuctionHarness();
  seller = harness.wallet(sellerKey);
  alice = harness.wallet(bidderKeys[0]);
  bob = harness.wallet(bidderKeys[1]);
  settlement = newSettlement();
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

function newSettlement(now?: () => Date): AuctionSettlement {
  return createAuctionSettlement({
    db: harness.database.db,
    trading: harness.trading,
    orderSignerKey: devnetOrderSignerKey,
    settlementKeys: { local1: devnetSettlementKey },
    ...(now ? { now } : {}),
  });
}

const ownerOf = (tokenId: bigint) =>
  seller.client.readContract({
    address: harness.chains.local1.deployment.erc721,
    abi: marketplaceErc721Abi,
    functionName: 'ownerOf',
    args: [tokenId],
  });
const parties = (): Address[] => [seller.address, alice.address, bob.address, feeRecipient, royaltyReceiver, devnetSettlementAddress];
const balances = () => Promise.all(parties().map((address) => harness.wethOf(address)));

async function bidOk(bidder: Wallet, auction: string, price: string) {
  const reply = await harness.placeBid(bidder, auction, price);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.data.orderHash as string;
}

describe('settling ended auctions', () => {
  it('the highest valid bid wins: NFT to the winner, seller paid bid - fee - royalty, fee and royalty exact', async () => {
    const tokenId = await harness.mintIndexed();
    const auction = await harness.createAuction(tokenId, { price: '1' });
    const losing = await bidOk(alice, auction, '1');
    const winning = await bidOk(bob, auction, '1.5');
    await harness.endBidding(auction);
    const before = await balances();
    expect(await settlement.runOnce()).toBe(1);
    const after = await balances();
    const delta = (index: number) => after[index]! - before[index]!;
    const price = 1_500_000_000_000_000_000n;
    const fee = (price * BigInt(feeBps)) / 10_000n;
    const royalty = (price * 500n) / 10_000n;
    expect(await ownerOf(tokenId)).toBe(bob.address);
    expect(delta(0)).toBe(price - fee - royalty);
    expect(delta(1)).toBe(0n);
    expect(delta(2)).toBe(-price);
    expect(delta(3)).toBe(fee);
    expect(delta(4)).toBe(royalty);
    expect(delta(5)).toBe(0n);
    expect((await harness.order(losing)).status).toBe('expired');
    expect((await harness.order(winning)).status).toBe('active');
    // Settled once: the next pass finds the auction claimed (the indexer marks it filled from the logs).
    expect(await settlement.runOnce()).toBe(0);
  });

  it('skips the highest bid once its bidder withdrew the allowance, and sells to the next', async () => {
    const tokenId = await harness.mintIndexed();
    const auction = await harness.createAuction(tokenId, { price: '1' });
    await bidOk(alice, auction, '1');
    await bidOk(bob, auction, '2');
    await bob.send({
      to: harness.weth(),
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [harness.chains.local1.deployment.conduit, 0n] }),
    });
    await harness.endBidding(auction);
    const before = await balances();
    await settlement.runOnce();
    const after = await balances();
    expect(await ownerOf(tokenId)).toBe(alice.address);
    expect(after[0]! - before[0]!).toBe(unit - (unit * 750n) / 10_000n);
    expect(after[1]! - before[1]!).toBe(-unit);
    expect(after[2]).toBe(before[2]);
    await bob.send({
      to: harness.weth(),
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [harness.chains.local1.deployment.conduit, 2n ** 255n] }),
    });
  });

  it('an auction nobody bid on ends unsold: expired, a settlement row without buyer or price, the seller keeps the NFT', async () => {
    const tokenId = await harness.mintIndexed();
    const auction = await harness.createAuction(tokenId);
    await harness.endBidding(auction);
    await settlement.runOnce();
    expect((await harness.order(auction)).status).toBe('expired');
    const rows = await harness.database.db
      .select()
      .from(activity)
      .where(and(eq(activity.orderHash, auction), eq(activity.kind, 'settlement')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ toAddress: null, price: null, fromAddress: seller.address.toLowerCase() });
    expect(await ownerOf(tokenId)).toBe(seller.address);
    expect(await settlement.runOnce()).toBe(0);
  });

  // The job's passes run at the app's clock (docs/decisions/060-ci-in-fifteen-minutes.md "Update"; the auction browser
  // test moves it past the end instead of waiting): a job on the real clock leaves an auction ending in an hour alone.
  it('settles at its clock: the real clock leaves an auction ending in an hour, a clock moved past the end settles it', async () => {
    const tokenId = await harness.mintIndexed();
    const auction = await harness.createAuction(tokenId, { endTime: Math.floor(Date.now() / 1000) + 3600 });
    await settlement.runOnce();
    expect((await harness.order(auction)).status).toBe('active');
    await newSettlement(() => new Date(Date.now() + 2 * 3_600_000)).runOnce();
    expect((await harness.order(auction)).status).toBe('expired');
  });

  it('two settlers at the same moment: one claims the auction, one sale', async () => {
    const tokenId = await harness.mintIndexed();
    const auction = await harness.createAuction(tokenId);
    await bidOk(alice, auction, '1');
    await harness.endBidding(auction);
    const before = await harness.wethOf(seller.address);
    const claimed = await Promise.all([settlement.runOnce(), newSettlement().runOnce()]);
    expect(claimed.sort()).toEqual([0, 1]);
    expect(await ownerOf(tokenId)).toBe(alice.address);
    expect((await harness.wethOf(seller.address)) - before).toBe(unit - (unit * 750n) / 10_000n);
  });
});

describe('the API settles by itself', () => {
  let app: TestApp;

  beforeAll(async () => {
    // A second API process on the same book, with the order signer and the settlement account configured.
    app = await createTestApp({
      database: harness.database,
      chains: harness.registry,
      env: {
        RATE_LIMIT_MAX: '100000',
        MARKETPLACE_FEES: JSON.stringify({ local1: { bps: feeBps, recipient: feeRecipient } }),
        ORDER_SIGNER_KEY: devnetOrderSignerKey,
        SETTLEMENT_KEYS: JSON.stringify({ local1: devnetSettlementKey }),
        AUCTION_SETTLEMENT_INTERVAL_MS: '500',
      },
    });
    await app.app.ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('the fill route refuses an auction; the job sells it to the bidder after its end, within 30 s', async () => {
    const tokenId = await harness.mintIndexed();
    const auction = await harness.createAuction(tokenId);
    const { headers } = await harness.signIn(alice.address);
    const fill = await app.app.inject({ method: 'POST', url: `/v1/orders/local1/${auction}/fill`, headers, payload: {} });
    expect(fill.statusCode).toBe(409);
    expect(fill.json().error).toBe('order_not_fillable');
    await bidOk(alice, auction, '1');
    // The clock three seconds before the end (the bid came in long before, so no extension).
    await harness.database.db
      .update(orders)
      .set({ auctionEndTime: new Date(Date.now() + 3_000) })
      .where(eq(orders.orderHash, auction));
    const end = Date.now() + 3_000;
    while ((await ownerOf(tokenId)) !== alice.address) {
      if (Date.now() > end + 30_000) throw new Error('the auction was not settled within 30 s of its end');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await ownerOf(tokenId)).toBe(alice.address);
  }, 60_000);
});
