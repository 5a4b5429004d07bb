import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletClient, http, zeroAddress, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { seaportAbi } from '@nft/contracts';
import { activity, fills, nftAttributes, nfts, orders, type DatabaseHandle } from '@nft/db';
import { fundedWrappedNative, fundPaymentTokens, testAccounts } from '@nft/devnet';
import type { TestChain } from '@nft/devnet/testing';
import { buildAuctionListing, buildBid, criteriaProof, criteriaRoot, type OrderComponents } from '@nft/seaport';
import type { RunningIndexer } from '../../start-indexer';
import type { ChainActor } from '../../testing/chain-actor';
import { startIndexedTestChain, type IndexedTestChain } from '../../testing/indexed-test-chain';
import {
  acceptOnSeaport,
  approveCurrency,
  insertBookOffer,
  offerOnSeaport,
  open,
  settleOnSeaport,
  transferCurrency,
  validateOnSeaport,
  type SeaportOffer,
} from '../testing/seaport-offer';

// Offers and bids as the indexer sees them on a real anvil chain with Seaport 1.6 and the devnet's
// wrapped native token: validity from the maker's ERC-20 logs, accepted offers as sales, collection
// offers filled through a criteria resolver, an auction settled by matchAdvancedOrders.
const [maker, owner, otherOwner, feeDesk, creator, keeper] = [5, 6, 7, 8, 9, 1].map((i) => testAccounts[i]!) as [
  TestAccount,
  TestAccount,
  TestAccount,
  TestAccount,
  TestAccount,
  TestAccount,
];
type TestAccount = (typeof testAccounts)[number];
const symbol = 'local1';
const price = 10n ** 18n;
let database: DatabaseHandle;
let chain: TestChain;
let actor: ChainActor;
let indexer: RunningIndexer;
let fixture: IndexedTestChain | undefined;
let salt = 1n;

beforeAll(async () => {
  fixture = await startIndexedTestChain(symbol);
  ({ database, chain, actor, indexer } = fixture);
  await fundPaymentTokens(chain.rpcUrl, chain.deployment);
  for (const account of [maker, owner, otherOwner]) {
    // The maker pays through the conduit; an accepting owner pays fee and royalty out of what they receive.
    await approveCurrency(actor, account.privateKey, chain.deployment.wrappedNative, chain.deployment.conduit);
    await actor.approveAll(account.privateKey, chain.deployment.erc721, chain.deployment.conduit, true);
    await actor.approveAll(account.privateKey, chain.deployment.erc1155, chain.deployment.conduit, true);
  }
  await caughtUp();
}, 300_000);

afterAll(async () => {
  await fixture?.stop();
});

const caughtUp = async () => indexer.waitForBlock(symbol, await actor.blockNumber());
const weth = () => chain.deployment.wrappedNative.toLowerCase();
const recipients = () => ({ feeRecipient: feeDesk.address, royaltyRecipient: creator.address });

async function statusOf(orderHash: string) {
  const [row] = await database.db
    .select({ status: orders.status, reason: orders.statusReason, filled: orders.filledQuantity })
    .from(orders)
    .where(and(eq(orders.chain, symbol), eq(orders.orderHash, orderHash.toLowerCase())));
  return row;
}

async function bestOfferOf(contract: Address, tokenId: bigint) {
  const [row] = await database.db
    .select({ orderHash: nfts.bestOfferOrderHash, price: nfts.bestOfferPrice, currency: nfts.bestOfferCurrency })
    .from(nfts)
    .where(and(eq(nfts.chain, symbol), eq(nfts.contractAddress, contract.toLowerCase()), eq(nfts.tokenId, tokenId.toString())));
  return row;
}

async function tradesOf(orderHashes: string[]) {
  return database.db
    .select({
      kind: activity.kind,
      orderHash: activity.orderHash,
      from: activity.fromAddress,
      to: activity.toAddress,
      tokenId: activity.tokenId,
      quantity: activity.quantity,
      price: activity.price,
      currency: activity.currency,
      fee: activity.fee,
      royalty: activity.royalty,
    })
    .from(activity)
    .where(
      and(
        inArray(activity.kind, ['sale', 'settlement']),
        inArray(
          activity.orderHash,
          orderHashes.map((h) => h.toLowerCase()),
        ),
      ),
    );
}

