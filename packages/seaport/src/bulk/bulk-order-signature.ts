import { concat, numberToHex, type Hex } from 'viem';
import type { OrderComponents } from '../order/order-components';
import { normalizeSignature } from '../signature/normalize-signature';
import { bulkOrderProof } from './bulk-order-tree';

/**
 * The signature Seaport takes for order `index` of a bulk-signed tree: the 65-byte signature, the
 * 3-byte big-endian key (the leaf index) and the proof, one bytes32 per tree level
 * (seaport-core lib/Verifiers `_computeBulkOrderProof`).
 */
export function bulkOrderSignature(signature: Hex, index: number, components: readonly OrderComponents[]): Hex {
  return concat([normalizeSignature(signature), numberToHex(index, { size: 3 }), ...bulkOrderProof(components, index)]);
}
