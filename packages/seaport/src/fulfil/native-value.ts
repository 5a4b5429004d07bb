import { itemTypes } from '../order/order-components';
import { currentFractionAmount } from '../price/current-amount';
import type { FillRequest } from './advanced-order';

/**
 * The native currency (wei) to send with a fulfilment whose block has a timestamp >= `at`.
 *
 * Seaport rounds consideration up and pays back whatever is left of msg.value (seaport-core
 * OrderFulfiller / OrderCombiner return the contract's balance to the caller), so sending too much is
 * harmless and sending too little reverts. For each native consideration item this takes the largest
 * amount it can have from `at` on: a fixed or declining amount is largest at `at` itself (then the
 * value is exact for a fixed price and at most the decline between `at` and the block for a declining
 * one, refunded), and a rising amount at its last second. No extra margin is needed as long as `at` is
 * not later than the block's timestamp: pass the latest block's timestamp (chain time), not the
 * wall clock, which may run ahead of the chain.
 */
export function nativeValue(fills: readonly FillRequest[], at: bigint): bigint {
  let total = 0n;
  for (const fill of fills) {
    const { components } = fill;
    const fraction = { numerator: fill.numerator ?? 1n, denominator: fill.denominator ?? 1n };
    // Before the start the first fillable second is startTime; Seaport would refuse earlier anyway.
    const from = at < components.startTime ? components.startTime : at;
    for (const item of components.consideration) {
      if (item.itemType !== itemTypes.native) continue;
      const when = item.endAmount > item.startAmount ? components.endTime - 1n : from;
      total += currentFractionAmount(item, components, fraction, when, true);
    }
  }
  return total;
}
