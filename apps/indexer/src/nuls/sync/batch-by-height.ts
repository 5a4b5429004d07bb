import type { PlacedTransfer } from './order-movements';

/** Splits height-ordered transfers into batches of at most `heights` distinct heights; a height is never split. */
export function batchByHeight(transfers: PlacedTransfer[], heights: number): PlacedTransfer[][] {
  const batches: PlacedTransfer[][] = [];
  let current: PlacedTransfer[] = [];
  let seen = new Set<number>();
  for (const transfer of transfers) {
    if (!seen.has(transfer.height) && seen.size === heights) {
      batches.push(current);
      current = [];
      seen = new Set();
    }
    seen.add(transfer.height);
    current.push(transfer);
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
