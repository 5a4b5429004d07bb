import { encodeFunctionData, zeroAddress, zeroHash, type Address, type Hex } from 'viem';
import { seaportAbi } from '@nft/contracts/abi';
import { advancedOrder, type FillRequest } from './advanced-order';
import { nativeValue } from './native-value';

export type FulfillAdvancedOrderInput = {
  seaport: Address;
  fill: FillRequest;
  /** Who receives the NFT; the zero address (the default) means the caller (msg.sender). */
  recipient?: Address;
  /** Where the buyer's ERC-20 approval sits; zero (the default) for Seaport itself, and for native payment. */
  fulfillerConduitKey?: Hex;
  /** Chain time (unix seconds) the value is computed for; see nativeValue. */
  at: bigint;
};

/** One order bought with `fulfillAdvancedOrder`, with the zone's authorisation in extraData. */
export function encodeFulfillAdvancedOrder(input: FulfillAdvancedOrderInput): { to: Address; data: Hex; value: bigint } {
  const data = encodeFunctionData({
    abi: seaportAbi,
    functionName: 'fulfillAdvancedOrder',
    args: [advancedOrder(input.fill), [], input.fulfillerConduitKey ?? zeroHash, input.recipient ?? zeroAddress],
  });
  return { to: input.seaport, data, value: nativeValue([input.fill], input.at) };
}
