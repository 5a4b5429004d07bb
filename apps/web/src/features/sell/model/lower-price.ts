import type { Order, OrderBuildBody } from '@nft/api-contract';
import { parseUnits } from '../../../lib/price/format-price';
import { priceError, zeroAddress, type SellFieldError } from './sell-form';

export type LowerPriceError = SellFieldError | 'lower_too_high';

/** A lower price is a valid display price strictly below the listing's current price (base units). */
export function lowerPriceError(text: string, order: Pick<Order, 'price'>, decimals: number): LowerPriceError | undefined {
  const invalid = priceError(text);
  if (invalid) return invalid;
  const base = parseUnits(text.trim(), decimals);
  if (base === null) return 'price_precision';
  return BigInt(base) < BigInt(order.price) ? undefined : 'lower_too_high';
}

/**
 * The replacement listing: the same item, remaining quantity, currency, times and buyer at the new
 * (fixed) price. Once the API has taken it, the old order is cancelled gas-free (docs/product.md "Trading").
 */
export function lowerPriceBody(order: Order, price: string, nowSeconds: number): OrderBuildBody {
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
