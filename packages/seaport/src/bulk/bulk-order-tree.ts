import { concat, keccak256, zeroAddress, zeroHash, type Hex } from 'viem';
import type { OrderComponents } from '../order/order-components';
import { orderHash } from '../order/order-hash';

/** Seaport accepts bulk trees of height 1 to 24 (seaport-core lib/Verifiers `_isValidBulkOrderSize`). */
export const maxBulkOrderHeight = 24;

/** The filler of unused leaves: an all-default OrderComponents (what OpenSea's seaport-js pads with too). */
export const emptyOrderComponents: OrderComponents = {
  offerer: zeroAddress,
  zone: zeroAddress,
  offer: [],
  consideration: [],
  orderType: 0,
  startTime: 0n,
  endTime: 0n,
  zoneHash: zeroHash,
  salt: 0n,
  conduitKey: zeroHash,
  counter: 0n,
};

/** The tree height for `count` orders: ceil(log2(count)), at least 1 (a bulk tree has two leaves or more). */
export function bulkOrderHeight(count: number): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('a bulk order needs at least one order');
  let height = 1;
  while (2 ** height < count) height += 1;
  if (height > maxBulkOrderHeight) throw new RangeError(`a bulk order holds at most 2^${maxBulkOrderHeight} orders`);
  return height;
}

/** The orders padded with empty components to 2^height leaves, in leaf order. */
export function bulkOrderLeaves(components: readonly OrderComponents[]): OrderComponents[] {
  const size = 2 ** bulkOrderHeight(components.length);
  return [...components, ...Array.from({ length: size - components.length }, () => emptyOrderComponents)];
}

/**
 * The sibling hashes from leaf `index` up to the root. Each node is keccak256(left ++ right), which is
 * both how EIP-712 hashes the nested `OrderComponents[2]...[2] tree` array and how Seaport folds the
 * proof: bit i of the key says whether the running hash is the right child at level i
 * (seaport-core lib/Verifiers `_computeBulkOrderProof`).
 */
export function bulkOrderProof(components: readonly OrderComponents[], index: number): Hex[] {
  let level: Hex[] = bulkOrderLeaves(components).map(orderHash);
  if (!Number.isInteger(index) || index < 0 || index >= components.length) throw new RangeError(`no order at index ${index}`);
  const proof: Hex[] = [];
  let position = index;
  while (level.length > 1) {
    proof.push(level[position ^ 1] as Hex);
    const next: Hex[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(keccak256(concat([level[i] as Hex, level[i + 1] as Hex])));
    level = next;
    position >>= 1;
  }
  return proof;
}

/** The leaves as the nested arrays of the EIP-712 `tree` field: [[l0, l1], [l2, l3]] for height 2. */
export function nestBulkOrderLeaves<T>(leaves: readonly T[]): unknown {
  let nested: unknown[] = [...leaves];
  while (nested.length > 2) {
    const pairs: unknown[] = [];
    for (let i = 0; i < nested.length; i += 2) pairs.push([nested[i], nested[i + 1]]);
    nested = pairs;
  }
  return nested;
}
