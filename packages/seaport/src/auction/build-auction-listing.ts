import type { Address, Hex } from 'viem';
import { itemTypes, orderTypes, type OrderComponents } from '../order/order-components';
import { auctionSettlementWindowSeconds, encodeAuctionTerms } from './auction-terms';
import { basisPointsOf } from '../price/basis-points';

export type AuctionListingInput = {
  /** The seller. */
  offerer: Address;
  zone: Address;
  conduitKey: Hex;
  counter: bigint;
  nft: { itemType: 2 | 3; token: Address; identifier: bigint; amount: bigint };
  /** The auction's ERC-20 (bids are Seaport offers, which cannot hold native currency). */
  currency: Address;
  /** The minimum bid for the whole `amount`, in base units. */
  minimumBid: bigint;
  /** When bidding opens (the order's startTime) and closes (unix seconds). */
  startTime: bigint;
  biddingEnd: bigint;
  fee: { recipient: Address; bps: number };
  royalty: { recipient: Address; bps: number } | null;
  salt: bigint;
};

/** What the seller's order asks for: the minimum bid less the fee and royalty at the minimum bid (bps rounded down). */
export function auctionSellerMinimum(minimumBid: bigint, feeBps: number, royaltyBps: number): bigint {
  return minimumBid - basisPointsOf(minimumBid, feeBps) - basisPointsOf(minimumBid, royaltyBps);
}

/**
 * The seller's English-auction order (docs/decisions/031-english-auctions.md): the offer is the NFT; the
 * consideration is ONLY the seller's proceeds at the minimum bid (minimum bid - fee - royalty) in the
 * auction's ERC-20. The winning bid pays fee and royalty of its own price (its consideration) and the
 * settlement's matchAdvancedOrders sends the bid's unspent surplus to the seller, so the seller ends
 * with bid - fee(bid) - royalty(bid). The signed endTime is the bidding end plus a 7-day settlement
 * window; the terms ride in the zoneHash (auction-terms.ts). Restricted to the marketplace zone, whose
 * order signer authorises only the marketplace's settlement account to fill it.
 */
export function buildAuctionListing(input: AuctionListingInput): OrderComponents {
  const { nft, minimumBid, fee, royalty } = input;
  if (nft.amount < 1n || (nft.itemType === itemTypes.erc721 && nft.amount !== 1n)) throw new RangeError('invalid NFT amount');
  if (minimumBid <= 0n) throw new RangeError('the minimum bid must be positive');
  if (fee.bps < 0 || (royalty?.bps ?? 0) < 0 || fee.bps + (royalty?.bps ?? 0) >= 10_000) throw new RangeError('invalid fee or royalty');
  if (input.biddingEnd <= input.startTime) throw new RangeError('bidding must end after it starts');
  const proceeds = auctionSellerMinimum(minimumBid, fee.bps, royalty?.bps ?? 0);
  return {
    offerer: input.offerer,
    zone: input.zone,
    offer: [
      { itemType: nft.itemType, token: nft.token, identifierOrCriteria: nft.identifier, startAmount: nft.amount, endAmount: nft.amount },
    ],
    consideration: [
      {
        itemType: itemTypes.erc20,
        token: input.currency,
        identifierOrCriteria: 0n,
        startAmount: proceeds,
        endAmount: proceeds,
        recipient: input.offerer,
      },
    ],
    // FULL: the settlement matches the whole order with one bid (ERC-1155 copies go to one winner).
    orderType: orderTypes.fullRestricted,
    startTime: input.startTime,
    endTime: input.biddingEnd + auctionSettlementWindowSeconds,
    zoneHash: encodeAuctionTerms({ minimumBid, biddingEnd: input.biddingEnd }),
    salt: input.salt,
    conduitKey: input.conduitKey,
    counter: input.counter,
  };
}
