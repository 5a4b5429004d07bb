import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { nfts } from '../schema/nfts';
import { orders } from '../schema/orders';
import { createTestDatabase } from '../testing/create-test-database';
import { insertNft, testAddress } from '../testing/fixtures';
import { listingPriceNow, pricePerCopy } from './listing-price-now';
import { refreshBestListings } from './refresh-best-listings';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const native = '0x0000000000000000000000000000000000000000';
const now = new Date('2026-06-01T00:00:00Z');
const hour = 3_600_000;
let serial = 0;

function listing(nft: { contractAddress: string; tokenId: string }, overrides: Partial<typeof orders.$inferInsert> = {}) {
  serial += 1;
  const price = (overrides.startPrice as string | undefined) ?? '1000';
  return {
    chain: 'local1',
    orderHash: `0x${serial.toString(16).padStart(64, 'a')}`,
    protocol: 'seaport' as const,
    side: 'listing' as const,
    kind: 'fixed' as const,
    maker: testAddress(),
    contractAddress: nft.contractAddress,
    tokenId: nft.tokenId,
    currency: native,
    startPrice: price,
    endPrice: price,
    startTime: new Date(now.getTime() - hour),
    endTime: new Date(now.getTime() + hour),
    counter: '0',
    conduitKey: `0x${'00'.repeat(32)}`,
    salt: '1',
    signature: `0x${'11'.repeat(65)}`,
    parameters: {},
    ...overrides,
  };
}

async function best(id: number) {
  const [row] = await handle.db
    .select({
      hash: nfts.bestListingOrderHash,
      price: nfts.bestListingPrice,
      currency: nfts.bestListingCurrency,
      kind: nfts.bestListingKind,
    })
    .from(nfts)
    .where(eq(nfts.id, id));
  return row!;
}

describe('listingPriceNow', () => {
  it('moves linearly and rounds up like Seaport, clamped outside the window', () => {
    const start = new Date(0);
    const end = new Date(100_000);
    expect(listingPriceNow(1000n, 1000n, start, end, new Date(50_000))).toBe(1000n);
    expect(listingPriceNow(1000n, 0n + 1n, start, end, new Date(50_000))).toBe(501n);
    expect(listingPriceNow(1000n, 500n, start, end, new Date(33_000))).toBe(835n);
    expect(listingPriceNow(1000n, 500n, start, end, new Date(0))).toBe(1000n);
    expect(listingPriceNow(1000n, 500n, start, end, new Date(200_000))).toBe(500n);
    expect(pricePerCopy(10n, 3n)).toBe(4n);
    expect(pricePerCopy(10n, 1n)).toBe(10n);
  });
});

describe('refreshBestListings', () => {
  it('picks the lowest open price per copy, skipping scheduled, ended and closed listings', async () => {
    const nft = await insertNft(handle.db);
    const cheapest = listing(nft, { startPrice: '900' });
    await handle.db
      .insert(orders)
      .values([
        listing(nft, { startPrice: '1000' }),
        cheapest,
        listing(nft, { startPrice: '10', startTime: new Date(now.getTime() + hour), endTime: new Date(now.getTime() + 2 * hour) }),
        listing(nft, { startPrice: '10', startTime: new Date(now.getTime() - 2 * hour), endTime: new Date(now.getTime() - hour) }),
        listing(nft, { startPrice: '10', status: 'cancelled', statusReason: 'cancelled_by_maker' }),
        listing(nft, { startPrice: '10', status: 'inactive', statusReason: 'no_approval' }),
        listing(nft, { startPrice: '1800', quantity: '2' }),
      ]);
    await refreshBestListings(handle.db, 'local1', [nft], now);
    expect(await best(nft.id)).toEqual({ hash: cheapest.orderHash, price: '900', currency: native, kind: 'fixed' });
    // Two copies for 1,700 are 850 each.
    const perCopy = listing(nft, { startPrice: '1700', quantity: '2' });
    await handle.db.insert(orders).values(perCopy);
    await refreshBestListings(
      handle.db,
      'local1',
      [{ contractAddress: nft.contractAddress.toUpperCase(), tokenId: `00${nft.tokenId}` }],
      now,
    );
    expect(await best(nft.id)).toMatchObject({ hash: perCopy.orderHash, price: '850' });
  });

  it("uses a declining listing's price at the refresh and never compares currencies", async () => {
    const nft = await insertNft(handle.db);
    const declining = listing(nft, {
      kind: 'declining',
      startPrice: '2000',
      endPrice: '1000',
      startTime: new Date(now.getTime() - hour),
      endTime: new Date(now.getTime() + hour),
    });
    const erc20 = listing(nft, { startPrice: '1', currency: testAddress() });
    await handle.db.insert(orders).values([declining, erc20, listing(nft, { startPrice: '1600' })]);
    await refreshBestListings(handle.db, 'local1', [nft], now);
    expect(await best(nft.id)).toEqual({ hash: declining.orderHash, price: '1500', currency: native, kind: 'declining' });
    await handle.db.update(orders).set({ status: 'filled' }).where(eq(orders.currency, native));
    await refreshBestListings(handle.db, 'local1', [nft], now);
    expect(await best(nft.id)).toMatchObject({ hash: erc20.orderHash, price: '1', currency: erc20.currency });
  });

  it('clears the cache when nothing is open, and leaves other tokens and chains alone', async () => {
    const [nft, other] = [await insertNft(handle.db), await insertNft(handle.db)];
    const open = listing(nft);
    await handle.db.insert(orders).values([open, listing(other)]);
    await refreshBestListings(handle.db, 'local1', [nft, other], now);
    await handle.db
      .update(orders)
      .set({ status: 'cancelled', statusReason: 'cancelled_by_maker' })
      .where(eq(orders.orderHash, open.orderHash));
    await refreshBestListings(handle.db, 'local2', [nft], now);
    expect((await best(nft.id)).hash).toBe(open.orderHash);
    await refreshBestListings(handle.db, 'local1', [nft], now);
    expect(await best(nft.id)).toEqual({ hash: null, price: null, currency: null, kind: null });
    expect((await best(other.id)).price).toBe('1000');
    await expect(refreshBestListings(handle.db, 'local1', [], now)).resolves.toBeUndefined();
  });
});
