import { zeroHash, type Address, type Hex } from 'viem';
import { itemTypes, orderTypes, type ConsiderationItem, type OrderComponents } from '../order/order-components';
import { offerSplit } from '../price/basis-points';

/** What an offer asks for: one token, any token of the collection (root 0), or any token under a criteria root. */
export type OfferTarget =
  | { kind: 'item'; token: Address; identifier: bigint }
  | { kind: 'collection'; token: Address }
  | { kind: 'trait'; token: Address; root: Hex };

export type OfferInput = {
  /** The buyer, who pays the ERC-20 and receives the NFT. */
  offerer: Address;
  zone: Address;
  conduitKey: Hex;
  counter: bigint;
  standard: 'ERC-721' | 'ERC-1155';
  target: OfferTarget;
  /** Copies wanted (1 for ERC-721). */
  quantity: bigint;
  /** The ERC-20 paid (offers are never in native currency: Seaport's offer items are taken from the offerer by transfer). */
  currency: Address;
  /** The whole amount offered for all copies, in base units; fee and royalty are paid out of it. */
  price: bigint;
  startTime: bigint;
  endTime: bigint;
  fee: { recipient: Address; bps: number };
  royalty: { recipient: Address; bps: number } | null;
  salt: bigint;
};

function wantedItem(input: OfferInput): ConsiderationItem {
  const { target, standard } = input;
  const erc721 = standard === 'ERC-721';
  if (target.kind === 'item') {
    return {
      itemType: erc721 ? itemTypes.erc721 : itemTypes.erc1155,
      token: target.token,
      identifierOrCriteria: target.identifier,
      startAmount: input.quantity,
      endAmount: input.quantity,
      recipient: input.offerer,
    };
  }
  return {
    itemType: erc721 ? itemTypes.erc721WithCriteria : itemTypes.erc1155WithCriteria,
    token: target.token,
    identifierOrCriteria: target.kind === 'collection' ? 0n : BigInt(target.root),
    startAmount: input.quantity,
    endAmount: input.quantity,
    recipient: input.offerer,
  };
}

/**
 * A marketplace offer (docs/product.md "Trading", Offers): the offer is `price` of an ERC-20; the
 * consideration is the wanted NFT to the offerer (a criteria item for collection and trait offers),
 * then the marketplace fee and the creator royalty in the same ERC-20, paid out of the price, so the
 * accepting owner receives price - fee - royalty. Fee and royalty are bps of one copy's price rounded
 * down, times the quantity, so every ERC-1155 fraction k/quantity divides each item exactly (Seaport
 * reverts on an inexact fraction); the price must therefore be a multiple of the quantity. A zero fee or
 * royalty is left out. Restricted to the marketplace zone: full for ERC-721, partial for ERC-1155.
 */
export function buildOffer(input: OfferInput): OrderComponents {
  const { quantity, price, fee, royalty } = input;
  if (quantity < 1n || (input.standard === 'ERC-721' && quantity !== 1n)) throw new RangeError('invalid NFT quantity');
  if (price <= 0n || price % quantity !== 0n) throw new RangeError('the price must be positive and a multiple of the quantity');
  if (fee.bps < 0 || (royalty?.bps ?? 0) < 0 || fee.bps + (royalty?.bps ?? 0) >= 10_000) throw new RangeError('invalid fee or royalty');
  const payment = (recipient: Address, amount: bigint): ConsiderationItem => ({
    itemType: itemTypes.erc20,
    token: input.currency,
    identifierOrCriteria: 0n,
    startAmount: amount,
    endAmount: amount,
    recipient,
  });
  const consideration = [wantedItem(input)];
  const { fee: feeAmount, royalty: royaltyAmount } = offerSplit(price, quantity, fee.bps, royalty?.bps ?? 0);
  if (feeAmount > 0n) consideration.push(payment(fee.recipient, feeAmount));
  if (royalty && royaltyAmount > 0n) consideration.push(payment(royalty.recipient, royaltyAmount));
  return {
    offerer: input.offerer,
    zone: input.zone,
    offer: [{ itemType: itemTypes.erc20, token: input.currency, identifierOrCriteria: 0n, startAmount: price, endAmount: price }],
    consideration,
    orderType: input.standard === 'ERC-721' ? orderTypes.fullRestricted : orderTypes.partialRestricted,
    startTime: input.startTime,
    endTime: input.endTime,
    zoneHash: zeroHash,
    salt: input.salt,
    conduitKey: input.conduitKey,
    counter: input.counter,
  };
}
