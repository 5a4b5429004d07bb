import { currentListingPrice, priceForQuantity } from '../../buy/purchase';
import type { CartItem } from './cart-store';

/** What an item costs now (a declining listing's price moves), for the copies in the cart. */
export function cartItemPrice(item: CartItem, now: number): bigint {
  return priceForQuantity(currentListingPrice(item, now), BigInt(item.listed), BigInt(item.quantity));
}

/** The cart's total per currency (a chain may list in its native currency and in tokens). */
export function cartTotals(items: CartItem[], now: number): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const item of items) {
    const currency = item.currency.toLowerCase();
    totals.set(currency, (totals.get(currency) ?? 0n) + cartItemPrice(item, now));
  }
  return totals;
}
