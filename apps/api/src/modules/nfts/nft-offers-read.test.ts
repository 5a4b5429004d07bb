import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refreshBestListings, refreshBestOffers, type Database } from '@nft/db';
import { insertCollection, insertContract, insertNft, testAddress } from '@nft/db/testing';
import { collectionDetailSchema, nftDetailSchema, type NftListItem } from '@nft/api-contract';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { walkPages } from '../../test-support/walk-pages';
import { insertAttribute } from './nfts.fixtures';

// The read side of offers and bids (docs/product.md "Offers"): the best offer the book keeps on each
// NFT (refreshBestOffers, as the indexer and the offer intake call it) on the NFT page and in
// explore's "has offers" filter and "hottest" sort, "on auction", and the collection page's best
// collection offer.
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true' } });
});

afterAll(async () => {
  await testApp.close();
});

const hour = 3_600_000;
const weth = '0x00000000000000000000000000000000000000e1';
const tusd = '0x00000000000000000000000000000000000000e2';
let serial = 0;

type Order = Partial<typeof orders.$inferInsert> & { contractAddress: string; startPrice: string };

async function insertOrder(db: Database, values: Order): Promise<string> {
  serial += 1;
  const orderHash = `0x${serial.toString(16).padStart(64, 'd')}`;
  await db.insert(orders).values({
    chain: 'local1',
    orderHash,
    protocol: 'seaport',
    side: 'offer',
    maker: testAddress(),
    currency: weth,
    endPrice: values.startPrice,
    startTime: new Date(Date.now() - hour),
    endTime: new Date(Date.now() + 24 * hour),
    counter: '0',
    conduitKey: `0x${'00'.repeat(32)}`,
    salt: '1',
    signature: `0x${'11'.repeat(65)}`,
    parameters: {},
    ...values,
  });
  return orderHash;
}

