import type { Address, Hex } from 'viem';
import { buildOffer } from '../offer/build-offer';
import { itemTypes, orderTypes, type OrderComponents } from '../order/order-components';

export type BidInput = {
  /** The bidder: pays the ERC-20, receives the NFT. */
  offerer: Address;
  /** The seller's signed auction order (its NFT and currency are what the bid matches). */
  auction: OrderComponents;
  conduitKey: Hex;
  counter: bigint;
  /** The bid for the whole auctioned quantity, in base units of the auction's ERC-20. */
  price: bigint;
  startTime: bigint;
  fee: { recipient: Address; bps: number };
  royalty: { recipient: Address; bps: number } | null;
  salt: bigint;
};

/**
 * A bid on an English auction (docs/decisions/031-english-auctions.md): an offer of `price` in the auction's
 * ERC-20 whose consideration is exactly the auctioned NFT to the bidder, then the fee and royalty of the bid's
 * price (buildOffer's shape). It stays valid as long as the auction's signed order (same endTime), so the
 * settlement can match it at any time in the settlement window. FULL_RESTRICTED to the marketplace zone: only
 * the settlement account is ever authorised to fill it, together with the auction.
 */
export function buildBid(input: BidInput): OrderComponents {
  const { auction } = input;
  const [nft] = auction.offer;
  const [proceeds] = auction.consideration;
  if (!nft || !proceeds || (nft.itemType !== itemTypes.erc721 && nft.itemType !== itemTypes.erc1155))
    throw new RangeError('not an auction order');
  if (proceeds.itemType !== itemTypes.erc20) throw new RangeError('an auction is paid in an ERC-20');
  const bid = buildOffer({
    offerer: input.offerer,
    zone: auction.zone,
    conduitKey: input.conduitKey,
    counter: input.counter,
    standard: nft.itemType === itemTypes.erc721 ? 'ERC-721' : 'ERC-1155',
    target: { kind: 'item', token: nft.token, identifier: nft.identifierOrCriteria },
    quantity: nft.startAmount,
    currency: proceeds.token,
    price: input.price,
    startTime: input.startTime,
    endTime: auction.endTime,
    fee: input.fee,
    royalty: input.royalty,
    salt: input.salt,
  });
  return { ...bid, orderType: orderTypes.fullRestricted };
}