/** An item offer of the maker's on a token `holder` mints, in the book and on chain. */
async function itemOffer(holder: Hex): Promise<{ tokenId: bigint; offer: SeaportOffer }> {
  const { tokenId } = await actor.mint721(holder, 'ipfs://offered');
  const target = { kind: 'item', token: chain.deployment.erc721, identifier: tokenId } as const;
  const offer = await offerOnSeaport(actor, chain.deployment, maker.privateKey, { target, price, salt: salt++, ...recipients() });
  await caughtUp();
  await insertBookOffer(database.db, symbol, {
    orderHash: offer.orderHash,
    maker: maker.address,
    contractAddress: chain.deployment.erc721,
    tokenId,
    price,
    currency: chain.deployment.wrappedNative,
    conduitKey: chain.deployment.conduitKey,
    ...recipients(),
  });
  return { tokenId, offer };
}

/** A collection offer of the maker's on the platform ERC-721 at `amount`, in the book and on chain. */
async function collectionOffer(amount: bigint): Promise<SeaportOffer> {
  const target = { kind: 'collection', token: chain.deployment.erc721 } as const;
  const offer = await offerOnSeaport(actor, chain.deployment, maker.privateKey, { target, price: amount, salt: salt++, ...recipients() });
  await caughtUp();
  await insertBookOffer(database.db, symbol, {
    orderHash: offer.orderHash,
    target: 'collection',
    maker: maker.address,
    contractAddress: chain.deployment.erc721,
    tokenId: null,
    price: amount,
    currency: chain.deployment.wrappedNative,
    conduitKey: chain.deployment.conduitKey,
    ...recipients(),
  });
  return offer;
}

const fee = (amount: bigint) => (amount * 250n) / 10_000n;
const royalty = (amount: bigint) => (amount * 500n) / 10_000n;

describe('offer validity from the maker’s ERC-20 logs', () => {
  it('goes inactive when the maker moves the WETH away and active again when it comes back', async () => {
    const { tokenId, offer } = await itemOffer(owner.privateKey);
    expect(await statusOf(offer.orderHash)).toMatchObject({ status: 'active', reason: null });
    expect(await bestOfferOf(chain.deployment.erc721, tokenId)).toEqual({
      orderHash: offer.orderHash,
      price: price.toString(),
      currency: weth(),
    });

    await transferCurrency(actor, maker.privateKey, chain.deployment.wrappedNative, keeper.address, fundedWrappedNative);
    await caughtUp();
    expect(await statusOf(offer.orderHash)).toMatchObject({ status: 'inactive', reason: 'no_balance' });
    expect(await bestOfferOf(chain.deployment.erc721, tokenId)).toEqual({ orderHash: null, price: null, currency: null });

    await transferCurrency(actor, keeper.privateKey, chain.deployment.wrappedNative, maker.address, fundedWrappedNative);
    await caughtUp();
    expect(await statusOf(offer.orderHash)).toMatchObject({ status: 'active', reason: null });
    expect((await bestOfferOf(chain.deployment.erc721, tokenId))?.orderHash).toBe(offer.orderHash);
  });

  it('goes inactive when the allowance to the conduit is revoked or too small, and active when it covers the price', async () => {
    const { offer } = await itemOffer(owner.privateKey);
    await approveCurrency(actor, maker.privateKey, chain.deployment.wrappedNative, chain.deployment.conduit, 0n);
    await caughtUp();
    expect(await statusOf(offer.orderHash)).toMatchObject({ status: 'inactive', reason: 'no_approval' });
    await approveCurrency(actor, maker.privateKey, chain.deployment.wrappedNative, chain.deployment.conduit, price - 1n);
    await caughtUp();
    expect(await statusOf(offer.orderHash)).toMatchObject({ status: 'inactive', reason: 'no_approval' });
    await approveCurrency(actor, maker.privateKey, chain.deployment.wrappedNative, chain.deployment.conduit, price);
    await caughtUp();
    expect(await statusOf(offer.orderHash)).toMatchObject({ status: 'active', reason: null });
    // An approval to another spender says nothing about the conduit.
    await approveCurrency(actor, maker.privateKey, chain.deployment.wrappedNative, keeper.address, 0n);
    await approveCurrency(actor, maker.privateKey, chain.deployment.wrappedNative, chain.deployment.conduit);
    await caughtUp();
    expect(await statusOf(offer.orderHash)).toMatchObject({ status: 'active', reason: null });
  });
});

