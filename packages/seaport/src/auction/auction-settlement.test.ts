import { devnetOrderSignerKey, devnetSettlementKey } from '@nft/devnet';
import { maxUint256, zeroHash, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrappedNativeAbi } from '@nft/contracts/abi';
import { orderTypedData } from '../eip712/order-typed-data';
import { encodeFulfillAdvancedOrder } from '../fulfil/fulfill-advanced-order';
import type { OrderComponents } from '../order/order-components';
import { orderHash } from '../order/order-hash';
import { zoneAuthorizationTypedData } from '../zone/zone-authorization';
import { encodeZoneExtraData } from '../zone/zone-extra-data';
import {
  feeRecipientIndex,
  royaltyRecipientIndex,
  seller,
  startSeaportFixture,
  type SeaportFixture,
} from '../test-support/seaport-fixture';
import { auctionSettlementWindowSeconds, decodeAuctionTerms } from './auction-terms';
import { auctionSellerMinimum, buildAuctionListing } from './build-auction-listing';
import { buildBid } from './build-bid';
import { encodeMatchAdvancedOrders } from './match-auction';

// Real settlements of English auctions through Seaport 1.6 and the marketplace zone on anvil
// (docs/decisions/031-english-auctions.md): the seller's auction order matched with a WETH bid by the
// settlement account, the bid's surplus above the minimum going to the seller as an unspent offer item.
const bidder = 2;
const outsider = 3;
const minimumBid = 10n ** 18n;
const feeBps = 250;
const royaltyBps = 500;
const settlement = privateKeyToAccount(devnetSettlementKey);

let fixture: SeaportFixture;

const weth = () => ({ address: fixture.deployment.wrappedNative, abi: wrappedNativeAbi }) as const;
const wethOf = (address: `0x${string}`) => fixture.publicClient.readContract({ ...weth(), functionName: 'balanceOf', args: [address] });
const parties = () => [seller, bidder, feeRecipientIndex, royaltyRecipientIndex].map((index) => fixture.address(index));
const balances = async () => Promise.all([...parties(), settlement.address].map(wethOf));

beforeAll(async () => {
  fixture = await startSeaportFixture();
  await fixture.testClient.setBalance({ address: settlement.address, value: 10n ** 20n });
  for (const index of [bidder, outsider]) {
    const wallet = fixture.wallet(index);
    await fixture.confirm(await wallet.writeContract({ ...weth(), functionName: 'deposit', value: 5n * minimumBid }));
    await fixture.confirm(
      await wallet.writeContract({ ...weth(), functionName: 'approve', args: [fixture.deployment.conduit, maxUint256] }),
    );
  }
}, 300_000);

afterAll(() => fixture?.stop());

async function auctionOf(tokenId: bigint): Promise<OrderComponents> {
  const now = await fixture.latestTimestamp();
  return buildAuctionListing({
    offerer: fixture.address(seller),
    zone: fixture.deployment.zone,
    conduitKey: fixture.deployment.conduitKey,
    counter: await fixture.getCounter(seller),
    nft: { itemType: 2, token: fixture.deployment.erc721, identifier: tokenId, amount: 1n },
    currency: fixture.deployment.wrappedNative,
    minimumBid,
    startTime: now - 60n,
    biddingEnd: now + 3_600n,
    fee: { recipient: fixture.address(feeRecipientIndex), bps: feeBps },
    royalty: { recipient: fixture.address(royaltyRecipientIndex), bps: royaltyBps },
    salt: BigInt(Math.floor(Math.random() * 2 ** 48)),
  });
}

async function bidOn(auction: OrderComponents, price: bigint): Promise<OrderComponents> {
  return buildBid({
    offerer: fixture.address(bidder),
    auction,
    conduitKey: fixture.deployment.conduitKey,
    counter: await fixture.getCounter(bidder),
    price,
    startTime: (await fixture.latestTimestamp()) - 60n,
    fee: { recipient: fixture.address(feeRecipientIndex), bps: feeBps },
    royalty: { recipient: fixture.address(royaltyRecipientIndex), bps: royaltyBps },
    salt: BigInt(Math.floor(Math.random() * 2 ** 48)),
  });
}

const signBy = (index: number, components: OrderComponents): Promise<Hex> =>
  fixture
    .account(index)
    .signTypedData(JSON.parse(JSON.stringify(orderTypedData(fixture.chain.chainId, fixture.deployment.seaport, components))));

/** The marketplace order signer's authorisation for `fulfiller` (what the API signs for the settlement account only). */
async function authorisationFor(components: OrderComponents, fulfiller: `0x${string}`): Promise<Hex> {
  const expiry = (await fixture.latestTimestamp()) + 600n;
  const typedData = zoneAuthorizationTypedData(fixture.chain.chainId, fixture.deployment.zone, {
    orderHash: orderHash(components),
    fulfiller,
    expiry,
  });
  return encodeZoneExtraData(expiry, await privateKeyToAccount(devnetOrderSignerKey).signTypedData(typedData));
}

