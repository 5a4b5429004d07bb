import { encodeFunctionData, type Address } from 'viem';
import { seaportAbi } from '@nft/contracts/abi';
import { advancedOrder, type FillRequest } from '../fulfil/advanced-order';
import type { OrderComponents } from '../order/order-components';

/** Seaport's FulfillmentComponent: item `itemIndex` of order `orderIndex` (in the advancedOrders array). */
export type FulfillmentComponent = { orderIndex: bigint; itemIndex: bigint };
/** Seaport's Fulfillment: offer items paying consideration items of the same token. */
export type Fulfillment = { offerComponents: FulfillmentComponent[]; considerationComponents: FulfillmentComponent[] };

const at = (orderIndex: number, itemIndex: number): FulfillmentComponent => ({
  orderIndex: BigInt(orderIndex),
  itemIndex: BigInt(itemIndex),
});

/**
 * The fulfillments of an auction (order 0) matched with its bid (order 1): the auction's NFT to the bid's NFT
 * consideration; the bid's ERC-20 to the seller's proceeds, then to each of the bid's other consideration items
 * (fee and royalty of the bid price). What remains of the bid's ERC-20 is unspent and goes to the match's recipient.
 */
export function auctionFulfillments(bid: OrderComponents): Fulfillment[] {
  const fulfillments: Fulfillment[] = [
    { offerComponents: [at(0, 0)], considerationComponents: [at(1, 0)] },
    { offerComponents: [at(1, 0)], considerationComponents: [at(0, 0)] },
  ];
  for (let index = 1; index < bid.consideration.length; index += 1) {
    fulfillments.push({ offerComponents: [at(1, 0)], considerationComponents: [at(1, index)] });
  }
  return fulfillments;
}

export type MatchAuctionInput = {
  seaport: Address;
  /** The seller's auction order and the winning bid, each with the zone's authorisation for the settlement account. */
  auction: FillRequest;
  bid: FillRequest;
  /** Who receives the unspent offer items: the seller, so the bid's surplus above the minimum pays them. */
  recipient: Address;
};

/**
 * The settlement's matchAdvancedOrders call (docs/decisions/031-english-auctions.md): advancedOrders =
 * [auction, bid], no criteria resolvers, auctionFulfillments, recipient = the seller. Sent by the
 * marketplace's settlement account with no value (the bid pays in an ERC-20 through the conduit).
 */
export function encodeMatchAdvancedOrders(input: MatchAuctionInput): { to: Address; data: `0x${string}`; value: bigint } {
  const data = encodeFunctionData({
    abi: seaportAbi,
    functionName: 'matchAdvancedOrders',
    args: [[advancedOrder(input.auction), advancedOrder(input.bid)], [], auctionFulfillments(input.bid.components), input.recipient],
  });
  return { to: input.seaport, data, value: 0n };
}
