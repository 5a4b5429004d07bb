import { createWalletClient, http, zeroAddress, zeroHash, type Address, type Hex, type TransactionReceipt } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { seaportAbi, type Deployment } from '@nft/contracts';
import { orders, refreshBestListings, type Database } from '@nft/db';
import type { ChainActor } from '../../testing/chain-actor';

export interface ListedItem {
  /** Seaport ItemType: 2 ERC-721, 3 ERC-1155. */
  itemType: 2 | 3;
  token: Address;
  identifier: bigint;
  amount: bigint;
}

export interface Payment {
  amount: bigint;
  recipient: Address;
}

export interface SeaportListing {
  orderHash: Hex;
  parameters: {
    offerer: Address;
    zone: Address;
    offer: { itemType: number; token: Address; identifierOrCriteria: bigint; startAmount: bigint; endAmount: bigint }[];
    consideration: {
      itemType: number;
      token: Address;
      identifierOrCriteria: bigint;
      startAmount: bigint;
      endAmount: bigint;
      recipient: Address;
    }[];
    orderType: number;
    startTime: bigint;
    endTime: bigint;
    zoneHash: Hex;
    salt: bigint;
    conduitKey: Hex;
    totalOriginalConsiderationItems: bigint;
  };
  price: bigint;
}

/**
 * A real Seaport 1.6 listing paid in the native currency, validated on chain by its offerer
 * (`validate`: no signature needed), with the consideration the marketplace builds: [seller
 * proceeds, fee, royalty]. Open orders (FULL_OPEN / PARTIAL_OPEN): these tests are about what the
 * indexer reads from the chain, not about the zone's authorisation.
 */
export async function listOnSeaport(
  actor: ChainActor,
  deployment: Deployment,
  sellerKey: Hex,
  item: ListedItem,
  payments: Payment[],
  salt: bigint,
): Promise<SeaportListing> {
  const seller = createWalletClient({ account: privateKeyToAccount(sellerKey), chain: actor.client.chain, transport: http() });
  const counter = await actor.client.readContract({
    address: deployment.seaport,
    abi: seaportAbi,
    functionName: 'getCounter',
    args: [seller.account.address],
  });
  const base = {
    offerer: seller.account.address,
    zone: zeroAddress,
    offer: [
      {
        itemType: item.itemType,
        token: item.token,
        identifierOrCriteria: item.identifier,
        startAmount: item.amount,
        endAmount: item.amount,
      },
    ],
    consideration: payments.map((p) => ({
      itemType: 0,
      token: zeroAddress,
      identifierOrCriteria: 0n,
      startAmount: p.amount,
      endAmount: p.amount,
      recipient: p.recipient,
    })),
    orderType: item.itemType === 3 ? 1 : 0,
    startTime: 0n,
    endTime: 2n ** 40n,
    zoneHash: zeroHash,
    salt,
    conduitKey: deployment.conduitKey,
  };
  const orderHash = await actor.client.readContract({
    address: deployment.seaport,
    abi: seaportAbi,
    functionName: 'getOrderHash',
    args: [{ ...base, counter }],
  });
  const parameters = { ...base, totalOriginalConsiderationItems: BigInt(payments.length) };
  const hash = await seller.writeContract({
    address: deployment.seaport,
    abi: seaportAbi,
    functionName: 'validate',
    args: [[{ parameters, signature: '0x' }]],
    chain: actor.client.chain,
  });
  await confirm(actor, hash);
  return { orderHash, parameters, price: payments.reduce((sum, p) => sum + p.amount, 0n) };
}

/** The buyer fills `numerator/denominator` of the listing (all of it by default), paying in the native currency. */
export async function buyOnSeaport(
  actor: ChainActor,
  deployment: Deployment,
  buyerKey: Hex,
  listing: SeaportListing,
  numerator = 1n,
  denominator = 1n,
): Promise<TransactionReceipt> {
  const buyer = createWalletClient({ account: privateKeyToAccount(buyerKey), chain: actor.client.chain, transport: http() });
  const hash = await buyer.writeContract({
    address: deployment.seaport,
    abi: seaportAbi,
    functionName: 'fulfillAdvancedOrder',
    args: [
      { parameters: listing.parameters, numerator, denominator, signature: '0x', extraData: '0x' },
      [],
      zeroHash,
      buyer.account.address,
    ],
    value: (listing.price * numerator) / denominator,
    chain: actor.client.chain,
  });
  return confirm(actor, hash);
}

async function confirm(actor: ChainActor, hash: Hex): Promise<TransactionReceipt> {
  const receipt = await actor.client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status !== 'success') throw new Error(`transaction reverted: ${hash}`);
  return receipt;
}

export interface BookListing {
  orderHash: string;
  maker: string;
  contractAddress: string;
  tokenId: bigint;
  quantity?: bigint;
  price?: bigint;
  feeRecipient?: string | null;
  royaltyRecipient?: string | null;
  conduitKey: string;
}

/** A listing in our order book as intake would have accepted it (the indexer only reads these columns), best listing refreshed. */
export async function insertBookListing(db: Database, chain: string, listing: BookListing): Promise<void> {
  const price = (listing.price ?? 1000n).toString();
  await db.insert(orders).values({
    chain,
    orderHash: listing.orderHash.toLowerCase(),
    protocol: 'seaport',
    side: 'listing',
    maker: listing.maker.toLowerCase(),
    contractAddress: listing.contractAddress.toLowerCase(),
    tokenId: listing.tokenId.toString(),
    quantity: (listing.quantity ?? 1n).toString(),
    currency: zeroAddress,
    startPrice: price,
    endPrice: price,
    startTime: new Date(0),
    endTime: new Date(Date.UTC(2100, 0)),
    feeRecipient: listing.feeRecipient?.toLowerCase() ?? null,
    feeBps: listing.feeRecipient ? 250 : null,
    royaltyRecipient: listing.royaltyRecipient?.toLowerCase() ?? null,
    royaltyBps: listing.royaltyRecipient ? 750 : null,
    counter: '0',
    conduitKey: listing.conduitKey,
    salt: '1',
    signature: '0x',
    parameters: {},
  });
  await refreshBestListings(db, chain, [{ contractAddress: listing.contractAddress, tokenId: listing.tokenId.toString() }]);
}
