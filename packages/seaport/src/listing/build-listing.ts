import { zeroAddress, zeroHash, type Address, type Hex } from 'viem';
import { itemTypes, orderTypes, type ConsiderationItem, type OrderComponents } from '../order/order-components';
import { basisPointsOf } from '../price/basis-points';

export type ListingInput = {
  offerer: Address;
  zone: Address;
  conduitKey: Hex;
  counter: bigint;
  nft: { itemType: 2 | 3; token: Address; identifier: bigint; amount: bigint };
  /** The payment token; the zero address is the chain's native currency. */
  currency: Address;
  /** Price of ONE copy (the whole price for ERC-721) at startTime, in base units. */
  startPrice: bigint;
  /** Price of one copy at endTime: equal to startPrice for a fixed price, lower for a declining one. */
  endPrice: bigint;
  startTime: bigint;
  endTime: bigint;
  fee: { recipient: Address; bps: number };
  royalty: { recipient: Address; bps: number } | null;
  salt: bigint;
};

/**
 * A marketplace listing (docs/product.md "Trading"): the offer is the NFT; the consideration is the
 * seller's proceeds, the marketplace fee and the creator royalty, in that order, paid in `currency`.
 * Fee and royalty are bps of the price rounded down, the seller gets the rest, separately at the start
 * and the end price so every item declines in proportion. Amounts are per copy times `amount`, so any
 * whole number of ERC-1155 copies divides every item exactly (Seaport reverts on an inexact fraction).
 * A zero fee or royalty is left out rather than sent as a zero-amount item. Every listing is a
 * restricted order of the marketplace zone (full for ERC-721, partial for ERC-1155), zoneHash zero.
 */
export function buildListing(input: ListingInput): OrderComponents {
  const { nft, startPrice, endPrice, fee, royalty } = input;
  if (nft.amount < 1n || (nft.itemType === itemTypes.erc721 && nft.amount !== 1n)) throw new RangeError('invalid NFT amount');
  if (startPrice <= 0n || endPrice <= 0n || endPrice > startPrice) throw new RangeError('prices must be positive and not rise');
  if (fee.bps < 0 || (royalty?.bps ?? 0) < 0 || fee.bps + (royalty?.bps ?? 0) >= 10_000) throw new RangeError('invalid fee or royalty');
  const paymentType = input.currency === zeroAddress ? itemTypes.native : itemTypes.erc20;
  const item = (recipient: Address, start: bigint, end: bigint): ConsiderationItem => ({
    itemType: paymentType,
    token: input.currency,
    identifierOrCriteria: 0n,
    startAmount: start * nft.amount,
    endAmount: end * nft.amount,
    recipient,
  });
  const feeStart = basisPointsOf(startPrice, fee.bps);
  const feeEnd = basisPointsOf(endPrice, fee.bps);
  const royaltyStart = royalty ? basisPointsOf(startPrice, royalty.bps) : 0n;
  const royaltyEnd = royalty ? basisPointsOf(endPrice, royalty.bps) : 0n;
  const consideration = [item(input.offerer, startPrice - feeStart - royaltyStart, endPrice - feeEnd - royaltyEnd)];
  if (feeStart > 0n || feeEnd > 0n) consideration.push(item(fee.recipient, feeStart, feeEnd));
  if (royalty && (royaltyStart > 0n || royaltyEnd > 0n)) consideration.push(item(royalty.recipient, royaltyStart, royaltyEnd));
  return {
    offerer: input.offerer,
    zone: input.zone,
    offer: [
      { itemType: nft.itemType, token: nft.token, identifierOrCriteria: nft.identifier, startAmount: nft.amount, endAmount: nft.amount },
    ],
    consideration,
    orderType: nft.itemType === itemTypes.erc721 ? orderTypes.fullRestricted : orderTypes.partialRestricted,
    startTime: input.startTime,
    endTime: input.endTime,
    zoneHash: zeroHash,
    salt: input.salt,
    conduitKey: input.conduitKey,
    counter: input.counter,
  };
}
