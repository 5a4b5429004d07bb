import { createWalletClient, erc20Abi, http, maxUint256, zeroAddress, type Address, type Hex, type TransactionReceipt } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { seaportAbi, type Deployment } from '@nft/contracts';
import { orders, refreshBestOffers, type Database } from '@nft/db';
import {
  buildOffer,
  encodeFulfillAdvancedOrder,
  encodeMatchAdvancedOrders,
  orderParameters,
  orderSides,
  orderTypes,
  type OfferTarget,
  type OrderComponents,
} from '@nft/seaport';
import type { ChainActor } from '../../testing/chain-actor';

/**
 * Real Seaport 1.6 offers for the indexer's tests, built by the marketplace's own buildOffer but
 * open (no zone, FULL_OPEN / PARTIAL_OPEN) and validated on chain by their maker, so anyone fills
 * them without a signature: these tests are about what the indexer reads from the chain, not about
 * the zone's authorisation (packages/seaport/src/offer/offer-fill.test.ts covers that).
 */
export interface SeaportOffer {
  orderHash: Hex;
  components: OrderComponents;
}

export const open = (components: OrderComponents): OrderComponents => ({
  ...components,
  zone: zeroAddress,
  orderType: components.orderType === orderTypes.fullRestricted ? orderTypes.fullOpen : orderTypes.partialOpen,
});

function walletOf(actor: ChainActor, key: Hex) {
  return createWalletClient({ account: privateKeyToAccount(key), chain: actor.client.chain, transport: http() });
}

async function confirm(actor: ChainActor, hash: Hex): Promise<TransactionReceipt> {
  const receipt = await actor.client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status !== 'success') throw new Error(`transaction reverted: ${hash}`);
  return receipt;
}

/** Sets the ERC-20 allowance of `key` to the conduit (0 revokes it). */
export async function approveCurrency(actor: ChainActor, key: Hex, currency: Address, spender: Address, amount = maxUint256) {
  const hash = await walletOf(actor, key).writeContract({
    address: currency,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, amount],
  });
  return confirm(actor, hash);
}

export async function transferCurrency(actor: ChainActor, key: Hex, currency: Address, to: Address, amount: bigint) {
  const hash = await walletOf(actor, key).writeContract({ address: currency, abi: erc20Abi, functionName: 'transfer', args: [to, amount] });
  return confirm(actor, hash);
}

/** Validates an order on chain as its offerer (Seaport `validate`), so it fills without a signature. */
export async function validateOnSeaport(actor: ChainActor, deployment: Deployment, key: Hex, components: OrderComponents): Promise<Hex> {
  const orderHash = await actor.client.readContract({
    address: deployment.seaport,
    abi: seaportAbi,
    functionName: 'getOrderHash',
    args: [components],
  });
  const hash = await walletOf(actor, key).writeContract({
    address: deployment.seaport,
    abi: seaportAbi,
    functionName: 'validate',
    args: [[{ parameters: orderParameters(components), signature: '0x' }]],
  });
  await confirm(actor, hash);
  return orderHash;
}

export interface OfferTerms {
  target: OfferTarget;
  standard?: 'ERC-721' | 'ERC-1155';
  quantity?: bigint;
  price: bigint;
  feeRecipient: Address;
  royaltyRecipient: Address;
  salt: bigint;
}

/** An open offer of `key`'s in wrapped native, validated on chain: fee 2.5% and royalty 5% out of the price. */
export async function offerOnSeaport(actor: ChainActor, deployment: Deployment, key: Hex, terms: OfferTerms): Promise<SeaportOffer> {
  const offerer = privateKeyToAccount(key).address;
  const counter = await actor.client.readContract({
    address: deployment.seaport,
    abi: seaportAbi,
    functionName: 'getCounter',
    args: [offerer],
  });
  const components = open(
    buildOffer({
      offerer,
      zone: zeroAddress,
      conduitKey: deployment.conduitKey,
      counter,
      standard: terms.standard ?? 'ERC-721',
      target: terms.target,
      quantity: terms.quantity ?? 1n,
      currency: deployment.wrappedNative,
      price: terms.price,
      startTime: 0n,
      endTime: 2n ** 40n,
      fee: { recipient: terms.feeRecipient, bps: 250 },
      royalty: { recipient: terms.royaltyRecipient, bps: 500 },
      salt: terms.salt,
    }),
  );
  return { orderHash: await validateOnSeaport(actor, deployment, key, components), components };
}