describe('offer validity through a reorganisation', () => {
  it('an orphaned return of the WETH leaves the offer inactive: reopened, it is judged on the funds at the common ancestor', async () => {
    const { offer } = await itemOffer(owner.privateKey);
    await transferCurrency(actor, maker.privateKey, chain.deployment.wrappedNative, keeper.address, fundedWrappedNative);
    await caughtUp();
    expect(await statusOf(offer.orderHash)).toMatchObject({ status: 'inactive', reason: 'no_balance' });

    const snapshot = await actor.test.snapshot();
    await transferCurrency(actor, keeper.privateKey, chain.deployment.wrappedNative, maker.address, fundedWrappedNative);
    await caughtUp();
    expect(await statusOf(offer.orderHash)).toMatchObject({ status: 'active', reason: null });

    await actor.test.revert({ id: snapshot });
    await actor.test.mine({ blocks: 3 });
    await caughtUp();
    expect(await statusOf(offer.orderHash)).toMatchObject({ status: 'inactive', reason: 'no_balance' });
    // The surviving chain goes on: the WETH comes back for real.
    await transferCurrency(actor, keeper.privateKey, chain.deployment.wrappedNative, maker.address, fundedWrappedNative);
    await caughtUp();
    expect(await statusOf(offer.orderHash)).toMatchObject({ status: 'active', reason: null });
  });
});

describe('accepted offers', () => {
  it('an item offer accepted by the owner is a sale from the owner to the maker at the offered price', async () => {
    const { tokenId, offer } = await itemOffer(owner.privateKey);
    const receipt = await acceptOnSeaport(actor, chain.deployment, owner.privateKey, offer);
    await indexer.waitForBlock(symbol, Number(receipt.blockNumber));
    const trade = {
      kind: 'sale',
      orderHash: offer.orderHash.toLowerCase(),
      from: owner.address.toLowerCase(),
      to: maker.address.toLowerCase(),
      tokenId: tokenId.toString(),
      quantity: '1',
      price: price.toString(),
      currency: weth(),
      fee: fee(price).toString(),
      royalty: royalty(price).toString(),
    };
    expect(await tradesOf([offer.orderHash])).toEqual([trade]);
    expect(await statusOf(offer.orderHash)).toMatchObject({ status: 'filled', filled: '1' });
    expect(await bestOfferOf(chain.deployment.erc721, tokenId)).toEqual({ orderHash: null, price: null, currency: null });
  });

  it('a collection offer is the best offer of every token of the contract and is filled through a criteria resolver', async () => {
    const { tokenId: first } = await actor.mint721(owner.privateKey, 'ipfs://first');
    const { tokenId: chosen } = await actor.mint721(otherOwner.privateKey, 'ipfs://chosen');
    const offer = await collectionOffer(2n * price);
    for (const id of [first, chosen]) expect((await bestOfferOf(chain.deployment.erc721, id))?.orderHash).toBe(offer.orderHash);

    const receipt = await acceptOnSeaport(actor, chain.deployment, otherOwner.privateKey, offer, { tokenId: chosen });
    await indexer.waitForBlock(symbol, Number(receipt.blockNumber));
    expect(await tradesOf([offer.orderHash])).toEqual([
      expect.objectContaining({
        kind: 'sale',
        from: otherOwner.address.toLowerCase(),
        to: maker.address.toLowerCase(),
        tokenId: chosen.toString(),
        price: (2n * price).toString(),
        fee: fee(2n * price).toString(),
        royalty: royalty(2n * price).toString(),
      }),
    ]);
    expect(await statusOf(offer.orderHash)).toMatchObject({ status: 'filled' });
    // Used up: no longer the best offer of any token of the contract.
    expect((await bestOfferOf(chain.deployment.erc721, first))?.orderHash).not.toBe(offer.orderHash);
  });

  it('a trait offer is the best offer of the tokens with the trait only, and is filled with a criteria proof', async () => {
    const ids: bigint[] = [];
    for (const uri of ['ipfs://laser-1', 'ipfs://plain', 'ipfs://laser-2']) ids.push((await actor.mint721(owner.privateKey, uri)).tokenId);
    const [laser, plain, chosen] = ids as [bigint, bigint, bigint];
    await caughtUp();
    for (const id of [laser, chosen]) {
      const [row] = await database.db
        .select({ id: nfts.id })
        .from(nfts)
        .where(and(eq(nfts.contractAddress, chain.deployment.erc721.toLowerCase()), eq(nfts.tokenId, id.toString())));
      await database.db.insert(nftAttributes).values({ nftId: row!.id, traitType: 'Eyes', value: 'Laser' });
    }
    const members = [laser, chosen];
    const root = criteriaRoot(members);
    const target = { kind: 'trait', token: chain.deployment.erc721, root } as const;
    const offer = await offerOnSeaport(actor, chain.deployment, maker.privateKey, {
      target,
      price: 5n * price,
      salt: salt++,
      ...recipients(),
    });
    await caughtUp();
    await insertBookOffer(database.db, symbol, {
      orderHash: offer.orderHash,
      target: 'trait',
      trait: { type: 'Eyes', value: 'Laser', root },
      maker: maker.address,
      contractAddress: chain.deployment.erc721,
      tokenId: null,
      price: 5n * price,
      currency: chain.deployment.wrappedNative,
      conduitKey: chain.deployment.conduitKey,
      ...recipients(),
    });
    expect((await bestOfferOf(chain.deployment.erc721, laser))?.orderHash).toBe(offer.orderHash);
    expect((await bestOfferOf(chain.deployment.erc721, plain))?.orderHash).not.toBe(offer.orderHash);

    const receipt = await acceptOnSeaport(actor, chain.deployment, owner.privateKey, offer, {
      tokenId: chosen,
      proof: criteriaProof(members, chosen),
    });
    await indexer.waitForBlock(symbol, Number(receipt.blockNumber));
    expect(await tradesOf([offer.orderHash])).toEqual([
      expect.objectContaining({
        kind: 'sale',
        from: owner.address.toLowerCase(),
        to: maker.address.toLowerCase(),
        tokenId: chosen.toString(),
      }),
    ]);
    expect((await bestOfferOf(chain.deployment.erc721, laser))?.orderHash).not.toBe(offer.orderHash);
  });

  it('an ERC-1155 offer for 4 copies filled one copy at a time stays active with the copies left', async () => {
    const { tokenId } = await actor.mint1155(owner.privateKey, 4n, 'ipfs://copies');
    const target = { kind: 'item', token: chain.deployment.erc1155, identifier: tokenId } as const;
    const total = 4n * price;
    const offer = await offerOnSeaport(actor, chain.deployment, maker.privateKey, {
      target,
      standard: 'ERC-1155',
      quantity: 4n,
      price: total,
      salt: salt++,
      ...recipients(),
    });
    await caughtUp();
    await insertBookOffer(database.db, symbol, {
      orderHash: offer.orderHash,
      maker: maker.address,
      contractAddress: chain.deployment.erc1155,
      tokenId,
      quantity: 4n,
      price: total,
      currency: chain.deployment.wrappedNative,
      conduitKey: chain.deployment.conduitKey,
      ...recipients(),
    });
    expect((await bestOfferOf(chain.deployment.erc1155, tokenId))?.price).toBe(price.toString());
    const receipt = await acceptOnSeaport(actor, chain.deployment, owner.privateKey, offer, { numerator: 1n, denominator: 4n });
    await indexer.waitForBlock(symbol, Number(receipt.blockNumber));
    expect(await statusOf(offer.orderHash)).toMatchObject({ status: 'active', filled: '1' });
    expect(await tradesOf([offer.orderHash])).toEqual([expect.objectContaining({ quantity: '1', price: price.toString() })]);
    expect((await bestOfferOf(chain.deployment.erc1155, tokenId))?.orderHash).toBe(offer.orderHash);
  });
});

