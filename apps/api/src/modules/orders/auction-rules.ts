/**
 * The English-auction rules of the order book (docs/decisions/031-english-auctions.md, docs/product.md "Auctions").
 *
 * Increment: the spec asks only that "a bid must be higher than the current/min bid" (section 5). A bid that beats
 * the highest by one wei would let two bidders crawl the price up a wei at a time and keep re-extending the end, so
 * the book asks for 5% more than the highest active bid (rounded up to a base unit), OpenSea's and Foundation's
 * rule of thumb. The first bid needs only the minimum.
 */
export const bidIncrementBps = 500n;

/** The least the next bid may be: the minimum with no active bid, else the highest active bid plus 5% (rounded up). */
export function nextMinimumBid(minimumBid: bigint, highestBid: bigint | null): bigint {
  if (highestBid === null) return minimumBid;
  const increment = (highestBid * bidIncrementBps + 9_999n) / 10_000n;
  const next = highestBid + (increment > 0n ? increment : 1n);
  return next > minimumBid ? next : minimumBid;
}

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
