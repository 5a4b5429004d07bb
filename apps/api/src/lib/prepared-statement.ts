import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@nft/db';

/**
 * How a value enters a statement: as itself (a bind parameter of this one statement), or, in a
 * statement prepared once and run again with other values, as the named placeholder standing for it.
 * Builders take a `Bind` where their values go, so one builder writes both.
 */
export type Bind = <T>(name: string, value: T) => T;
export const asValue: Bind = (_name, value) => value;

/**
 * A row limit written into the statement's text rather than bound: a prepared statement's, so PostgreSQL prices its
 * generic plan for the page it reads (a bound limit is priced as an unknown one). Drizzle's `.limit()` renders an SQL
 * object in place; its type names only numbers and placeholders, hence the one cast.
 */
export function literalLimit(rows: number): number {
  return sql.raw(String(rows)) as unknown as number;
}

/** A list of values bound one by one (`name0`, `name1`, ...), for an `IN` list of a known length. */
export function bindEach<T>(bind: Bind, name: string, values: T[]): T[] {
  return values.map((value, i) => bind(`${name}${i}`, value));
}

/**
 * A binder that puts a placeholder where each value goes and keeps the values by name, for
 * `execute(values)`. The placeholder stands in for the value (Drizzle's own contract: a placeholder
 * is accepted wherever a value is), hence the one cast.
 */
export function placeholders(): { bind: Bind; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  const bind: Bind = <T>(name: string, value: T) => {
    values[name] = value;
    return sql.placeholder(name) as unknown as T;
  };
  return { bind, values };
}

type Preparable<P> = { prepare(name: string): P };

// Shapes in use at once; explore has a few dozen. The oldest is dropped past this (its server-side
// statement stays on the connections that prepared it until they close).
const maxStatements = 256;
const byDatabase = new WeakMap<Database, Map<string, unknown>>();

/**
 * The statement of one shape of a query, built and prepared the first time the shape is read and
 * kept for the process's life: later reads skip Drizzle's SQL building, and on PostgreSQL the
 * statement is named, so each pooled connection parses it once and PostgreSQL can keep a generic
 * plan instead of planning it on every read (PGlite prepares every statement already, decision 061).
 * `shape` must determine the built SQL text completely: everything else goes in through placeholders.
 * See docs/decisions/066-prepared-explore-statements.md.
 */
export function preparedStatement<P>(db: Database, shape: string, build: () => Preparable<P>): P {
  let statements = byDatabase.get(db);
  if (!statements) byDatabase.set(db, (statements = new Map()));
  const known = statements.get(shape) as P | undefined;
  if (known) return known;
  // A name per shape, the same in every process, so a rebuilt shape reuses its server statement.
  const prepared = build().prepare(`s_${createHash('sha256').update(shape).digest('hex').slice(0, 24)}`);
  if (statements.size >= maxStatements) statements.delete(statements.keys().next().value!);
  statements.set(shape, prepared);
  return prepared;
}
