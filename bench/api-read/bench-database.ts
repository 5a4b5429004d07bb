import pg from 'pg';
import { z } from 'zod';
import { openDatabase } from '@nft/db';

/**
 * The benchmark's own database on the server, so a test database or the dev database is never
 * touched. API_READ_BENCH_DATABASE names another (a second copy while one is kept for reuse).
 */
export const benchDatabaseName = z
  .string()
  .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a plain lower-case PostgreSQL identifier')
  .default('nft_bench_api_read')
  .parse(process.env.API_READ_BENCH_DATABASE);

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function benchDatabaseExists(serverUrl: string): Promise<boolean> {
  return onServer(
    serverUrl,
    async (client) => (await client.query('select 1 from pg_database where datname = $1', [benchDatabaseName])).rowCount === 1,
  );
}

/** A fresh database migrated with the project's migrations (any left-over one is dropped first). */
export async function createBenchDatabase(serverUrl: string): Promise<string> {
  await dropBenchDatabase(serverUrl);
  await onServer(serverUrl, (client) => client.query(`create database ${benchDatabaseName}`));
  const url = databaseUrl(serverUrl, benchDatabaseName);
  const handle = await openDatabase({ url, poolSize: 1 });
  await handle.close();
  return url;
}

export async function dropBenchDatabase(serverUrl: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(`drop database if exists ${benchDatabaseName} with (force)`));
}

/** The server's version line, for the result ("PostgreSQL 15.20"). */
export async function postgresVersion(serverUrl: string): Promise<string> {
  return onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return `PostgreSQL ${rows[0]!.server_version.split(' ')[0]}`;
  });
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
