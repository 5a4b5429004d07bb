import { encodeFunctionData, zeroAddress, zeroHash, type Address, type Hex } from 'viem';
import { seaportAbi } from '@nft/contracts/abi';
import { advancedOrder, type FillRequest } from './advanced-order';
import { criteriaResolverArg, type CriteriaResolver } from './criteria-resolver';
import { nativeValue } from './native-value';

export type FulfillAdvancedOrderInput = {
  seaport: Address;
  fill: FillRequest;
  /** Who receives the NFT; the zero address (the default) means the caller (msg.sender). */
  recipient?: Address;
  /**
   * Where the fulfiller's approval sits: of the buyer's ERC-20 for a buy, of the owner's NFT when accepting an offer (the
   * marketplace conduit's key then); zero (the default) for Seaport itself, and for native payment.
   */
  fulfillerConduitKey?: Hex;
  /** Chain time (unix seconds) the value is computed for; see nativeValue. */
  at: bigint;
  /** Which token fills each criteria item (accepting a collection or trait offer); none for a plain order. */
  criteriaResolvers?: readonly CriteriaResolver[];
};

/** One order bought with `fulfillAdvancedOrder`, with the zone's authorisation in extraData. */
export function encodeFulfillAdvancedOrder(input: FulfillAdvancedOrderInput): { to: Address; data: Hex; value: bigint } {
  const data = encodeFunctionData({
    abi: seaportAbi,
    functionName: 'fulfillAdvancedOrder',
    args: [
      advancedOrder(input.fill),
      (input.criteriaResolvers ?? []).map(criteriaResolverArg),
      input.fulfillerConduitKey ?? zeroHash,
      input.recipient ?? zeroAddress,
    ],
  });
  return { to: input.seaport, data, value: nativeValue([input.fill], input.at) };
}
