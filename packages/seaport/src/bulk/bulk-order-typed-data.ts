import type { Address, TypedData } from 'viem';
import { orderComponentsTypes } from '../eip712/order-types';
import { seaportDomain } from '../eip712/seaport-domain';
import { toOrderComponentsJson } from '../order/order-components-json';
import type { OrderComponents } from '../order/order-components';
import { bulkOrderHeight, bulkOrderLeaves, nestBulkOrderLeaves } from './bulk-order-tree';

/**
 * Typed data of Seaport's BulkOrder: one signature over a tree of orders
 * (`BulkOrder(OrderComponents[2]...[2] tree)`, height brackets; seaport-core lib/TypehashDirectory).
 * Each order is then submitted with bulkOrderSignature(signature, index, components).
 */
export function bulkOrderTypedData(chainId: number, seaport: Address, components: readonly OrderComponents[]) {
  const height = bulkOrderHeight(components.length);
  const leaves = bulkOrderLeaves(components).map(toOrderComponentsJson);
  return {
    domain: seaportDomain(chainId, seaport),
    // Widened: the tree's type depends on the height, and the message holds JSON strings.
    types: { BulkOrder: [{ name: 'tree', type: `OrderComponents${'[2]'.repeat(height)}` }], ...orderComponentsTypes } as TypedData,
    primaryType: 'BulkOrder',
    message: { tree: nestBulkOrderLeaves(leaves) },
  };
}
