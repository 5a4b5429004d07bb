/**
 * The English-auction increment (docs/decisions/031-english-auctions.md, docs/product.md "Auctions"), one rule for the
 * order book, which refuses a lower bid (bid_too_low), and the bid form, which names the least bid before anything is
 * asked.
 *
 * The spec asks only that "a bid must be higher than the current/min bid" (section 5). A bid that beats the highest by
 * one wei would let two bidders crawl the price up a wei at a time and keep re-extending the end, so the book asks for
 * 5% more than the highest active bid (rounded up to a base unit), OpenSea's and Foundation's rule of thumb. The first
 * bid needs only the minimum.
 */
export const bidIncrementBps = 500n;

/** The least the next bid may be: the minimum with no active bid, else the highest active bid plus 5% (rounded up). */
export function nextMinimumBid(minimumBid: bigint, highestBid: bigint | null): bigint {
  if (highestBid === null) return minimumBid;
  const increment = (highestBid * bidIncrementBps + 9_999n) / 10_000n;
  const next = highestBid + (increment > 0n ? increment : 1n);
  return next > minimumBid ? next : minimumBid;
}
