import type { Order, ListingBuildBody } from '@nft/api-contract';
import { parseUnits } from '../../../lib/price/format-price';
import { priceError, zeroAddress, type SellFieldError } from './sell-form';

export type LowerPriceError = SellFieldError | 'lower_too_high';

/** What one copy costs now (the book's price is the whole listed quantity; the build takes a price per copy). */
export function currentUnitPrice(order: Pick<Order, 'price' | 'quantity'>): bigint {
  return BigInt(order.price) / BigInt(order.quantity);
}

/** A lower price is a valid display price per copy strictly below what one copy costs now. */
export function lowerPriceError(text: string, order: Pick<Order, 'price' | 'quantity'>, decimals: number): LowerPriceError | undefined {
  const invalid = priceError(text);
  if (invalid) return invalid;
  const base = parseUnits(text.trim(), decimals);
  if (base === null) return 'price_precision';
  return BigInt(base) < currentUnitPrice(order) ? undefined : 'lower_too_high';
}

/**
 * The replacement listing: the same item, remaining quantity, currency, times and buyer at the new
 * (fixed) price. Once the API has taken it, the old order is cancelled gas-free (docs/product.md "Trading").
 */
export function lowerPriceBody(order: Order, price: string, nowSeconds: number): ListingBuildBody {
  return {
    chain: order.chain,
    side: 'listing',
    kind: 'fixed',
    items: [{ contract: order.contract, tokenId: order.tokenId ?? '0', quantity: Number(order.remainingQuantity) }],
    price: price.trim(),
    currency: order.currency.toLowerCase() === zeroAddress ? undefined : order.currency,
    startTime: order.startTime > nowSeconds ? order.startTime : undefined,
    endTime: order.endTime,
    privateBuyer: order.taker ?? undefined,
  };
}
