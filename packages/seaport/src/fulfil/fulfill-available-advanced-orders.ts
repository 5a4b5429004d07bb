import { encodeFunctionData, zeroAddress, zeroHash, type Address, type Hex } from 'viem';
import { seaportAbi } from '@nft/contracts/abi';
import { advancedOrder, type FillRequest } from './advanced-order';
import { nativeValue } from './native-value';

export type FulfillAvailableInput = {
  seaport: Address;
  fills: readonly FillRequest[];
  recipient?: Address;
  fulfillerConduitKey?: Hex;
  at: bigint;
};

type FulfillmentComponent = { orderIndex: bigint; itemIndex: bigint };

/**
 * One fulfilment component group per item per order, nothing aggregated: an order Seaport skips
 * (filled, cancelled, expired, or refused by the zone) then only leaves its own groups empty, and the
 * other orders' transfers stay as they are.
 */
function componentsOf(fills: readonly FillRequest[], side: 'offer' | 'consideration'): FulfillmentComponent[][] {
  return fills.flatMap((fill, orderIndex) =>
    fill.components[side].map((_item, itemIndex) => [{ orderIndex: BigInt(orderIndex), itemIndex: BigInt(itemIndex) }]),
  );
}

/**
 * A cart bought in one transaction with `fulfillAvailableAdvancedOrders` (docs/product.md "Trading"):
 * orders that are no longer available are skipped and not charged (Seaport returns the unspent
 * native value), maximumFulfilled = the number of orders. `value` covers every order (nativeValue).
 */
export function encodeFulfillAvailableAdvancedOrders(input: FulfillAvailableInput): { to: Address; data: Hex; value: bigint } {
  if (input.fills.length === 0) throw new RangeError('a cart needs at least one order');
  const data = encodeFunctionData({
    abi: seaportAbi,
    functionName: 'fulfillAvailableAdvancedOrders',
    args: [
      input.fills.map(advancedOrder),
      [],
      componentsOf(input.fills, 'offer'),
      componentsOf(input.fills, 'consideration'),
      input.fulfillerConduitKey ?? zeroHash,
      input.recipient ?? zeroAddress,
      BigInt(input.fills.length),
    ],
  });
  return { to: input.seaport, data, value: nativeValue(input.fills, input.at) };
}
