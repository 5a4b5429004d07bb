/**
 * The price a listing asks at `now`, in base units: constant for fixed listings, linear from start
 * to end price for declining ones, rounded up the way Seaport derives consideration amounts
 * (seaport-core lib/AmountDeriver). Outside [startTime, endTime) it is clamped to the nearest end,
 * since callers only compare listings that are open now.
 */
export function listingPriceNow(startPrice: bigint, endPrice: bigint, startTime: Date, endTime: Date, now: Date): bigint {
  if (startPrice === endPrice) return startPrice;
  const start = BigInt(Math.floor(startTime.getTime() / 1000));
  const end = BigInt(Math.floor(endTime.getTime() / 1000));
  const at = BigInt(Math.floor(now.getTime() / 1000));
  if (at <= start || end <= start) return startPrice;
  if (at >= end) return endPrice;
  const duration = end - start;
  const elapsed = at - start;
  const total = startPrice * (duration - elapsed) + endPrice * elapsed;
  return total === 0n ? 0n : (total - 1n) / duration + 1n;
}

/** One copy's share of a price for `quantity` copies, rounded up (an ERC-721 listing's quantity is 1). */
export function pricePerCopy(price: bigint, quantity: bigint): bigint {
  if (quantity <= 1n) return price;
  return (price + quantity - 1n) / quantity;
}
