import type { Hex } from 'viem';
import { orderParameters, type OrderComponents } from '../order/order-components';

/** A signed order as offered to a fulfilment: the components (with counter), the maker's signature. */
export type SignedOrder = { components: OrderComponents; signature: Hex };

/**
 * What to fill of an order: `numerator/denominator` of it (k of n ERC-1155 copies: k/n; 1/1 for all of
 * it, the only fraction a FULL_* order takes) and the zone authorisation as `extraData`.
 */
export type FillRequest = SignedOrder & { numerator?: bigint; denominator?: bigint; extraData: Hex };

/** Seaport's AdvancedOrder struct for viem's encoder. */
export function advancedOrder(fill: FillRequest) {
  const numerator = fill.numerator ?? 1n;
  const denominator = fill.denominator ?? 1n;
  if (numerator < 1n || numerator > denominator) throw new RangeError(`invalid fraction ${numerator}/${denominator}`);
  return { parameters: orderParameters(fill.components), numerator, denominator, signature: fill.signature, extraData: fill.extraData };
}
