import { randomBytes } from 'node:crypto';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectionFloorChanges,
  collections,
  fills,
  nfts,
  orders,
  refreshBestListings,
  refreshBestOffers,
  type DatabaseHandle,
} from '@nft/db';
import { createTestDatabase, insertCollection, insertContract, insertNft, testAddress } from '@nft/db/testing';
import { createInProcessJobQueue } from '@nft/jobs';
import { staleRecentSales, refreshRecentSales } from '../evm/storage/recent-sales';
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

  it("caches each collection's floor of 24 hours ago from the recorded floor changes, for the lists", async () => {
    const collection = await insertCollection(database.db, { floorPrice: '90' });
    const ago = (ms: number) => new Date(Date.now() - ms);
    await database.db.insert(collectionFloorChanges).values([
      { collectionId: collection.id, floorPrice: '120', changedAt: ago(30 * hour) },
      { collectionId: collection.id, floorPrice: '110', changedAt: ago(25 * hour) },
      // Within the last day: not the floor of a day ago.
      { collectionId: collection.id, floorPrice: '100', changedAt: ago(2 * hour) },
    ]);
    await maintainBook(database.db, new Date());
    const [row] = await database.db
      .select({ floor: collections.floorPrice, dayAgo: collections.floorPrice24hAgo })
      .from(collections)
      .where(eq(collections.id, collection.id));
    // Nothing of it is listed now, so its floor went; a day ago it was 110.
    expect(row).toEqual({ floor: null, dayAgo: '110' });
  });

  it('expires a collection offer on a chain without listings and takes it off every token of the contract', async () => {
    const contract = await insertContract(database.db, { chain: 'local2' });
    const [first, second] = [
      await insertNft(database.db, { chain: 'local2', contractAddress: contract.address }),
      await insertNft(database.db, { chain: 'local2', contractAddress: contract.address }),
    ];
    const offer = { side: 'offer' as const, chain: 'local2', currency: testAddress(), startTime: at(-2 * hour) };
    const ending = await listing(first, {
      ...offer,
      target: 'collection',
      tokenId: null,
      startPrice: '90',
      endPrice: '90',
      endTime: at(-1),
    });
    const lasting = await listing(first, { ...offer, startPrice: '40', endPrice: '40', endTime: at(hour) });
    // Started since the last runs: the best offer of its token picks it up without any other change.
    const started = await listing(second, { ...offer, startPrice: '30', endPrice: '30', startTime: at(-1000), endTime: at(hour) });
    await refreshBestOffers(database.db, 'local2', [{ contractAddress: contract.address, tokenId: null }], at(-hour));
    const offerOf = async (nft: Nft) =>
      (await database.db.select({ order: nfts.bestOfferOrderHash }).from(nfts).where(eq(nfts.id, nft.id)))[0]?.order;
    expect([await offerOf(first), await offerOf(second)]).toEqual([ending, ending]);

    await maintainBook(database.db, now);
    expect(await statusOf(ending)).toEqual({ status: 'expired', reason: null });
    expect([await offerOf(first), await offerOf(second)]).toEqual([lasting, started]);
  });

  it('ages sales older than 7 days out of the NFTs\' recent sales, so "hottest" follows', async () => {
    const collection = await insertCollection(database.db);
    const item = (values: Partial<typeof nfts.$inferInsert> = {}) => insertNft(database.db, { collectionId: collection.id, ...values });
    const [fading, steady, adored, shownAgain] = [await item(), await item(), await item({ favoriteCount: 10 }), await item()];
    await sale(fading, '10', at(-6 * 24 * hour - hour));
    await sale(steady, '10', at(-hour));
    await sale(shownAgain, null, at(-6 * 24 * hour - hour));
    await refreshRecentSales(database.db, 'local1', [fading, steady, shownAgain], now);
    await database.db.update(nfts).set({ hidden: true }).where(eq(nfts.id, shownAgain.id));
    const salesOf = async () =>
      Object.fromEntries(
        (
          await database.db
            .select({ id: nfts.id, sales: nfts.sales7d })
            .from(nfts)
            .where(inArray(nfts.id, [fading.id, steady.id, adored.id, shownAgain.id]))
        ).map((row) => [row.id, row.sales]),
      );
    const hottest = async () =>
      (
        await database.db
          .select({ id: nfts.id })
          .from(nfts)
          .where(eq(nfts.collectionId, collection.id))
          .orderBy(desc(nfts.heat), desc(nfts.id))
      ).map((row) => row.id);
    expect(await salesOf()).toEqual({ [fading.id]: 1, [steady.id]: 1, [adored.id]: 0, [shownAgain.id]: 1 });
    expect((await hottest()).slice(0, 3)).toEqual([shownAgain.id, steady.id, fading.id]);

    // A day later the oldest sales are more than 7 days old; only the visible NFT that changed is written.
    const counts = await maintainBook(database.db, at(24 * hour));
    expect(counts.recentSales).toBe(1);
    expect((await salesOf())[fading.id]).toBe(0);
    expect((await salesOf())[steady.id]).toBe(1);
    expect((await hottest()).filter((id) => id !== shownAgain.id)).toEqual([steady.id, adored.id, fading.id]);

    // A hidden NFT is in no list; shown again, the next run recounts it.
    await database.db.update(nfts).set({ hidden: false }).where(eq(nfts.id, shownAgain.id));
    expect((await maintainBook(database.db, at(24 * hour))).recentSales).toBe(1);
    expect(await salesOf()).toEqual({ [fading.id]: 0, [steady.id]: 1, [adored.id]: 0, [shownAgain.id]: 0 });
  });

  it('finds the NFTs with recent sales on nfts_heat_idx, not by reading every NFT', async () => {
    const text = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${staleRecentSales(now)}`);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    // The chain variant of the index serves as well; either way the heat bound is an index condition.
    expect(text).toMatch(/Index (Only )?Scan.* using nfts_(chain_)?heat_idx on nfts h/);
    // 2^40: one sale in the last 7 days (migration 0008 packs open offers below it).
    expect(text).toMatch(/Index Cond: \(heat >= '?1099511627776'?/);
    expect(text).not.toMatch(/Seq Scan/);
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
