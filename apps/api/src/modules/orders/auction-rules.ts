/**
 * The English-auction rules of the order book (docs/decisions/031-english-auctions.md, docs/product.md "Auctions"). The
 * increment is shared with the bid form (@nft/shared).
 */
export { bidIncrementBps, nextMinimumBid } from '@nft/shared';

/** An auction takes bids from its start until its (possibly extended) bidding end: start <= now < end. */
export function isRunning(auction: { startTime: Date; auctionEndTime: Date | null }, now: Date): boolean {
  return (
    auction.auctionEndTime !== null && auction.startTime.getTime() <= now.getTime() && now.getTime() < auction.auctionEndTime.getTime()
  );
}

/**
 * Anti-sniping: a bid within `extensionSeconds` of the end moves the end to now + extensionSeconds (0 turns it
 * off), never past `latestEnd` (the signed order's end less a day, so the settlement always has time to match).
 * Answers the new bidding end, or null when it does not move.
 */
export function extendedEnd(auctionEnd: Date, now: Date, extensionSeconds: number, latestEnd: Date): Date | null {
  if (extensionSeconds <= 0) return null;
  const extensionMs = extensionSeconds * 1000;
  if (auctionEnd.getTime() - now.getTime() > extensionMs) return null;
  const moved = Math.min(now.getTime() + extensionMs, latestEnd.getTime());
  return moved > auctionEnd.getTime() ? new Date(moved) : null;
}
