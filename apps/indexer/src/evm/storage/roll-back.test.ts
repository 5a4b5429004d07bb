import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fills, orders, ownerships, type DatabaseHandle } from '@nft/db';
import { createTestDatabase, insertNft, testAddress } from '@nft/db/testing';
import { rollBack } from './roll-back';

const chain = 'local1';
const hex = (bytes: number) => `0x${randomBytes(bytes).toString('hex')}`;
const orphanedBlock = { statusBlockNumber: 12, statusBlockHash: hex(32) };
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

type Nft = Awaited<ReturnType<typeof insertNft>>;

async function order(nft: Nft, maker: string, values: Partial<typeof orders.$inferInsert>): Promise<string> {
  const orderHash = hex(32);
  await database.db.insert(orders).values({
    chain,
    orderHash,
    protocol: 'seaport',
    side: 'listing',
    maker,
    contractAddress: nft.contractAddress,
    tokenId: nft.tokenId,
    currency: '0x0000000000000000000000000000000000000000',
    startPrice: '100',
    endPrice: '100',
    startTime: new Date(0),
    endTime: new Date(Date.UTC(2100, 0)),
    counter: '0',
    conduitKey: hex(32),
    salt: '1',
    signature: '0x',
    parameters: {},
    ...values,
  });
  return orderHash;
}

async function fill(nft: Nft, orderHash: string, seller: string, blockNumber: number, quantity = '1') {
  await database.db.insert(fills).values({
    chain,
    txHash: hex(32),
    logIndex: 0,
    orderHash,
    seller,
    buyer: testAddress(),
    contractAddress: nft.contractAddress,
    tokenId: nft.tokenId,
    quantity,
    price: '100',
    currency: '0x0000000000000000000000000000000000000000',
    blockNumber,
    blockHash: hex(32),
    occurredAt: new Date(),
  });
}

const stateOf = async (orderHash: string) =>
  (
    await database.db
      .select({ status: orders.status, reason: orders.statusReason, filled: orders.filledQuantity, block: orders.statusBlockNumber })
      .from(orders)
      .where(eq(orders.orderHash, orderHash))
  )[0];

describe('rollBack of the order book', () => {
  it('reopens what orphaned blocks decided, re-checks it against the surviving chain, and leaves what no block decided', async () => {
    const maker = testAddress();
    const copies = await insertNft(database.db, { standard: 'ERC-1155', supply: '10' });
    const single = await insertNft(database.db);
    const other = await insertNft(database.db);
    const expiring = await insertNft(database.db, { standard: 'ERC-1155', supply: '10' });
    const ancestor = { blockNumber: 10, blockHash: hex(32) };
    // The maker holds 2 copies in the surviving chain.
    await database.db.insert(ownerships).values({
      chain,
      contractAddress: copies.contractAddress,
      tokenId: copies.tokenId,
      owner: maker,
      balance: '2',
      acquiredAt: new Date(),
      ...ancestor,
    });

    const partlySold = await order(copies, maker, { quantity: '3', filledQuantity: '1', ...orphanedBlock });
    await fill(copies, partlySold, maker, 12);
    const lost = await order(single, maker, { status: 'cancelled', statusReason: 'maker_lost_item', ...orphanedBlock });
    const sold = await order(single, maker, { status: 'filled', filledQuantity: '1', ...orphanedBlock });
    await fill(single, sold, maker, 12);
    const withdrawn = await order(other, maker, { status: 'cancelled', statusReason: 'cancelled_by_maker', ...orphanedBlock });
    const soldBefore = await order(other, maker, { status: 'filled', filledQuantity: '1', statusBlockNumber: 8, statusBlockHash: hex(32) });
    await fill(other, soldBefore, maker, 8);
    const expired = await order(expiring, maker, { quantity: '2', filledQuantity: '1', status: 'expired' });
    await fill(expiring, expired, maker, 12);

    await database.db.transaction((tx) => rollBack(tx, chain, ancestor, 11, { approvals: [], counters: [] }));

    // Reopened, but 3 copies left to sell with 2 held: inactive, as of the surviving ancestor.
    expect(await stateOf(partlySold)).toEqual({ status: 'inactive', reason: 'no_balance', filled: '0', block: 10 });
    expect(await stateOf(lost)).toEqual({ status: 'active', reason: null, filled: '0', block: null });
    expect(await stateOf(sold)).toEqual({ status: 'active', reason: null, filled: '0', block: null });
    expect(await stateOf(withdrawn)).toEqual({ status: 'cancelled', reason: 'cancelled_by_maker', filled: '0', block: 12 });
    expect(await stateOf(soldBefore)).toEqual({ status: 'filled', reason: null, filled: '1', block: 8 });
    expect(await stateOf(expired)).toEqual({ status: 'expired', reason: null, filled: '0', block: null });
  });
});
