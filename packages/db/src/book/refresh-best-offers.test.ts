import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { nftAttributes } from '../schema/nft-attributes';
import { nfts } from '../schema/nfts';
import { orders } from '../schema/orders';
import { createTestDatabase } from '../testing/create-test-database';
import { insertCollection, insertNft, testAddress } from '../testing/fixtures';
import { refreshBestOffers } from './refresh-best-offers';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const now = new Date('2026-06-01T00:00:00Z');
const hour = 3_600_000;
const weth = '0x00000000000000000000000000000000000000aa';
const tusd = '0x00000000000000000000000000000000000000bb';
let serial = 0;

type Target = { contractAddress: string; tokenId?: string | null; target?: 'item' | 'collection' | 'trait' };

function offer(on: Target, price: string, overrides: Partial<typeof orders.$inferInsert> = {}) {
  serial += 1;
  const target = on.target ?? 'item';
  return {
    chain: 'local1',
    orderHash: `0x${serial.toString(16).padStart(64, 'b')}`,
    protocol: 'seaport' as const,
    side: 'offer' as const,
    kind: 'fixed' as const,
    target,
    maker: testAddress(),
    contractAddress: on.contractAddress,
    tokenId: target === 'item' ? (on.tokenId ?? null) : null,
    currency: weth,
    startPrice: price,
    endPrice: price,
    startTime: new Date(now.getTime() - hour),
    endTime: new Date(now.getTime() + hour),
    counter: '0',
    conduitKey: `0x${'00'.repeat(32)}`,
    salt: '1',
    signature: `0x${'11'.repeat(65)}`,
    parameters: {},
    ...(target === 'trait' ? { traitType: 'Eyes', traitValue: 'Laser', criteriaRoot: `0x${'cd'.repeat(32)}` } : {}),
    ...overrides,
  };
}

async function best(id: number) {
  const [row] = await handle.db
    .select({ hash: nfts.bestOfferOrderHash, price: nfts.bestOfferPrice, currency: nfts.bestOfferCurrency, count: nfts.offerCount })
    .from(nfts)
    .where(eq(nfts.id, id));
  return row!;
}

describe('refreshBestOffers', () => {
  it('takes the highest open offer per copy among item, collection and matching trait offers', async () => {
    const collection = await insertCollection(handle.db, { paymentToken: tusd });
    const nft = await insertNft(handle.db, { collectionId: collection.id });
    const other = await insertNft(handle.db, { collectionId: collection.id, contractAddress: nft.contractAddress });
    await handle.db.insert(nftAttributes).values({ nftId: nft.id, collectionId: collection.id, traitType: 'Eyes', value: 'Laser' });
    const item = offer(nft, '100', { currency: tusd });
    const collectionWide = offer({ contractAddress: nft.contractAddress, target: 'collection' }, '80', { currency: tusd });
    const trait = offer({ contractAddress: nft.contractAddress, target: 'trait' }, '120', { currency: tusd });
    await handle.db.insert(orders).values([
      item,
      collectionWide,
      trait,
      // Higher but never compared: another currency than the collection's.
      offer(nft, '1000'),
      // Not open: inactive, ended, not started, used up.
      offer(nft, '500', { currency: tusd, status: 'inactive', statusReason: 'no_balance' }),
      offer(nft, '500', { currency: tusd, startTime: new Date(now.getTime() - 2 * hour), endTime: new Date(now.getTime() - hour) }),
      offer(nft, '500', { currency: tusd, startTime: new Date(now.getTime() + hour), endTime: new Date(now.getTime() + 2 * hour) }),
      offer(nft, '500', { currency: tusd, status: 'filled', filledQuantity: '1' }),
      // Two copies for 300 are 150 each... on another token.
      offer(other, '300', { currency: tusd, quantity: '2' }),
    ]);
    await refreshBestOffers(handle.db, 'local1', [{ contractAddress: nft.contractAddress, tokenId: null }], now);
    // The trait offer matches the token with Eyes: Laser, not the other one.
    expect(await best(nft.id)).toEqual({ hash: trait.orderHash, price: '120', currency: tusd, count: 2 });
    expect(await best(other.id)).toEqual({ hash: expect.any(String), price: '150', currency: tusd, count: 1 });
    await handle.db.update(orders).set({ status: 'cancelled', statusReason: 'cancelled_by_maker' }).where(eq(orders.currency, tusd));
    await refreshBestOffers(handle.db, 'local1', [{ contractAddress: nft.contractAddress.toUpperCase(), tokenId: `0${nft.tokenId}` }], now);
    expect(await best(nft.id)).toEqual({ hash: expect.any(String), price: '1000', currency: weth, count: 1 });
    // The other token was not in scope: unchanged.
    expect((await best(other.id)).price).toBe('150');
  });

  it('counts bids in offer_count but never as the best offer, and clears when nothing is open', async () => {
    const nft = await insertNft(handle.db);
    const bid = offer(nft, '900', { side: 'bid', parentOrderHash: `0x${'ee'.repeat(32)}` });
    const open = offer(nft, '50');
    await handle.db.insert(orders).values([bid, open]);
    await refreshBestOffers(handle.db, 'local1', [nft], now);
    expect(await best(nft.id)).toEqual({ hash: open.orderHash, price: '50', currency: weth, count: 2 });
    await handle.db.update(orders).set({ status: 'expired' }).where(eq(orders.contractAddress, nft.contractAddress));
    await refreshBestOffers(handle.db, 'local2', [nft], now);
    expect((await best(nft.id)).count).toBe(2);
    await refreshBestOffers(handle.db, 'local1', [nft], now);
    expect(await best(nft.id)).toEqual({ hash: null, price: null, currency: null, count: 0 });
    await expect(refreshBestOffers(handle.db, 'local1', [], now)).resolves.toBeUndefined();
  });

  it('puts offers and bids into hottest after sales and before favourites', async () => {
    const nft = await insertNft(handle.db, { favoriteCount: 3, sales7d: 1 });
    await handle.db.insert(orders).values([offer(nft, '5'), offer(nft, '6')]);
    await refreshBestOffers(handle.db, 'local1', [nft], now);
    const [row] = await handle.db.select({ heat: nfts.heat }).from(nfts).where(eq(nfts.id, nft.id));
    expect(row!.heat).toBe(2 ** 40 + 2 * 2 ** 20 + 3);
  });
});
