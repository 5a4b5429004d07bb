import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletClient, http, zeroAddress, zeroHash, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { seaportAbi } from '@nft/contracts';
import { activity, collections, fills, nfts, orders, seaportCounters, type DatabaseHandle } from '@nft/db';
import { insertCollection } from '@nft/db/testing';
import { testAccounts } from '@nft/devnet';
import type { TestChain } from '@nft/devnet/testing';
import type { RunningIndexer } from '../../start-indexer';
import type { ChainActor } from '../../testing/chain-actor';
import { startIndexedTestChain, type IndexedTestChain } from '../../testing/indexed-test-chain';
import { buyOnSeaport, insertBookListing, listOnSeaport } from '../testing/seaport-listing';

const [alice, bob, carol, feeDesk] = [testAccounts[1]!, testAccounts[2]!, testAccounts[3]!, testAccounts[4]!];
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

  it('writes a sale: the fill and a sale activity row with price, fee and royalty; the order is filled, a second listing of the maker cancelled for good', async () => {
    const { tokenId } = await actor.mint721(alice.privateKey, 'ipfs://sold');
    await actor.approveAll(alice.privateKey, chain.deployment.erc721, chain.deployment.conduit, true);
    await indexer!.waitForBlock(symbol, await actor.blockNumber());
    const collection = await insertCollection(database.db, { chain: symbol });
    await database.db
      .update(nfts)
      .set({ collectionId: collection.id })
      .where(
        and(eq(nfts.chain, symbol), eq(nfts.contractAddress, chain.deployment.erc721.toLowerCase()), eq(nfts.tokenId, tokenId.toString())),
      );
    const item = { itemType: 2 as const, token: chain.deployment.erc721, identifier: tokenId, amount: 1n };
    const payments = [
      { amount: 900n, recipient: alice.address },
      { amount: 25n, recipient: feeDesk.address },
      { amount: 75n, recipient: carol.address },
    ];
    const listing = await listOnSeaport(actor, chain.deployment, alice.privateKey, item, payments, 10n);
    const book = { maker: alice.address, contractAddress: chain.deployment.erc721, tokenId, conduitKey: chain.deployment.conduitKey };
    await insertBookListing(database.db, symbol, {
      ...book,
      orderHash: listing.orderHash,
      feeRecipient: feeDesk.address,
      royaltyRecipient: carol.address,
    });
    const cheaper = '0x' + 'c1'.repeat(32);
    await insertBookListing(database.db, symbol, { ...book, orderHash: cheaper, price: 500n });
    const receipt = await buyOnSeaport(actor, chain.deployment, bob.privateKey, listing);
    await indexer!.waitForBlock(symbol, Number(receipt.blockNumber));

    const sold = { contract: chain.deployment.erc721.toLowerCase(), tokenId: tokenId.toString() };
    const fillRows = await database.db
      .select({
        price: fills.price,
        currency: fills.currency,
        fee: fills.fee,
        royalty: fills.royalty,
        seller: fills.seller,
        buyer: fills.buyer,
      })
      .from(fills)
      .where(eq(fills.orderHash, listing.orderHash.toLowerCase()));
    const parties = { seller: alice.address.toLowerCase(), buyer: bob.address.toLowerCase() };
    expect(fillRows).toEqual([{ price: '1000', currency: zeroAddress, fee: '25', royalty: '75', ...parties }]);
    const sales = await database.db
      .select({
        from: activity.fromAddress,
        to: activity.toAddress,
        price: activity.price,
        currency: activity.currency,
        fee: activity.fee,
        royalty: activity.royalty,
        txHash: activity.txHash,
      })
      .from(activity)
      .where(and(eq(activity.kind, 'sale'), eq(activity.orderHash, listing.orderHash.toLowerCase())));
    expect(sales).toEqual([
      {
        from: parties.seller,
        to: parties.buyer,
        price: '1000',
        currency: zeroAddress,
        fee: '25',
        royalty: '75',
        txHash: receipt.transactionHash,
      },
    ]);
    expect(await statusOf(listing.orderHash)).toEqual({ status: 'filled', reason: null });
    expect(await statusOf(cheaper as Hex)).toEqual({ status: 'cancelled', reason: 'maker_lost_item' });
    const [nft] = await database.db
      .select({ lastSale: nfts.lastSalePrice, best: nfts.bestListingPrice })
      .from(nfts)
      .where(and(eq(nfts.chain, symbol), eq(nfts.contractAddress, sold.contract), eq(nfts.tokenId, sold.tokenId)));
    expect(nft).toEqual({ lastSale: '1000', best: null });
    const [stats] = await database.db
      .select({
        volume: collections.volume,
        volume24h: collections.volume24h,
        volume7d: collections.volume7d,
        sales: collections.saleCount,
      })
      .from(collections)
      .where(eq(collections.id, collection.id));
    expect(stats).toEqual({ volume: '1000', volume24h: '1000', volume7d: '1000', sales: 1 });
  });

  it('prices a partial ERC-1155 fill by what was paid for the copies bought and keeps the rest of the listing active', async () => {
    const { tokenId } = await actor.mint1155(alice.privateKey, 5n, 'ipfs://copies');
    await actor.approveAll(alice.privateKey, chain.deployment.erc1155, chain.deployment.conduit, true);
    const item = { itemType: 3 as const, token: chain.deployment.erc1155, identifier: tokenId, amount: 4n };
    const payments = [
      { amount: 360n, recipient: alice.address },
      { amount: 40n, recipient: feeDesk.address },
    ];
    const listing = await listOnSeaport(actor, chain.deployment, alice.privateKey, item, payments, 11n);
    await insertBookListing(database.db, symbol, {
      orderHash: listing.orderHash,
      maker: alice.address,
      contractAddress: chain.deployment.erc1155,
      tokenId,
      quantity: 4n,
      price: 400n,
      feeRecipient: feeDesk.address,
      conduitKey: chain.deployment.conduitKey,
    });
    const receipt = await buyOnSeaport(actor, chain.deployment, bob.privateKey, listing, 1n, 4n);
    await indexer!.waitForBlock(symbol, Number(receipt.blockNumber));
    const rows = await database.db
      .select({ quantity: fills.quantity, price: fills.price, fee: fills.fee, royalty: fills.royalty })
      .from(fills)
      .where(eq(fills.orderHash, listing.orderHash.toLowerCase()));
    expect(rows).toEqual([{ quantity: '1', price: '100', fee: '10', royalty: '0' }]);
    const [order] = await database.db
      .select({ status: orders.status, filled: orders.filledQuantity })
      .from(orders)
      .where(eq(orders.orderHash, listing.orderHash.toLowerCase()));
    // Alice holds 4 copies for the 3 still listed: the sale's own balance drop does not deactivate it.
    expect(order).toEqual({ status: 'active', filled: '1' });
  });
});
