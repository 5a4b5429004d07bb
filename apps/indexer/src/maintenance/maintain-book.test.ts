import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, fills, nfts, orders, refreshBestListings, type DatabaseHandle } from '@nft/db';
import { createTestDatabase, insertCollection, insertContract, insertNft, testAddress } from '@nft/db/testing';
import { createInProcessJobQueue } from '@nft/jobs';
import { startBookJob } from './book-job';
import { maintainBook } from './maintain-book';

const native = '0x0000000000000000000000000000000000000000';
const hour = 3_600_000;
const now = new Date('2026-06-01T12:00:00Z');
const at = (offset: number) => new Date(now.getTime() + offset);
const hex = (bytes: number) => `0x${randomBytes(bytes).toString('hex')}`;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

type Nft = Awaited<ReturnType<typeof insertNft>>;

async function listing(nft: Nft, values: Partial<typeof orders.$inferInsert>) {
  const orderHash = hex(32);
  await database.db.insert(orders).values({
    chain: 'local1',
    orderHash,
    protocol: 'seaport',
    side: 'listing',
    maker: testAddress(),
    contractAddress: nft.contractAddress,
    tokenId: nft.tokenId,
    collectionId: nft.collectionId,
    currency: native,
    startPrice: '100',
    endPrice: '100',
    startTime: at(-2 * hour),
    endTime: at(hour),
    counter: '0',
    conduitKey: hex(32),
    salt: '1',
    signature: '0x',
    parameters: {},
    ...values,
  });
  return orderHash;
}

async function sale(nft: Nft, price: string | null, occurredAt: Date, currency: string | null = native) {
  await database.db.insert(fills).values({
    chain: 'local1',
    txHash: hex(32),
    logIndex: 0,
    orderHash: hex(32),
    seller: testAddress(),
    buyer: testAddress(),
    contractAddress: nft.contractAddress,
    tokenId: nft.tokenId,
    price,
    currency: price === null ? null : currency,
    blockNumber: 1,
    blockHash: hex(32),
    occurredAt,
  });
}

const statusOf = async (orderHash: string) =>
  (await database.db.select({ status: orders.status, reason: orders.statusReason }).from(orders).where(eq(orders.orderHash, orderHash)))[0];
const bestOf = async (nft: Nft) =>
  (await database.db.select({ price: nfts.bestListingPrice, order: nfts.bestListingOrderHash }).from(nfts).where(eq(nfts.id, nft.id)))[0];

describe('maintainBook', () => {
  it('expires open orders past their end, moves declining and newly started listings, and recomputes collection stats', async () => {
    const collection = await insertCollection(database.db);
    const contract = await insertContract(database.db);
    const item = () => insertNft(database.db, { collectionId: collection.id, contractAddress: contract.address });
    const [expiring, declining, scheduled, sold] = [await item(), await item(), await item(), await item()];
    const expiredFixed = await listing(expiring, { startTime: at(-3 * hour), endTime: at(-1) });
    const expiredInactive = await listing(expiring, { endTime: at(-hour), status: 'inactive', statusReason: 'no_approval' });
    const filledLongAgo = await listing(expiring, { endTime: at(-hour), status: 'filled' });
    const decliningOrder = await listing(declining, {
      kind: 'declining',
      startPrice: '1000',
      endPrice: '500',
      startTime: at(-hour),
      endTime: at(hour),
    });
    const scheduledOrder = await listing(scheduled, { startPrice: '300', endPrice: '300', startTime: at(-30_000), endTime: at(hour) });
    // The caches as an earlier run left them: the expiring listing was best, the declining one at its start price.
    await refreshBestListings(database.db, 'local1', [expiring, declining, scheduled], at(-2 * hour + 1));
    await refreshBestListings(database.db, 'local1', [declining], at(-hour));
    expect(await bestOf(expiring)).toEqual({ price: '100', order: expiredFixed });
    expect(await bestOf(declining)).toEqual({ price: '1000', order: decliningOrder });
    expect(await bestOf(scheduled)).toEqual({ price: null, order: null });

    await sale(sold, '20', at(-hour));
    await sale(sold, '10', at(-2 * 24 * hour));
    await sale(sold, '40', at(-10 * 24 * hour));
    await sale(sold, '5000', at(-hour), testAddress());
    await sale(sold, null, at(-hour));

    const counts = await maintainBook(database.db, now);
    expect(counts.expired).toBe(2);
    expect(await statusOf(expiredFixed)).toEqual({ status: 'expired', reason: null });
    expect(await statusOf(expiredInactive)).toEqual({ status: 'expired', reason: null });
    expect(await statusOf(filledLongAgo)).toEqual({ status: 'filled', reason: null });
    expect(await bestOf(expiring)).toEqual({ price: null, order: null });
    expect(await bestOf(declining)).toEqual({ price: '750', order: decliningOrder });
    expect(await bestOf(scheduled)).toEqual({ price: '300', order: scheduledOrder });

    const [stats] = await database.db
      .select({
        floor: collections.floorPrice,
        volume: collections.volume,
        volume7d: collections.volume7d,
        volume24h: collections.volume24h,
        sales: collections.saleCount,
        at: collections.statsUpdatedAt,
      })
      .from(collections)
      .where(eq(collections.id, collection.id));
    // Only native-currency fills with a price count: 20 + 10 + 40.
    expect(stats).toEqual({ floor: '300', volume: '70', volume7d: '30', volume24h: '20', sales: 3, at: now });

    // A day later the windows have moved on although nothing was sold.
    await maintainBook(database.db, at(24 * hour + 1));
    const [later] = await database.db
      .select({
        volume: collections.volume,
        volume7d: collections.volume7d,
        volume24h: collections.volume24h,
        floor: collections.floorPrice,
      })
      .from(collections)
      .where(eq(collections.id, collection.id));
    expect(later).toEqual({ volume: '70', volume7d: '30', volume24h: '0', floor: null });
  });

  it('runs through the job queue as soon as it is started', async () => {
    const nft = await insertNft(database.db);
    const orderHash = await listing(nft, { startTime: new Date(Date.now() - 2 * hour), endTime: new Date(Date.now() - hour) });
    const jobs = createInProcessJobQueue();
    const runs: number[] = [];
    const job = startBookJob(jobs, database.db, 60_000, (counts) => runs.push(counts.expired));
    try {
      await expect.poll(() => runs.length).toBeGreaterThan(0);
      expect(runs[0]).toBeGreaterThanOrEqual(1);
      expect(await statusOf(orderHash)).toEqual({ status: 'expired', reason: null });
    } finally {
      job.stop();
      await jobs.close();
    }
  });
});
