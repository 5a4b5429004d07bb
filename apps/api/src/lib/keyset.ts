import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { KeysetPosition, KeysetValueKind } from '../http/keyset-cursor';

/**
 * One keyset ordering: a sort column, then the row id as the tie-breaker in the same direction.
 * Orders match the (column, id) indexes, so a page is an index range scan and never an OFFSET.
 * A nullable column sorts its nulls last (the btree default for ascending order).
 */
export type KeysetOrder = {
  column: PgColumn;
  id: PgColumn;
  kind: KeysetValueKind;
  direction: 'asc' | 'desc';
  nullable: boolean;
};

/** ORDER BY for the keyset. */
export function keysetOrderBy({ column, id, direction, nullable }: KeysetOrder): SQL[] {
  const dir = sql.raw(direction);
  return [nullable ? sql`${column} ${dir} nulls last` : sql`${column} ${dir}`, sql`${id} ${dir}`];
}

/** The sort value as the cursor carries it: timestamps in UTC with microseconds, numbers as text. */
export function keysetValue({ column, kind }: KeysetOrder): SQL<string | null> {
  return kind === 'timestamp'
    ? sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql<string | null>`${column}::text`;
}

/** Rows strictly after `position` in the keyset order. */
export function keysetAfter(order: KeysetOrder, position: KeysetPosition): SQL {
  const { column, id, direction, nullable } = order;
  const op = sql.raw(direction === 'asc' ? '>' : '<');
  const afterId = sql`${id} ${op} ${position.id}::bigint`;
  // Past the last non-null value only the nulls remain, ordered by id.
  if (position.value === null) return sql`(${column} is null and ${afterId})`;
  const value = typed(order.kind, position.value);
  // A row comparison is what lets PostgreSQL seek straight into the (column, id) index.
  const after = sql`(${column}, ${id}) ${op} (${value}, ${position.id}::bigint)`;
  return nullable ? sql`(${after} or ${column} is null)` : after;
}

function typed(kind: KeysetValueKind, value: string): SQL {
  return kind === 'timestamp' ? sql`${value}::timestamptz` : sql`${value}::numeric`;
}