/** The owner `key` accepts the offer with `tokenId` (a criteria resolver for a collection offer), `numerator/denominator` of it. */
export async function acceptOnSeaport(
  actor: ChainActor,
  deployment: Deployment,
  key: Hex,
  offer: SeaportOffer,
  options: { tokenId?: bigint; proof?: Hex[]; numerator?: bigint; denominator?: bigint } = {},
): Promise<TransactionReceipt> {
  const block = await actor.client.getBlock();
  const call = encodeFulfillAdvancedOrder({
    seaport: deployment.seaport,
    fill: {
      components: offer.components,
      signature: '0x',
      extraData: '0x',
      numerator: options.numerator,
      denominator: options.denominator,
    },
    fulfillerConduitKey: deployment.conduitKey,
    criteriaResolvers:
      options.tokenId === undefined
        ? undefined
        : [{ orderIndex: 0n, side: orderSides.consideration, index: 0n, identifier: options.tokenId, criteriaProof: options.proof ?? [] }],
    at: block.timestamp,
  });
  const hash = await walletOf(actor, key).sendTransaction({ to: call.to, data: call.data, value: call.value });
  return confirm(actor, hash);
}

/** matchAdvancedOrders([auction, bid]) with the auction fulfillments, recipient = the seller, sent by `key`. */
export async function settleOnSeaport(
  actor: ChainActor,
  deployment: Deployment,
  key: Hex,
  auction: OrderComponents,
  bid: OrderComponents,
): Promise<TransactionReceipt> {
  const call = encodeMatchAdvancedOrders({
    seaport: deployment.seaport,
    auction: { components: auction, signature: '0x', extraData: '0x' },
    bid: { components: bid, signature: '0x', extraData: '0x' },
    recipient: auction.offerer,
  });
  const hash = await walletOf(actor, key).sendTransaction({ to: call.to, data: call.data, value: call.value });
  return confirm(actor, hash);
}

export interface BookOffer {
  orderHash: string;
  side?: 'offer' | 'bid';
  kind?: 'fixed' | 'auction';
  maker: string;
  contractAddress: string;
  tokenId: bigint | null;
  target?: 'item' | 'collection' | 'trait';
  trait?: { type: string; value: string; root: string };
  quantity?: bigint;
  price: bigint;
  currency: string;
  feeRecipient: string;
  royaltyRecipient: string;
  parentOrderHash?: string;
  auctionEndTime?: Date;
  conduitKey: string;
}

/** An offer (or bid, or auction listing) in our order book as intake would have accepted it, best offers refreshed. */
export async function insertBookOffer(db: Database, chain: string, offer: BookOffer): Promise<void> {
  const side = offer.side ?? 'offer';
  await db.insert(orders).values({
    chain,
    orderHash: offer.orderHash.toLowerCase(),
    protocol: 'seaport',
    side: offer.kind === 'auction' ? 'listing' : side,
    kind: offer.kind ?? 'fixed',
    target: offer.target ?? 'item',
    maker: offer.maker.toLowerCase(),
    contractAddress: offer.contractAddress.toLowerCase(),
    tokenId: offer.tokenId === null ? null : offer.tokenId.toString(),
    traitType: offer.trait?.type ?? null,
    traitValue: offer.trait?.value ?? null,
    criteriaRoot: offer.trait?.root.toLowerCase() ?? null,
    quantity: (offer.quantity ?? 1n).toString(),
    currency: offer.currency.toLowerCase(),
    startPrice: offer.price.toString(),
    endPrice: offer.price.toString(),
    startTime: new Date(0),
    endTime: new Date(Date.UTC(2100, 0)),
    feeRecipient: offer.feeRecipient.toLowerCase(),
    feeBps: 250,
    royaltyRecipient: offer.royaltyRecipient.toLowerCase(),
    royaltyBps: 500,
    parentOrderHash: offer.parentOrderHash?.toLowerCase() ?? null,
    auctionEndTime: offer.auctionEndTime ?? null,
    counter: '0',
    conduitKey: offer.conduitKey,
    salt: '1',
    signature: '0x',
    parameters: {},
  });
  await refreshBestOffers(db, chain, [
    { contractAddress: offer.contractAddress, tokenId: offer.tokenId === null ? null : offer.tokenId.toString() },
  ]);
}
