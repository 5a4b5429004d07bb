import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { AppError } from '@nft/shared';
import type { Database, DatabaseHandle } from './database';
import { migrationsFolder } from './migrations-folder';
import { ping } from './ping';
import * as schema from './schema';

/** Serialises migrations when several replicas start at once (any constant works; this one is ours). */
const MIGRATION_LOCK_KEY = 4_207_311_905;

export interface PostgresOptions {
  url: string;
  /** Connections in the pool. */
  poolSize?: number;
  /** Skip migrations (test databases are cloned from an already migrated template). */
  skipMigrations?: boolean;
  /** Errors of idle pooled connections (the pool replaces them); defaults to a warning on stderr. */
  onPoolError?: (error: Error) => void;
}

/** Runs the migrations on one dedicated connection holding an advisory lock. */
export async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new AppError('service_unavailable', `database unreachable: ${(error as Error).message}`, { cause: error });
  }
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client }), { migrationsFolder });
  } finally {
    // Ending the session also releases the advisory lock.
    await client.end();
  }
}

export async function openPostgres(options: PostgresOptions): Promise<DatabaseHandle> {
  if (!options.skipMigrations) await migratePostgres(options.url);
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  let closing: Promise<void> | undefined;
  const onPoolError = options.onPoolError ?? ((error: Error) => console.warn('postgres pool: idle connection failed', error));
  // pool.end() resolves once it has asked its idle connections to end, not once they have: a database dropped
  // (or a server stopped) right after close() terminates them, which is no failure of a pool already closing.
  pool.on('error', (error) => closing === undefined && onPoolError(error));
  const db: Database = drizzle({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    ping: () => ping(db),
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}
