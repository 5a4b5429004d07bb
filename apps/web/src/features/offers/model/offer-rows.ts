import type { Order } from '@nft/api-contract';

/** Offers a page lists: open ones (an inactive offer comes back when its maker's balance or allowance does). */
export const isOpenOffer = (order: Pick<Order, 'status'>) => order.status === 'active' || order.status === 'inactive';

/**
 * The best active offer in each currency: the highest amount per copy. Amounts of different tokens (18 and 6
 * decimals, no exchange rate) are never compared with each other.
 */
export function bestOffers(orders: readonly Order[]): Order[] {
  const best = new Map<string, Order>();
  for (const order of orders) {
    if (order.status !== 'active') continue;
    const currency = order.currency.toLowerCase();
    const current = best.get(currency);
    if (!current || unitAmount(order) > unitAmount(current)) best.set(currency, order);
  }
  return [...best.values()];
}

const unitAmount = (order: Pick<Order, 'price' | 'quantity'>) => BigInt(order.price) / BigInt(order.quantity || '1');

/** A trait offer matches an NFT holding that trait (type and value compared as indexed, without case on the type). */
export function matchesTraits(order: Pick<Order, 'target' | 'trait'>, attributes: readonly { traitType: string; value: string }[]) {
  if (order.target !== 'trait' || !order.trait) return order.target === 'collection';
  const { type, value } = order.trait;
  return attributes.some((attribute) => attribute.traitType.toLowerCase() === type.toLowerCase() && attribute.value === value);
}
