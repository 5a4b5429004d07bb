import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, nfts, orders } from '@nft/db';
import { auctionSettlementWindowSeconds, decodeAuctionTerms, fromOrderComponentsJson, orderTypedData } from '@nft/seaport';
import { startAuctionHarness, bidderKeys, sellerKey, type AuctionHarness } from './auctions.fixtures';
import { bookCounts, type Wallet } from './orders.fixtures';

// Auctions and bids through POST /v1/orders/build and POST /v1/orders on anvil (docs/product.md "Auctions"):
// the auction order's shape, the bid rules (minimum, 5% increment, running auction, currency, not the seller),
// anti-sniping and the seller's cancel before the first bid only (settlement and the fill route: auction-settlement.test.ts).
let harness: AuctionHarness;
let seller: Wallet;
let alice: Wallet;
let bob: Wallet;
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  harness = await startAuctionHarness();
  seller = harness.wallet(sellerKey);
  alice = harness.wallet(bidderKeys[0]);
  bob = harness.wallet(bidderKeys[1]);
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

describe('building and posting an auction', () => {
  it('the seller signs the NFT for minimum - fee - royalty, terms in the zoneHash, valid 7 days past bidding', async () => {
    const tokenId = await harness.mintIndexed();
    const endTime = now() + 3600;
    const built = await harness.call('POST', '/v1/orders/build', seller, {
      chain: 'local1',
      side: 'listing',
      kind: 'auction',
      items: [{ contract: harness.chains.local1.deployment.erc721, tokenId: tokenId.toString() }],
      price: '2',
      currency: harness.weth(),
      endTime,
    });
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    const components = fromOrderComponentsJson(built.body.data.orders[0]);
    expect(components.consideration).toHaveLength(1);
    // 2 WETH less 2.5% fee and 5% royalty.
    expect(components.consideration[0]!.startAmount).toBe(1_850_000_000_000_000_000n);
    expect(decodeAuctionTerms(components.zoneHash)).toEqual({ minimumBid: 2n * 10n ** 18n, biddingEnd: BigInt(endTime) });
    expect(components.endTime).toBe(BigInt(endTime) + auctionSettlementWindowSeconds);
    expect(built.body.data.breakdown[0]).toMatchObject({ price: '2000000000000000000', sellerReceives: '1850000000000000000' });

    const hash = await harness.createAuction(tokenId, { price: '2', endTime });
    const detail = await harness.call('GET', `/v1/orders/local1/${hash}`, null);
    expect(detail.body.data).toMatchObject({ kind: 'auction', side: 'listing', price: '2000000000000000000', auctionEndTime: endTime });
  });

  it('refuses an auction in native currency and a tampered minimum the proceeds do not match; nothing written', async () => {
    const tokenId = await harness.mintIndexed();
    const native = await harness.call('POST', '/v1/orders/build', seller, {
      chain: 'local1',
      side: 'listing',
      kind: 'auction',
      items: [{ contract: harness.chains.local1.deployment.erc721, tokenId: tokenId.toString() }],
      price: '1',
      endTime: now() + 3600,
    });
    expect(native.body.error).toBe('order_currency_invalid');

    const built = await harness.call('POST', '/v1/orders/build', seller, {
      chain: 'local1',
      side: 'listing',
      kind: 'auction',
      items: [{ contract: harness.chains.local1.deployment.erc721, tokenId: tokenId.toString() }],
      price: '1',
      currency: harness.weth(),
      endTime: now() + 3600,
    });
    for (const step of built.body.data.steps) await seller.send(step);
    const components = fromOrderComponentsJson(built.body.data.orders[0]);
    // The terms claim a minimum of 10 WETH while the seller's proceeds stay those of 1 WETH.
    const tampered = {
      ...components,
      zoneHash: `${components.zoneHash.slice(0, 20)}${(10n ** 19n).toString(16).padStart(46, '0')}` as `0x${string}`,
    };
    const typedData = orderTypedData(harness.chains.local1.chainId, harness.chains.local1.deployment.seaport, tampered);
    const signature = await seller.account.signTypedData(
      JSON.parse(JSON.stringify(typedData, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))),
    );
    const before = await bookCounts(harness.database.db);
    const posted = await harness.call('POST', '/v1/orders', seller, {
      chain: 'local1',
      parameters: { ...built.body.data.orders[0], zoneHash: tampered.zoneHash },
      signature,
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(400);
    expect(posted.body.error).toBe('order_fees_invalid');
    expect(await bookCounts(harness.database.db)).toEqual(before);
  });
});

describe('bidding', () => {
  it('a first bid needs the minimum, the next the highest + 5%; a bid below the increment is refused and nothing written', async () => {
    const auction = await harness.createAuction(await harness.mintIndexed(), { price: '1' });
    const under = await harness.placeBid(alice, auction, '0.9');
    expect(under.body.error).toBe('bid_too_low');
    expect(under.body.message).toBe('A bid must be higher than the current bid');
    const first = await harness.placeBid(alice, auction, '1');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // 1.04 < 1 + 5%: refused at build, and at intake for a bid built before the first one landed.
    expect((await harness.placeBid(bob, auction, '1.04')).body.error).toBe('bid_too_low');
    const secondBuilt = await harness.call('POST', '/v1/orders/build', bob, {
      chain: 'local1',
      side: 'bid',
      auctionOrderHash: auction,
      price: '1.06',
      currency: harness.weth(),
    });
    const third = await harness.placeBid(alice, auction, '1.2');
    expect(third.status).toBe(201);
    // Bob's 1.06 was enough when it was built; after Alice's 1.2 it is below 1.26 and intake refuses it.
    const before = await bookCounts(harness.database.db);
    const signature = await bob.account.signTypedData(secondBuilt.body.data.signature);
    const late = await harness.call('POST', '/v1/orders', bob, {
      chain: 'local1',
      parameters: secondBuilt.body.data.orders[0],
      signature,
      auctionOrderHash: auction,
    });
    expect(late.status).toBe(400);
    expect(late.body.error).toBe('bid_too_low');
    expect(late.body.details?.minimumBid).toBe('1260000000000000000');
    expect(await bookCounts(harness.database.db)).toEqual(before);
    // Both active bids count among the token's open offers and bids (explore's "has offers" and "hottest").
    const [nft] = await harness.database.db
      .select({ offerCount: nfts.offerCount })
      .from(nfts)
      .where(eq(nfts.tokenId, (await harness.order(auction)).tokenId));
    expect(nft?.offerCount).toBe(2);
    const bids = await harness.call('GET', `/v1/orders?side=bid&auctionOrderHash=${auction}`, null);
    expect(bids.body.data.items.map((bid: { price: string }) => bid.price)).toEqual(['1200000000000000000', '1000000000000000000']);
  });

  it('refuses a bid by the seller, in another currency, on an unknown or ended auction', async () => {
    const auction = await harness.createAuction(await harness.mintIndexed());
    expect((await harness.placeBid(seller, auction, '1')).body.error).toBe('bid_on_own_auction');
    const tusd = await harness.call('POST', '/v1/orders/build', alice, {
      chain: 'local1',
      side: 'bid',
      auctionOrderHash: auction,
      price: '1',
      currency: harness.chains.local1.deployment.stableToken,
    });
    expect(tusd.body.error).toBe('bid_currency_invalid');
    expect((await harness.placeBid(alice, `0x${'ab'.repeat(32)}`, '1')).body.error).toBe('auction_not_found');
    await harness.endBidding(auction);
    expect((await harness.placeBid(alice, auction, '1')).body.error).toBe('auction_not_running');
  });

  it('anti-sniping: a bid in the last 600 s moves the end to 600 s after the bid', async () => {
    const end = now() + 120;
    const auction = await harness.createAuction(await harness.mintIndexed(), { endTime: end });
    const before = now();
    expect((await harness.placeBid(alice, auction, '1')).status).toBe(201);
    const after = now();
    const row = await harness.order(auction);
    const moved = Math.floor(row.auctionEndTime.getTime() / 1000);
    expect(moved).toBeGreaterThanOrEqual(before + 600);
    expect(moved).toBeLessThanOrEqual(after + 600);
    const detail = await harness.call('GET', `/v1/orders/local1/${auction}`, null);
    expect(detail.body.data.auctionEndTime).toBe(moved);
    // A bid an hour before the end moves nothing.
    const calm = await harness.createAuction(await harness.mintIndexed(), { endTime: now() + 3600 });
    const calmEnd = (await harness.order(calm)).auctionEndTime.getTime();
    expect((await harness.placeBid(alice, calm, '1')).status).toBe(201);
    expect((await harness.order(calm)).auctionEndTime.getTime()).toBe(calmEnd);
  });
});

describe('hostile bids', () => {
  it('refuses a signed bid mutated one field at a time, each with its code, writing nothing', async () => {
    const auction = await harness.createAuction(await harness.mintIndexed(), { price: '1' });
    const built = await harness.call('POST', '/v1/orders/build', alice, {
      chain: 'local1',
      side: 'bid',
      auctionOrderHash: auction,
      price: '1',
      currency: harness.weth(),
    });
    for (const step of built.body.data.steps) await alice.send(step);
    const base = built.body.data.orders[0];
    type Json = ReturnType<typeof JSON.parse>;
    const mutations: [string, (order: Json) => Json][] = [
      [
        'order_fees_invalid',
        (o) => ({
          ...o,
          consideration: o.consideration.map((c: Json, i: number) => (i === 1 ? { ...c, startAmount: '1', endAmount: '1' } : c)),
        }),
      ],
      [
        'order_fees_invalid',
        (o) => ({ ...o, consideration: o.consideration.map((c: Json, i: number) => (i === 2 ? { ...c, recipient: alice.address } : c)) }),
      ],
      ['order_time_invalid', (o) => ({ ...o, endTime: String(BigInt(o.endTime) - 86_400n * 7n) })],
      [
        'order_format_invalid',
        (o) => ({
          ...o,
          consideration: o.consideration.map((c: Json, i: number) => (i === 0 ? { ...c, identifierOrCriteria: '999999' } : c)),
        }),
      ],
      ['bid_too_low', (o) => ({ ...o, offer: [{ ...o.offer[0], startAmount: '900000000000000000', endAmount: '900000000000000000' }] })],
    ];
    const before = await bookCounts(harness.database.db);
    for (const [code, mutate] of mutations) {
      const parameters = mutate(structuredClone(base));
      const typedData = orderTypedData(
        harness.chains.local1.chainId,
        harness.chains.local1.deployment.seaport,
        fromOrderComponentsJson(parameters),
      );
      const signature = await alice.account.signTypedData(
        JSON.parse(JSON.stringify(typedData, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))),
      );
      const posted = await harness.call('POST', '/v1/orders', alice, { chain: 'local1', parameters, signature, auctionOrderHash: auction });
      expect(posted.body.error, `${code}: ${JSON.stringify(posted.body)}`).toBe(code);
    }
    expect(await bookCounts(harness.database.db)).toEqual(before);
    // The unmutated bid is taken.
    const signature = await alice.account.signTypedData(built.body.data.signature);
    const taken = await harness.call('POST', '/v1/orders', alice, {
      chain: 'local1',
      parameters: base,
      signature,
      auctionOrderHash: auction,
    });
    expect(taken.status).toBe(201);
  });
});