async function settle(auction: OrderComponents, bid: OrderComponents, sender: 'settlement' | 'outsider' = 'settlement') {
  const call = encodeMatchAdvancedOrders({
    seaport: fixture.deployment.seaport,
    auction: {
      components: auction,
      signature: await fixture.sign(auction),
      extraData: await authorisationFor(auction, settlement.address),
    },
    bid: { components: bid, signature: await signBy(bidder, bid), extraData: await authorisationFor(bid, settlement.address) },
    recipient: fixture.address(seller),
  });
  const account = sender === 'settlement' ? settlement : fixture.account(outsider);
  return fixture.confirm(await fixture.wallet(outsider).sendTransaction({ ...call, account }));
}

describe('English auctions settled through Seaport (anvil)', () => {
  it('the signed order asks only the minimum less fee and royalty, carries its terms and lives 7 days past bidding', async () => {
    const tokenId = await fixture.mintErc721(seller);
    const auction = await auctionOf(tokenId);
    expect(auction.consideration).toHaveLength(1);
    expect(auction.consideration[0]!.startAmount).toBe(auctionSellerMinimum(minimumBid, feeBps, royaltyBps));
    expect(auction.consideration[0]!.startAmount).toBe(minimumBid - (minimumBid * 750n) / 10_000n);
    const terms = decodeAuctionTerms(auction.zoneHash);
    expect(terms?.minimumBid).toBe(minimumBid);
    expect(auction.endTime - (terms?.biddingEnd ?? 0n)).toBe(auctionSettlementWindowSeconds);
    expect(decodeAuctionTerms(zeroHash)).toBeNull();
    expect(await fixture.getOrderHash(auction)).toBe(orderHash(auction));
  });

  it('matchAdvancedOrders by the settlement account: NFT to the bidder, seller paid bid - fee - royalty, fee and royalty exact', async () => {
    const tokenId = await fixture.mintErc721(seller);
    const auction = await auctionOf(tokenId);
    const price = 1_370_000_000_000_000_123n;
    const bid = await bidOn(auction, price);
    const before = await balances();
    await settle(auction, bid);
    const after = await balances();
    const delta = (i: number) => after[i]! - before[i]!;
    const fee = (price * 250n) / 10_000n;
    const royalty = (price * 500n) / 10_000n;
    expect(await fixture.ownerOf(tokenId)).toBe(fixture.address(bidder));
    expect(delta(0)).toBe(price - fee - royalty);
    expect(delta(1)).toBe(-price);
    expect(delta(2)).toBe(fee);
    expect(delta(3)).toBe(royalty);
    // The settlement account pays gas only.
    expect(delta(4)).toBe(0n);
    const [, , filled] = await fixture.getOrderStatus(orderHash(auction));
    expect(filled).toBe(1n);
  });

  it('a bid of exactly the minimum settles too (no surplus)', async () => {
    const tokenId = await fixture.mintErc721(seller);
    const auction = await auctionOf(tokenId);
    const before = await balances();
    await settle(auction, await bidOn(auction, minimumBid));
    const after = await balances();
    expect(after[0]! - before[0]!).toBe(auction.consideration[0]!.startAmount);
    expect(await fixture.ownerOf(tokenId)).toBe(fixture.address(bidder));
  });

  it('nobody but the settlement can fill the kept signed auction order', async () => {
    const tokenId = await fixture.mintErc721(seller);
    const auction = await auctionOf(tokenId);
    const signature = await fixture.sign(auction);
    const direct = async (extraData: Hex) =>
      fixture.send(
        outsider,
        encodeFulfillAdvancedOrder({
          seaport: fixture.deployment.seaport,
          fill: { components: auction, signature, extraData },
          fulfillerConduitKey: fixture.deployment.conduitKey,
          at: await fixture.latestTimestamp(),
        }),
      );
    // The authorisation the marketplace gives: for the settlement account, not for the outsider who sends it.
    await expect(direct(await authorisationFor(auction, settlement.address))).rejects.toThrow();
    // No authorisation at all.
    await expect(direct('0x')).rejects.toThrow();
    // An outsider's own matchAdvancedOrders with the settlement's authorisations is refused by the zone as well.
    await expect(settle(auction, await bidOn(auction, 2n * minimumBid), 'outsider')).rejects.toThrow();
    expect(await fixture.ownerOf(tokenId)).toBe(fixture.address(seller));
    // The control: the same order does fill when the zone authorises the sender (the outsider here, which the API never does).
    await direct(await authorisationFor(auction, fixture.address(outsider)));
    expect(await fixture.ownerOf(tokenId)).toBe(fixture.address(outsider));
  });
});