describe('offers on the read side', () => {
  it('shows the best offer on the NFT page, the best collection offer on the collection page, and filters "has offers"', async () => {
    const { db } = testApp.database;
    const contract = await insertContract(db, { chain: 'local1' });
    const collection = await insertCollection(db, { chain: 'local1', contractAddress: contract.address, paymentToken: weth });
    const [plain, laser, other] = [
      await insertNft(db, { collectionId: collection.id, contractAddress: contract.address }),
      await insertNft(db, { collectionId: collection.id, contractAddress: contract.address }),
      await insertNft(db, { collectionId: collection.id, contractAddress: contract.address }),
    ];
    await insertAttribute(db, laser.id, { collectionId: collection.id, traitType: 'Eyes', value: 'Laser' });
    const on = { contractAddress: contract.address, collectionId: collection.id };
    const item = await insertOrder(db, { ...on, tokenId: plain.tokenId, startPrice: '300' });
    const wide = await insertOrder(db, { ...on, target: 'collection', startPrice: '200' });
    // Cheaper per copy: 500 for 5 copies.
    await insertOrder(db, { ...on, target: 'collection', startPrice: '500', quantity: '5' });
    // Another currency never beats the collection's, whatever the amount.
    await insertOrder(db, { ...on, target: 'collection', startPrice: '999999', currency: tusd });
    const trait = await insertOrder(db, {
      ...on,
      target: 'trait',
      traitType: 'Eyes',
      traitValue: 'Laser',
      criteriaRoot: `0x${'ab'.repeat(32)}`,
      startPrice: '250',
    });
    await insertOrder(db, { ...on, target: 'collection', startPrice: '5000', status: 'inactive', statusReason: 'no_balance' });
    await refreshBestOffers(db, 'local1', [{ contractAddress: contract.address, tokenId: null }]);

    const detail = async (tokenId: string) => {
      const response = await testApp.app.inject({ url: `/v1/nfts/local1/${contract.address}/${tokenId}` });
      expect(response.statusCode, response.body).toBe(200);
      return nftDetailSchema.parse(response.json().data).bestOffer;
    };
    expect(await detail(plain.tokenId)).toEqual({ price: '300', currency: weth, orderHash: item });
    expect(await detail(laser.tokenId)).toEqual({ price: '250', currency: weth, orderHash: trait });
    expect(await detail(other.tokenId)).toEqual({ price: '200', currency: weth, orderHash: wide });

    const page = await testApp.app.inject({ url: `/v1/collections/${collection.id}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(collectionDetailSchema.parse(page.json().data).bestCollectionOffer).toEqual({ orderHash: wide, price: '200', currency: weth });

    const offered = await walkPages<NftListItem>(testApp.app, `/v1/nfts?collection=${collection.id}&status=has_offers`, 2);
    expect(offered.map((n) => n.tokenId).sort()).toEqual([plain.tokenId, laser.tokenId, other.tokenId].sort());
    // Once the collection offers are gone, only the tokens with an offer of their own or of their trait keep one.
    await db.update(orders).set({ status: 'cancelled', statusReason: 'cancelled_by_maker' }).where(eq(orders.target, 'collection'));
    await refreshBestOffers(db, 'local1', [{ contractAddress: contract.address, tokenId: null }]);
    const left = await walkPages<NftListItem>(testApp.app, `/v1/nfts?collection=${collection.id}&status=has_offers`, 2);
    expect(left.map((n) => n.tokenId).sort()).toEqual([plain.tokenId, laser.tokenId].sort());
    const none = await testApp.app.inject({ url: `/v1/collections/${collection.id}` });
    expect(collectionDetailSchema.parse(none.json().data).bestCollectionOffer).toBeNull();
  });

  it('sorts hottest by sales, then open offers and bids on the token, then favourites; "on auction" lists auctions', async () => {
    const { db } = testApp.database;
    const contract = await insertContract(db, { chain: 'local1' });
    const collection = await insertCollection(db, { chain: 'local1', contractAddress: contract.address });
    const make = (values: { sales7d?: number; favoriteCount?: number }) =>
      insertNft(db, { collectionId: collection.id, contractAddress: contract.address, ...values });
    const [sold, twoOffers, oneBid, liked] = [
      await make({ sales7d: 1 }),
      await make({}),
      await make({}),
      await make({ favoriteCount: 50 }),
    ];
    const on = { contractAddress: contract.address, collectionId: collection.id };
    await insertOrder(db, { ...on, tokenId: twoOffers.tokenId, startPrice: '1' });
    await insertOrder(db, { ...on, tokenId: twoOffers.tokenId, startPrice: '2' });
    const auction = await insertOrder(db, {
      ...on,
      side: 'listing',
      kind: 'auction',
      maker: testAddress(),
      tokenId: oneBid.tokenId,
      startPrice: '100',
      auctionEndTime: new Date(Date.now() + hour),
    });
    await insertOrder(db, { ...on, side: 'bid', parentOrderHash: auction, tokenId: oneBid.tokenId, startPrice: '150' });
    await refreshBestOffers(db, 'local1', [{ contractAddress: contract.address, tokenId: null }]);
    await refreshBestListings(db, 'local1', [oneBid]);

    const hottest = await walkPages<NftListItem>(testApp.app, `/v1/nfts?collection=${collection.id}&sort=hottest`, 1);
    expect(hottest.map((n) => n.tokenId)).toEqual([sold.tokenId, twoOffers.tokenId, oneBid.tokenId, liked.tokenId]);
    const auctions = await walkPages<NftListItem>(testApp.app, `/v1/nfts?collection=${collection.id}&status=on_auction`, 5);
    expect(auctions.map((n) => n.tokenId)).toEqual([oneBid.tokenId]);
    // A bid is not an offer the owner can accept: the auctioned token has no best offer.
    const withOffers = await walkPages<NftListItem>(testApp.app, `/v1/nfts?collection=${collection.id}&status=has_offers`, 5);
    expect(withOffers.map((n) => n.tokenId)).toEqual([twoOffers.tokenId]);
  });
});
