import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletClient, http, zeroAddress, zeroHash, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { seaportAbi } from '@nft/contracts';
import { orders, seaportCounters, type DatabaseHandle } from '@nft/db';
import { testAccounts } from '@nft/devnet';
import type { TestChain } from '@nft/devnet/testing';
import type { RunningIndexer } from '../../start-indexer';
import type { ChainActor } from '../../testing/chain-actor';
import { startIndexedTestChain, type IndexedTestChain } from '../../testing/indexed-test-chain';

const alice = testAccounts[1]!;
const symbol = 'local1';
let database: DatabaseHandle;
let chain: TestChain;
let actor: ChainActor;
let indexer: RunningIndexer | undefined;

let fixture: IndexedTestChain | undefined;

beforeAll(async () => {
  fixture = await startIndexedTestChain(symbol);
  ({ database, chain, actor, indexer } = fixture);
});

afterAll(async () => {
  await fixture?.stop();
});

const components = (salt: bigint) => ({
  offerer: alice.address,
  zone: zeroAddress,
  offer: [],
  consideration: [],
  orderType: 0,
  startTime: 0n,
  endTime: 2n ** 40n,
  zoneHash: zeroHash,
  salt,
  conduitKey: chain.deployment.conduitKey,
  counter: 0n,
});

/** An open listing of alice's in our order book, at counter 0. */
async function insertListing(orderHash: Hex): Promise<void> {
  await database.db.insert(orders).values({
    chain: symbol,
    orderHash: orderHash.toLowerCase(),
    protocol: 'seaport',
    side: 'listing',
    maker: alice.address.toLowerCase(),
    contractAddress: chain.deployment.erc721.toLowerCase(),
    tokenId: '1',
    currency: zeroAddress,
    startPrice: '100',
    endPrice: '100',
    startTime: new Date(0),
    endTime: new Date(Date.UTC(2100, 0)),
    counter: '0',
    conduitKey: chain.deployment.conduitKey,
    salt: '1',
    signature: '0x',
    parameters: {},
  });
}

async function statusOf(orderHash: Hex) {
  const [row] = await database.db
    .select({ status: orders.status, reason: orders.statusReason })
    .from(orders)
    .where(and(eq(orders.chain, symbol), eq(orders.orderHash, orderHash.toLowerCase())));
  return row;
}

describe('Seaport events', () => {
  const wallet = () =>
    createWalletClient({ account: privateKeyToAccount(alice.privateKey), chain: actor.client.chain, transport: http(chain.rpcUrl) });

  it('cancels an order on OrderCancelled', async () => {
    const order = components(1n);
    const orderHash = await actor.client.readContract({
      address: chain.deployment.seaport,
      abi: seaportAbi,
      functionName: 'getOrderHash',
      args: [order],
    });
    await insertListing(orderHash);
    const hash = await wallet().writeContract({
      address: chain.deployment.seaport,
      abi: seaportAbi,
      functionName: 'cancel',
      args: [[order]],
    });
    await actor.client.waitForTransactionReceipt({ hash });
    await indexer!.waitForBlock(symbol, await actor.blockNumber());
    expect(await statusOf(orderHash)).toEqual({ status: 'cancelled', reason: 'cancelled_on_chain' });
  });

  it('records a counter increment, cancels older orders, and undoes both when the block is orphaned', async () => {
    const orderHash = await actor.client.readContract({
      address: chain.deployment.seaport,
      abi: seaportAbi,
      functionName: 'getOrderHash',
      args: [components(2n)],
    });
    await insertListing(orderHash);
    const snapshot = await actor.test.snapshot();
    const hash = await wallet().writeContract({ address: chain.deployment.seaport, abi: seaportAbi, functionName: 'incrementCounter' });
    await actor.client.waitForTransactionReceipt({ hash });
    const orphanedHead = await actor.blockNumber();
    await indexer!.waitForBlock(symbol, orphanedHead);
    const counter = () =>
      database.db.select({ counter: seaportCounters.counter }).from(seaportCounters).where(eq(seaportCounters.chain, symbol));
    // Seaport 1.6 raises the counter by a pseudo-random amount, so the chain says what to expect.
    const onChain = await actor.client.readContract({
      address: chain.deployment.seaport,
      abi: seaportAbi,
      functionName: 'getCounter',
      args: [alice.address],
    });
    expect(onChain).toBeGreaterThan(0n);
    expect(await counter()).toEqual([{ counter: onChain.toString() }]);
    expect(await statusOf(orderHash)).toEqual({ status: 'cancelled', reason: 'counter_incremented' });

    await actor.test.revert({ id: snapshot });
    await actor.test.mine({ blocks: 3 });
    await indexer!.waitForBlock(symbol, await actor.blockNumber());
    expect(await counter()).toEqual([]);
    expect(await statusOf(orderHash)).toEqual({ status: 'active', reason: null });
  });
});
