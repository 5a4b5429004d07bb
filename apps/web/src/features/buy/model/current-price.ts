import type { Order } from '../api/buy-schemas';

type PricedOrder = Pick<Order, 'startPrice' | 'endPrice' | 'startTime' | 'endTime'>;

/**
 * The price of the whole listed quantity at `now` (unix seconds): Seaport's linear interpolation
 * between the start and end amounts, rounded up as Seaport rounds consideration items, so a
 * declining listing's price moves on the page between reads of the book. What the buyer pays is
 * still the fill route's transaction value (docs/product.md "Trading").
 */
export function currentListingPrice(order: PricedOrder, now: number): bigint {
  const start = BigInt(order.startPrice);
  const end = BigInt(order.endPrice);
  if (start === end || now <= order.startTime) return start;
  if (now >= order.endTime) return end;
  const duration = BigInt(order.endTime - order.startTime);
  const elapsed = BigInt(Math.floor(now) - order.startTime);
  const remaining = duration - elapsed;
  return (start * remaining + end * elapsed + duration - 1n) / duration;
}

/** The price of `quantity` copies of an ERC-1155 listing (Seaport fills a fraction of every item, rounding up). */
export function priceForQuantity(total: bigint, listed: bigint, quantity: bigint): bigint {
  if (listed <= 0n || quantity >= listed) return total;
  return (total * quantity + listed - 1n) / listed;
}