describe('cancel', () => {
  it('the seller cancels before the first bid only', async () => {
    const quiet = await harness.createAuction(await harness.mintIndexed());
    const cancelled = await harness.call('POST', `/v1/orders/local1/${quiet}/cancel`, seller);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    const busy = await harness.createAuction(await harness.mintIndexed());
    expect((await harness.placeBid(alice, busy, '1')).status).toBe(201);
    const refused = await harness.call('POST', `/v1/orders/local1/${busy}/cancel`, seller);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('auction_has_bids');
    expect((await harness.order(busy)).status).toBe('active');
    const rows = await harness.database.db
      .select()
      .from(activity)
      .where(and(eq(activity.orderHash, busy), eq(activity.kind, 'cancel')));
    expect(rows).toHaveLength(0);
    expect((await harness.database.db.select().from(orders).where(eq(orders.parentOrderHash, busy))).length).toBe(1);
  });
});

describe('one way to sell a token', () => {
  const fixedBody = (tokenId: bigint) => ({
    chain: 'local1',
    side: 'listing',
    kind: 'fixed',
    items: [{ contract: harness.chains.local1.deployment.erc721, tokenId: tokenId.toString() }],
    price: '3',
    endTime: now() + 3600,
  });
  const auctionBody = (tokenId: bigint) => ({ ...fixedBody(tokenId), kind: 'auction', currency: harness.weth() });
  async function signAndPost(built: { body: { data: { steps: never[]; signature: never; orders: unknown[] } } }) {
    for (const step of built.body.data.steps) await seller.send(step);
    const signature = await seller.account.signTypedData(built.body.data.signature);
    return harness.call('POST', '/v1/orders', seller, { chain: 'local1', parameters: built.body.data.orders[0], signature });
  }

  it('no listing beside a running auction, at build or at intake, and nothing written', async () => {
    const tokenId = await harness.mintIndexed();
    const early = await harness.call('POST', '/v1/orders/build', seller, fixedBody(tokenId));
    expect(early.status, JSON.stringify(early.body)).toBe(200);
    const auctionBuilt = await harness.call('POST', '/v1/orders/build', seller, auctionBody(tokenId));
    expect((await signAndPost(auctionBuilt)).status).toBe(201);

    const built = await harness.call('POST', '/v1/orders/build', seller, fixedBody(tokenId));
    expect(built.status).toBe(409);
    expect(built.body).toMatchObject({
      error: 'token_in_auction',
      message: 'This NFT is in an auction: it can be listed again when the auction ends',
      details: { contract: harness.chains.local1.deployment.erc721.toLowerCase(), tokenId: tokenId.toString() },
    });
    expect((await harness.call('POST', '/v1/orders/build', seller, auctionBody(tokenId))).body.error).toBe('token_in_auction');
    // Built before the auction, signed after it: intake refuses it too.
    const before = await bookCounts(harness.database.db);
    const posted = await signAndPost(early);
    expect(posted.status).toBe(409);
    expect(posted.body.error).toBe('token_in_auction');
    expect(await bookCounts(harness.database.db)).toEqual(before);
    // The auction posted again is the stored order (docs/security.md row 7), not a conflict with itself.
    const again = await signAndPost(auctionBuilt);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it('a closed auction holds the token until it is settled or gone; a quiet one its seller cancels frees it', async () => {
    const bidOn = await harness.mintIndexed();
    const busy = await harness.createAuction(bidOn);
    expect((await harness.placeBid(alice, busy, '1')).status).toBe(201);
    await harness.endBidding(busy);
    expect((await harness.call('POST', '/v1/orders/build', seller, fixedBody(bidOn))).body.error).toBe('token_in_auction');

    // Closed without a bid and not settled yet (the settlement marks it expired within seconds): still held.
    const quietToken = await harness.mintIndexed();
    const quiet = await harness.createAuction(quietToken);
    await harness.endBidding(quiet);
    expect((await harness.call('POST', '/v1/orders/build', seller, fixedBody(quietToken))).body.error).toBe('token_in_auction');
    expect((await harness.call('POST', `/v1/orders/local1/${quiet}/cancel`, seller)).status).toBe(200);
    const listed = await signAndPost(await harness.call('POST', '/v1/orders/build', seller, fixedBody(quietToken)));
    expect(listed.status, JSON.stringify(listed.body)).toBe(201);
  });

  it('an auction waits until the seller has cancelled the listings of the token', async () => {
    const tokenId = await harness.mintIndexed();
    const auctionBuilt = await harness.call('POST', '/v1/orders/build', seller, auctionBody(tokenId));
    expect(auctionBuilt.status).toBe(200);
    const listed = await signAndPost(await harness.call('POST', '/v1/orders/build', seller, fixedBody(tokenId)));
    expect(listed.status, JSON.stringify(listed.body)).toBe(201);
    const refused = await harness.call('POST', '/v1/orders/build', seller, auctionBody(tokenId));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: 'token_listed',
      message: 'Cancel your listings of this NFT before putting it up for auction',
    });
    // Built before the listing, signed after it: intake refuses it too, writing nothing.
    const before = await bookCounts(harness.database.db);
    expect((await signAndPost(auctionBuilt)).body.error).toBe('token_listed');
    expect(await bookCounts(harness.database.db)).toEqual(before);
    // A second fixed listing stays possible, as on OpenSea: the cheaper one is the best listing.
    expect((await harness.call('POST', '/v1/orders/build', seller, fixedBody(tokenId))).status).toBe(200);

    const cancelled = await harness.call('POST', `/v1/orders/local1/${listed.body.data.orderHash}/cancel`, seller);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await signAndPost(auctionBuilt)).status).toBe(201);
  });
});
