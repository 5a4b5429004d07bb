import type { Page } from '@nft/api-contract';
import { encodeCursor, type KeysetPosition } from './keyset-cursor';

export { pageSchema, type Page } from '@nft/api-contract';

/**
 * Cuts a page from rows fetched with `limit + 1`: the extra row only proves that a next page
 * exists, and the cursor points after the last row shown.
 */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  sort: string,
  positionOf: (row: Row) => KeysetPosition,
  toItem: (row: Row) => Item,
): Page<Item> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const nextCursor = rows.length > limit && last !== undefined ? encodeCursor(sort, positionOf(last)) : null;
  return { items: shown.map(toItem), nextCursor };
}