describe('offers cancelled on chain', () => {
  it('a collection offer cancelled through Seaport is cancelled for good and leaves every token of the contract', async () => {
    const { tokenId } = await actor.mint721(owner.privateKey, 'ipfs://cancel-me');
    const offer = await collectionOffer(9n * price);
    expect((await bestOfferOf(chain.deployment.erc721, tokenId))?.orderHash).toBe(offer.orderHash);
    const wallet = createWalletClient({ account: privateKeyToAccount(maker.privateKey), chain: actor.client.chain, transport: http() });
    const hash = await wallet.writeContract({
      address: chain.deployment.seaport,
      abi: seaportAbi,
      functionName: 'cancel',
      args: [[offer.components]],
    });
    await actor.client.waitForTransactionReceipt({ hash });
    await caughtUp();
    expect(await statusOf(offer.orderHash)).toMatchObject({ status: 'cancelled', reason: 'cancelled_on_chain' });
    expect((await bestOfferOf(chain.deployment.erc721, tokenId))?.orderHash).not.toBe(offer.orderHash);
  });
});

/** An auction order and a bid on a fresh token, validated on chain (in our book when `inBook`), matched by a keeper. */
async function matchAuction(inBook: boolean) {
  const { tokenId } = await actor.mint721(owner.privateKey, 'ipfs://auctioned');
  const now = (await actor.client.getBlock()).timestamp;
  const terms = { fee: { recipient: feeDesk.address, bps: 250 }, royalty: { recipient: creator.address, bps: 500 } };
  const auction = open(
    buildAuctionListing({
      offerer: owner.address,
      zone: zeroAddress,
      conduitKey: chain.deployment.conduitKey,
      counter: 0n,
      nft: { itemType: 2, token: chain.deployment.erc721, identifier: tokenId, amount: 1n },
      currency: chain.deployment.wrappedNative,
      minimumBid: price,
      startTime: now - 60n,
      biddingEnd: now + 3600n,
      salt: salt++,
      ...terms,
    }),
  );
  const bidPrice = 3n * price;
  const bid = open(
    buildBid({
      offerer: maker.address,
      auction,
      conduitKey: chain.deployment.conduitKey,
      counter: await actor.client.readContract({
        address: chain.deployment.seaport,
        abi: seaportAbi,
        functionName: 'getCounter',
        args: [maker.address],
      }),
      price: bidPrice,
      startTime: now - 60n,
      salt: salt++,
      ...terms,
    }),
  );
  const auctionHash = await validateOnSeaport(actor, chain.deployment, owner.privateKey, auction);
  const bidHash = await validateOnSeaport(actor, chain.deployment, maker.privateKey, bid);
  await caughtUp();
  const book = {
    contractAddress: chain.deployment.erc721,
    tokenId,
    currency: chain.deployment.wrappedNative,
    conduitKey: chain.deployment.conduitKey,
    ...recipients(),
  };
  if (!inBook) return settle(auction, bid, { tokenId, auctionHash, bidHash, bidPrice });
  await insertBookOffer(database.db, symbol, {
    ...book,
    orderHash: auctionHash,
    kind: 'auction',
    auctionEndTime: new Date(Number(now + 3600n) * 1000),
    maker: owner.address,
    price,
  });
  await insertBookOffer(database.db, symbol, {
    ...book,
    orderHash: bidHash,
    side: 'bid',
    parentOrderHash: auctionHash,
    maker: maker.address,
    price: bidPrice,
  });

  return settle(auction, bid, { tokenId, auctionHash, bidHash, bidPrice });
}

