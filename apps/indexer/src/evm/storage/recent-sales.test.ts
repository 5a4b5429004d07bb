import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zeroAddress } from 'viem';
import { nfts, type DatabaseHandle } from '@nft/db';
import { createTestDatabase, insertCollection, insertNft, testAddress } from '@nft/db/testing';
import { emptyEffects, type LogPosition } from '../effects/block-effects';
import { handleOrderFulfilled } from '../handlers/order-fulfilled';
import { applyEffects } from './apply-effects';
import { rollBack } from './roll-back';

// nfts.sales_7d, which "hottest" sorts by first (docs/product.md), follows the fills a range writes
// and a reorg removes.
const chain = 'local1';
const day = 24 * 3_600_000;
const hex = (bytes: number) => `0x${randomBytes(bytes).toString('hex')}`;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

type Nft = Awaited<ReturnType<typeof insertNft>>;

/** One range with one Seaport sale of `nft` (another marketplace's order: no order row needed). */
async function sell(nft: Nft, blockNumber: number, occurredAt: Date, price: bigint | null = 100n): Promise<void> {
  const effects = emptyEffects();
  const position: LogPosition = { chain, blockNumber, blockHash: hex(32), txHash: hex(32), logIndex: 1, address: hex(20), occurredAt };
  const seller = testAddress();
  // Two items for one payment is a bundle: the fills have no price, and still count as sales.
  const offer = [{ itemType: 2, token: nft.contractAddress, identifier: BigInt(nft.tokenId), amount: 1n }];
  if (price === null) offer.push({ itemType: 2, token: nft.contractAddress, identifier: BigInt(nft.tokenId) + 1_000_000n, amount: 1n });
  handleOrderFulfilled(effects, position, {
    orderHash: hex(32),
    offerer: seller,
    recipient: testAddress(),
    offer,
    consideration: [{ itemType: 0, token: zeroAddress, identifier: 0n, amount: price ?? 900n, recipient: seller }],
  });
  await database.db.transaction((tx) => applyEffects(tx, chain, effects, () => undefined));
}

const salesOf = async (nft: Nft) => (await database.db.select({ sales: nfts.sales7d }).from(nfts).where(eq(nfts.id, nft.id)))[0]!.sales;

/** The collection's NFTs in "hottest" order: heat, then the newer row (the API's keyset order). */
const hottest = async (collectionId: number) =>
  (
    await database.db.select({ id: nfts.id }).from(nfts).where(eq(nfts.collectionId, collectionId)).orderBy(desc(nfts.heat), desc(nfts.id))
  ).map((row) => row.id);

describe('sales in the last 7 days', () => {
  it('a sale raises the count and puts the NFT above one with more favourites; a sale older than 7 days does not count', async () => {
    const collection = await insertCollection(database.db);
    const sold = await insertNft(database.db, { collectionId: collection.id });
    const adored = await insertNft(database.db, { collectionId: collection.id, favoriteCount: 500 });
    const soldLongAgo = await insertNft(database.db, { collectionId: collection.id, favoriteCount: 1 });
    expect(await hottest(collection.id)).toEqual([adored.id, soldLongAgo.id, sold.id]);

    await sell(sold, 100, new Date(Date.now() - day));
    await sell(soldLongAgo, 100, new Date(Date.now() - 8 * day));
    expect(await salesOf(sold)).toBe(1);
    expect(await salesOf(soldLongAgo)).toBe(0);
    expect(await hottest(collection.id)).toEqual([sold.id, adored.id, soldLongAgo.id]);

    // A second sale, part of a bundle (no price of its own), counts as well.
    await sell(sold, 101, new Date(Date.now() - 3_600_000), null);
    expect(await salesOf(sold)).toBe(2);
  });

  it('a reorg that orphans a fill lowers the count to the fills that survive', async () => {
    const nft = await insertNft(database.db, { favoriteCount: 2 });
    const rival = await insertNft(database.db, { collectionId: nft.collectionId, favoriteCount: 9 });
    await sell(nft, 8, new Date(Date.now() - 2 * day));
    await sell(nft, 12, new Date(Date.now() - day));
    await sell(nft, 13, new Date(Date.now() - 3_600_000));
    expect(await salesOf(nft)).toBe(3);

    const ancestor = { blockNumber: 10, blockHash: hex(32) };
    await database.db.transaction((tx) => rollBack(tx, chain, ancestor, 11, { approvals: [], counters: [] }));
    expect(await salesOf(nft)).toBe(1);
    expect(await hottest(nft.collectionId!)).toEqual([nft.id, rival.id]);

    await database.db.transaction((tx) => rollBack(tx, chain, { blockNumber: 5, blockHash: hex(32) }, 6, { approvals: [], counters: [] }));
    expect(await salesOf(nft)).toBe(0);
    expect(await hottest(nft.collectionId!)).toEqual([rival.id, nft.id]);
  });
});
