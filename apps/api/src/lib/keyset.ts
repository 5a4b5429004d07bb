import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { KeysetPosition, KeysetValueKind } from '../http/keyset-cursor';
import type { Database } from '@nft/db';
import { asValue, literalLimit, placeholders, preparedStatement, type Bind } from './prepared-statement';

/**
 * One keyset ordering: a sort column, then the row id as the tie-breaker in the same direction.
 * Orders match the (column, id) indexes, so a page is an index range scan and never an OFFSET.
 * A nullable column sorts its nulls last, which is the index's own order only when ascending.
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

/**
 * The rows strictly after `position` (all rows without one), as conditions that each make one
 * index range scan, to be read in order. A single `(a, b) > (x, y) or a is null` would make
 * PostgreSQL filter from the start of the index instead of seeking, so past a non-null value of a
 * nullable column the nulls are a second segment. The cursor's value and id are bound as `after`
 * and `afterId`.
 */
export function keysetSegments(order: KeysetOrder, position: KeysetPosition | undefined, bind: Bind = asValue): (SQL | undefined)[] {
  if (!position) return [undefined];
  const { column, id, direction, nullable } = order;
  const op = sql.raw(direction === 'asc' ? '>' : '<');
  const afterId = bind('afterId', position.id);
  if (position.value === null) return [sql`(${column} is null and ${id} ${op} ${afterId}::bigint)`];
  // A row comparison is what lets PostgreSQL seek straight into the (column, id) index.
  const after = sql`(${column}, ${id}) ${op} (${typed(order.kind, bind('after', position.value))}, ${afterId}::bigint)`;
  return nullable ? [after, sql`${column} is null`] : [after];
}

/** Reads segments in order until `limit + 1` rows are in hand (the extra one proves a next page). */
export async function readKeyset<Row>(
  segments: (SQL | undefined)[],
  limit: number,
  read: (segment: SQL | undefined, take: number) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const segment of segments) {
    if (rows.length > limit) break;
    rows.push(...(await read(segment, limit + 1 - rows.length)));
  }
  return rows;
}

// The value takes the column's own type: an int8 column compared with a numeric would be cast
// to numeric itself, and its index would no longer apply.
function typed(kind: KeysetValueKind, value: string): SQL {
  if (kind === 'bigint') return sql`${value}::bigint`;
  return kind === 'timestamp' ? sql`${value}::timestamptz` : sql`${value}::numeric`;
}

type PreparedSelect<Row> = { prepare(name: string): { execute(values: Record<string, unknown>): Promise<Row[]> } };

/**
 * The statements of a keyset page read through prepared statements (docs/decisions/066-prepared-explore-statements.md):
 * one per segment, each named by the cursor's kind and the segment's place, and the values they share. The
 * conditions take their values through `bind`; each segment reads `limit + 1` rows with the limit written into
 * the text, so PostgreSQL can price and keep a generic plan.
 */
export function preparedKeysetStatements<Select>(
  order: KeysetOrder,
  after: KeysetPosition | undefined,
  limit: number,
  conditions: (bind: Bind) => (SQL | undefined)[],
  select: (conditions: (SQL | undefined)[], take: number) => Select,
) {
  const { bind, values } = placeholders();
  const shared = conditions(bind);
  const take = literalLimit(limit + 1);
  const cursor = after === undefined ? 'first' : after.value === null ? 'null' : 'after';
  const statements = keysetSegments(order, after, bind).map((segment, i) => ({
    key: `${cursor} ${i}`,
    build: () => select([...shared, segment], take),
  }));
  return { values, statements };
}

/**
 * readKeyset through the prepared statements of `shape`, which must fix everything of the SQL text
 * but the cursor (the segments add their own part to it).
 */
export async function readPreparedKeyset<Row>(
  db: Database,
  shape: string,
  page: { values: Record<string, unknown>; statements: { key: string; build: () => PreparedSelect<Row> }[] },
  limit: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const { key, build } of page.statements) {
    if (rows.length > limit) break;
    rows.push(...(await preparedStatement(db, `${shape} ${key}`, build).execute(page.values)));
  }
  return rows.slice(0, limit + 1);
}
