import type { OrderComponents } from '../order/order-components';
import { itemTypes } from '../order/order-components';
import { currentFractionAmount } from './current-amount';

const isPayment = (itemType: number) => itemType === itemTypes.native || itemType === itemTypes.erc20;

/**
 * What a buyer pays at `now` (unix seconds): the sum of the order's payment consideration items
 * (native or ERC-20), each rounded up as Seaport rounds consideration. `fraction` is the share of
 * an ERC-1155 listing being bought (k of n copies: { numerator: k, denominator: n }).
 */
export function currentPrice(
  components: Pick<OrderComponents, 'consideration' | 'startTime' | 'endTime'>,
  now: bigint,
  fraction: { numerator: bigint; denominator: bigint } = { numerator: 1n, denominator: 1n },
): bigint {
  return components.consideration
    .filter((item) => isPayment(item.itemType))
    .reduce((sum, item) => sum + currentFractionAmount(item, components, fraction, now, true), 0n);
}
