import { sql, type Column, type SQL } from 'drizzle-orm';

/** The staging columns every curated home table has (docs/product.md "Operator console: home content"). */
type Staged = { visible: Column; showFrom: Column; showUntil: Column };

/**
 * The public home lists show an item when an operator left it visible and now is within its schedule
 * (show_from inclusive, show_until exclusive). Read at query time, so a change shows without a restart or cache.
 */
export function shownNow(table: Staged): SQL {
  return sql`(${table.visible} and (${table.showFrom} is null or ${table.showFrom} <= now()) and (${table.showUntil} is null or ${table.showUntil} > now()))`;
}

/** The same rule in memory, for the console's "live" badge. */
export function isShownAt(row: { visible: boolean; showFrom: Date | null; showUntil: Date | null }, now: Date): boolean {
  return row.visible && (row.showFrom === null || row.showFrom <= now) && (row.showUntil === null || row.showUntil > now);
}
