import type { Database } from '../database';
import { accounts, collections, contracts, nfts, type activity, type orders } from '../schema';

/**
 * Small builders for rows most tests need. Each call makes distinct addresses and token ids, so
 * tests sharing one database never collide. Override any column through `values`.
 */
let counter = 0;
const next = () => ++counter;

/** A distinct lower-case EVM address. */
export function testAddress(): string {
  return `0x${next().toString(16).padStart(40, '0')}`;
}

export async function insertAccount(db: Database, values: Partial<typeof accounts.$inferInsert> = {}) {
  const [row] = await db
    .insert(accounts)
    .values({ address: testAddress(), family: 'evm', ...values })
    .returning();
  return row!;
}

export async function insertCollection(db: Database, values: Partial<typeof collections.$inferInsert> = {}) {
  const [row] = await db
    .insert(collections)
    .values({ chain: 'local1', creatorAddress: testAddress(), name: `Collection ${next()}`, ...values })
    .returning();
  return row!;
}

export async function insertContract(db: Database, values: Partial<typeof contracts.$inferInsert> = {}) {
  const [row] = await db
    .insert(contracts)
    .values({ chain: 'local1', address: testAddress(), standard: 'ERC-721', ...values })
    .returning();
  return row!;
}

/** An NFT in a new contract (and collection unless given). */
export async function insertNft(db: Database, values: Partial<typeof nfts.$inferInsert> = {}) {
  const chain = values.chain ?? 'local1';
  const contract = values.contractAddress ?? (await insertContract(db, { chain })).address;
  const collectionId = values.collectionId ?? (await insertCollection(db, { chain })).id;
  const [row] = await db
    .insert(nfts)
    .values({ chain, contractAddress: contract, tokenId: String(next()), standard: 'ERC-721', collectionId, ...values })
    .returning();
  return row!;
}

/**
 * A transfer log as the indexer would store it, not inserted: each call is a new transaction in a new block, so
 * tests sharing one database never collide on the activity log key.
 */
export function transferLog(values: Partial<typeof activity.$inferInsert> = {}): typeof activity.$inferInsert {
  const block = next();
  return {
    chain: 'local1',
    kind: 'transfer',
    contractAddress: testAddress(),
    tokenId: '1',
    fromAddress: testAddress(),
    toAddress: testAddress(),
    txHash: `0x${block.toString(16).padStart(64, '0')}`,
    logIndex: 0,
    blockNumber: block,
    blockHash: `0x${(block + 1_000_000).toString(16).padStart(64, '0')}`,
    occurredAt: new Date('2024-02-14T00:00:00Z'),
    ...values,
  };
}

/**
 * A valid fixed-price Seaport listing row on local1 (not inserted), unique by order hash and token;
 * tests override what they are about.
 */
export function orderRow(values: Partial<typeof orders.$inferInsert> = {}): typeof orders.$inferInsert {
  const serial = next();
  return {
    chain: 'local1',
    orderHash: `0x${serial.toString(16).padStart(64, '0')}`,
    protocol: 'seaport',
    side: 'listing',
    kind: 'fixed',
    maker: testAddress(),
    contractAddress: testAddress(),
    tokenId: String(serial),
    currency: '0x0000000000000000000000000000000000000000',
    startPrice: '2500',
    endPrice: '2500',
    startTime: new Date('2024-01-01T00:00:00Z'),
    endTime: new Date('2030-01-01T00:00:00Z'),
    counter: '0',
    conduitKey: `0x${'00'.repeat(32)}`,
    salt: '0x01',
    signature: `0x${'11'.repeat(65)}`,
    parameters: { offerer: 'x' },
    ...values,
  };
}
