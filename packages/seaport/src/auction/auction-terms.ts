import { concat, hexToBigInt, numberToHex, size, slice, type Hex } from 'viem';

/** "AUC1": marks a zoneHash that carries an English auction's terms (docs/decisions/031-english-auctions.md). */
const auctionMagic: Hex = '0x41554331';
const maxBiddingEnd = 2n ** 40n - 1n;
const maxMinimumBid = 2n ** 184n - 1n;

/**
 * How long after bidding closes the seller's signed order stays valid, so the settlement can still match it
 * (and anti-sniping extensions fit): 7 days. The signed endTime is the bidding end plus this window.
 */
export const auctionSettlementWindowSeconds = 7n * 86_400n;

/** What the seller signs besides the order: the minimum bid (base units, for the whole quantity) and when bidding closes. */
export type AuctionTerms = { minimumBid: bigint; biddingEnd: bigint };

/**
 * The auction's terms packed into the order's zoneHash (the zone ignores it; Seaport hashes it into the
 * signed order): 4 bytes "AUC1", 5 bytes bidding end (unix seconds), 23 bytes minimum bid. The seller's
 * signature therefore covers the minimum bid, which the order's consideration (minimum bid less fee and
 * royalty) cannot state exactly, and the book tells an auction from a listing by the signed order alone.
 */
export function encodeAuctionTerms({ minimumBid, biddingEnd }: AuctionTerms): Hex {
  if (minimumBid <= 0n || minimumBid > maxMinimumBid) throw new RangeError('the minimum bid is out of range');
  if (biddingEnd <= 0n || biddingEnd > maxBiddingEnd) throw new RangeError('the bidding end is out of range');
  return concat([auctionMagic, numberToHex(biddingEnd, { size: 5 }), numberToHex(minimumBid, { size: 23 })]);
}

/** The terms of an auction's zoneHash, or null when it carries none (a plain listing's zero hash). */
export function decodeAuctionTerms(zoneHash: Hex): AuctionTerms | null {
  if (size(zoneHash) !== 32 || slice(zoneHash, 0, 4).toLowerCase() !== auctionMagic) return null;
  const biddingEnd = hexToBigInt(slice(zoneHash, 4, 9));
  const minimumBid = hexToBigInt(slice(zoneHash, 9, 32));
  if (biddingEnd === 0n || minimumBid === 0n) return null;
  return { minimumBid, biddingEnd };
}
