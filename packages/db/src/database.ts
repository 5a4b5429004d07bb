import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * What raw results (`db.execute`, updates and deletes without `returning`) have in common across
 * node-postgres and PGlite: the rows. Affected-row counts differ between the drivers (`rowCount`
 * versus `affectedRows`), so use `.returning()` when a count matters.
 */
export interface DatabaseQueryResult<Row> {
  rows: Row[];
}

export interface DatabaseQueryResultHKT extends PgQueryResultHKT {
  type: DatabaseQueryResult<this['row']>;
}

/** One Drizzle type for both drivers, so repositories never know which database they run on. */
export type Database = PgDatabase<DatabaseQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Resolves when the database answers a query; rejects with AppError('service_unavailable') otherwise. */
  ping(): Promise<void>;
  /** Closes every connection (and, for test databases, drops the database). Safe to call twice. */
  close(): Promise<void>;
}