async function settle<T>(auction: OrderComponents, bid: OrderComponents, result: T): Promise<T> {
  const receipt = await settleOnSeaport(actor, chain.deployment, keeper.privateKey, auction, bid);
  await indexer.waitForBlock(symbol, Number(receipt.blockNumber));
  return result;
}

describe('auction settlement', () => {
  it('matchAdvancedOrders of the auction and the winning bid is one settlement from the seller to the bidder at the bid', async () => {
    const { tokenId, auctionHash, bidHash, bidPrice } = await matchAuction(true);
    expect(await tradesOf([auctionHash, bidHash])).toEqual([
      {
        kind: 'settlement',
        orderHash: bidHash.toLowerCase(),
        from: owner.address.toLowerCase(),
        to: maker.address.toLowerCase(),
        tokenId: tokenId.toString(),
        quantity: '1',
        price: bidPrice.toString(),
        currency: weth(),
        fee: fee(bidPrice).toString(),
        royalty: royalty(bidPrice).toString(),
      },
    ]);
    const fillRows = await database.db
      .select({ orderHash: fills.orderHash })
      .from(fills)
      .where(inArray(fills.orderHash, [auctionHash.toLowerCase(), bidHash.toLowerCase()]));
    expect(fillRows).toEqual([{ orderHash: bidHash.toLowerCase() }]);
    expect(await statusOf(auctionHash)).toMatchObject({ status: 'filled' });
    expect(await statusOf(bidHash)).toMatchObject({ status: 'filled' });
  });

  it('a match of orders that are not ours is one plain sale, counted once', async () => {
    const { tokenId, auctionHash, bidHash, bidPrice } = await matchAuction(false);
    expect(await tradesOf([auctionHash, bidHash])).toEqual([
      expect.objectContaining({
        kind: 'sale',
        from: owner.address.toLowerCase(),
        to: maker.address.toLowerCase(),
        tokenId: tokenId.toString(),
        price: bidPrice.toString(),
        fee: null,
        royalty: null,
      }),
    ]);
    const fillRows = await database.db
      .select({ orderHash: fills.orderHash })
      .from(fills)
      .where(inArray(fills.orderHash, [auctionHash.toLowerCase(), bidHash.toLowerCase()]));
    expect(fillRows).toEqual([{ orderHash: bidHash.toLowerCase() }]);
  });
});
