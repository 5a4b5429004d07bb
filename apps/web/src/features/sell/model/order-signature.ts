import { bulkOrderSignature, fromOrderComponentsJson, type OrderComponentsInput } from '@nft/seaport';
import type { OrderBuildResponse } from '@nft/api-contract';
import type { Hex } from 'viem';

/**
 * The signature to post for item `index` of a build: the wallet's signature itself for one order,
 * or, when the wallet signed Seaport's bulk order tree, that signature with the item's index and
 * Merkle proof (Seaport's bulk order format), computed here from the orders of the build.
 */
export function itemSignature(build: Pick<OrderBuildResponse, 'signature' | 'orders'>, index: number, signature: Hex): Hex {
  if (build.signature.primaryType !== 'BulkOrder') return signature;
  const components = build.orders.map((order) => fromOrderComponentsJson(order as OrderComponentsInput));
  return bulkOrderSignature(signature, index, components);
}
