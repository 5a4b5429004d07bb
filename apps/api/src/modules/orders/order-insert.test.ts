import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, collections, nfts, orders, type DatabaseHandle } from '@nft/db';
import { createTestDatabase, insertNft, testAddress } from '@nft/db/testing';
import { itemCollectionId } from './collection-royalty.repository';
import { insertOrder, type AcceptedOrder } from './orders.repository';

// insertOrder, the one writer of accepted orders (docs/decisions/034-order-insert-statements.md):
// order and activity together, resubmission answered with the stored row, the best listing of an
// indexed token kept right when listings of it arrive at the same moment.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const native = '0x0000000000000000000000000000000000000000';
const hour = 3_600_000;
let serial = 0;

function order(target: { contractAddress: string; tokenId: string | null }, overrides: Partial<AcceptedOrder> = {}): AcceptedOrder {
  serial += 1;
  const price = overrides.startPrice ?? '1000';
  return {
    chain: 'local1',
    orderHash: `0x${serial.toString(16).padStart(64, 'c')}`,
    protocol: 'seaport',
    side: 'listing',
    kind: 'fixed',
    maker: testAddress(),
    contractAddress: target.contractAddress,
    tokenId: target.tokenId,
    currency: native,
    startPrice: price,
    endPrice: price,
    startTime: new Date(Date.now() - hour),
    endTime: new Date(Date.now() + hour),
    counter: '0',
    conduitKey: `0x${'00'.repeat(32)}`,
    salt: String(serial),
    signature: `0x${'11'.repeat(65)}`,
    parameters: { salt: String(serial) },
    ...overrides,
  };
}

const activityOf = (orderHash: string) =>
  handle.db
    .select({ kind: activity.kind, from: activity.fromAddress, to: activity.toAddress, price: activity.price, tokenId: activity.tokenId })
    .from(activity)
    .where(eq(activity.orderHash, orderHash));

describe('insertOrder', () => {
  it('writes a listing and its list activity once; a resubmission answers the stored row and adds nothing', async () => {
    const target = { contractAddress: testAddress(), tokenId: '7' };
    const taker = testAddress();
    const listing = order(target, { taker, startPrice: '1500', endPrice: '1500' });
    const now = new Date();

    const first = await insertOrder(handle.db, listing, now);
    expect(first.created).toBe(true);
    expect(first.row).toMatchObject({ orderHash: listing.orderHash, startPrice: '1500', tokenId: '7', status: 'active', taker });
    expect(first.row.startTime).toEqual(listing.startTime);
    expect(first.row.parameters).toEqual(listing.parameters);
    const [stored] = await handle.db.select().from(orders).where(eq(orders.orderHash, listing.orderHash));
    expect(first.row).toEqual(stored);
    expect(await activityOf(listing.orderHash)).toEqual([{ kind: 'list', from: listing.maker, to: taker, price: '1500', tokenId: '7' }]);

    const again = await insertOrder(handle.db, { ...listing, signature: `0x${'22'.repeat(65)}` }, new Date());
    expect(again).toEqual({ created: false, row: stored });
    expect(await handle.db.select().from(orders).where(eq(orders.orderHash, listing.orderHash))).toHaveLength(1);
    expect(await activityOf(listing.orderHash)).toHaveLength(1);
  });

  it('writes nothing at all when the order row is refused', async () => {
    const bad = order({ contractAddress: testAddress(), tokenId: '1' }, { startPrice: '10', endPrice: '9' });
    await expect(insertOrder(handle.db, bad, new Date())).rejects.toThrow();
    expect(await handle.db.select().from(orders).where(eq(orders.orderHash, bad.orderHash))).toEqual([]);
    expect(await activityOf(bad.orderHash)).toEqual([]);
  });

  it("files the order and its activity under the token's live collection when the insert resolves it", async () => {
    const nft = await insertNft(handle.db);
    const filed = order(nft, { collectionId: itemCollectionId('local1', nft.contractAddress, nft.tokenId) });
    expect((await insertOrder(handle.db, filed, new Date())).row.collectionId).toBe(nft.collectionId);
    const [logged] = await handle.db
      .select({ collectionId: activity.collectionId })
      .from(activity)
      .where(eq(activity.orderHash, filed.orderHash));
    expect(logged!.collectionId).toBe(nft.collectionId);

    await handle.db.update(collections).set({ deletedAt: new Date() }).where(eq(collections.id, nft.collectionId!));
    const unfiled = order(nft, { collectionId: itemCollectionId('local1', nft.contractAddress, nft.tokenId) });
    expect((await insertOrder(handle.db, unfiled, new Date())).row.collectionId).toBeNull();
  });

  it('writes the activity of each side: offer (and its best offer), bid', async () => {
    const nft = await insertNft(handle.db);
    const weth = testAddress();
    const offer = order({ contractAddress: nft.contractAddress, tokenId: null }, { side: 'offer', target: 'collection', currency: weth });
    expect((await insertOrder(handle.db, offer, new Date())).created).toBe(true);
    expect(await activityOf(offer.orderHash)).toEqual([{ kind: 'offer', from: offer.maker, to: null, price: '1000', tokenId: null }]);
    const [cached] = await handle.db.select({ hash: nfts.bestOfferOrderHash }).from(nfts).where(eq(nfts.id, nft.id));
    expect(cached!.hash).toBe(offer.orderHash);

    const auction = order(nft, { kind: 'auction', currency: weth, auctionEndTime: new Date(Date.now() + hour / 2) });
    await insertOrder(handle.db, auction, new Date());
    const bid = order(nft, { side: 'bid', currency: weth, startPrice: '1200', endPrice: '1200', parentOrderHash: auction.orderHash });
    expect((await insertOrder(handle.db, bid, new Date())).created).toBe(true);
    expect(await activityOf(bid.orderHash)).toEqual([{ kind: 'bid', from: bid.maker, to: null, price: '1200', tokenId: nft.tokenId }]);
  });

  it("keeps an indexed token's best listing right when several listings of it arrive at once", async () => {
    const nft = await insertNft(handle.db);
    const prices = ['900', '400', '700', '500', '800', '600'];
    const listings = prices.map((price) => order(nft, { startPrice: price, endPrice: price }));
    const results = await Promise.all(listings.map((listing) => insertOrder(handle.db, listing, new Date())));
    expect(results.every((result) => result.created)).toBe(true);
    const [cached] = await handle.db
      .select({ hash: nfts.bestListingOrderHash, price: nfts.bestListingPrice })
      .from(nfts)
      .where(and(eq(nfts.id, nft.id)));
    expect(cached).toEqual({ hash: listings[1]!.orderHash, price: '400' });
  });
});
