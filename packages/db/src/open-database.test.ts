import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '@nft/shared';
import { getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { migrationsFolder } from './migrations-folder';
import { openDatabase } from './open-database';
import { accounts } from './schema';
import * as schema from './schema';
import { createTestDatabase } from './testing/create-test-database';
import { createPostgresTestDatabase, databaseUrl, dropPostgresTestDatabase } from './testing/postgres-template';
import { testEnv } from './testing/test-env';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An empty PostgreSQL database when TEST_DATABASE_URL is set (dropped after the test). */
async function emptyPostgres(serverUrl: string): Promise<{ url: string }> {
  const name = await createPostgresTestDatabase(serverUrl, { empty: true });
  cleanups.push(() => dropPostgresTestDatabase(serverUrl, name));
  return { url: databaseUrl(serverUrl, name) };
}

/** A PGlite data directory below a temp dir that does not exist yet (removed after the test). */
async function emptyPgliteDir(): Promise<{ dataDir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'nft-db-open-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return { dataDir: join(dir, 'does', 'not', 'exist', 'yet') };
}

async function open(options: { url?: string; dataDir?: string }): Promise<DatabaseHandle> {
  const handle = await openDatabase(options);
  cleanups.push(() => handle.close());
  return handle;
}

/** Every table and column the TypeScript schema declares, as `table.column`. */
function declaredColumns(): string[] {
  const tables = Object.values(schema).filter((value) => is(value, PgTable));
  return tables.flatMap((table) => getTableConfig(table).columns.map((column) => `${getTableName(table)}.${column.name}`)).sort();
}

async function actualColumns(handle: DatabaseHandle): Promise<string[]> {
  const result = await handle.db.execute<{ name: string }>(
    sql`select table_name || '.' || column_name as name from information_schema.columns where table_schema = 'public'`,
  );
  return result.rows.map((row) => row.name).sort();
}

async function appliedMigrations(handle: DatabaseHandle): Promise<number> {
  const result = await handle.db.execute<{ count: number | string }>(sql`select count(*) as count from drizzle.__drizzle_migrations`);
  return Number(result.rows[0]?.count);
}

async function journalLength(): Promise<number> {
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

describe('openDatabase', () => {
  it('applies every migration to an empty database, matching the TypeScript schema', async () => {
    const serverUrl = testEnv().TEST_DATABASE_URL;
    // PostgreSQL replicas start together; the advisory lock lets exactly one of them migrate.
    const target = serverUrl ? await emptyPostgres(serverUrl) : {};
    const handles = await Promise.all(serverUrl ? [open(target), open(target)] : [open(target)]);
    for (const handle of handles) {
      expect(handle.kind).toBe(serverUrl ? 'postgres' : 'pglite');
      await handle.ping();
      expect(await actualColumns(handle)).toEqual(declaredColumns());
      expect(await appliedMigrations(handle)).toBe(await journalLength());
    }
  });

  // On the database of the pass: the PGlite pass reopens a data directory on disk, the PostgreSQL pass a server
  // database. The PGlite case in the PostgreSQL pass, when that pass ran niced beside the browser tests (decision 060), took
  // 146 s for what takes 5 s alone, and it had already run in the PGlite pass.
  it('keeps rows across reopening and applies nothing twice (PGlite on disk, or PostgreSQL when configured)', async () => {
    const serverUrl = testEnv().TEST_DATABASE_URL;
    const options = serverUrl ? await emptyPostgres(serverUrl) : await emptyPgliteDir();
    const first = await openDatabase(options);
    await first.db.insert(accounts).values([
      { address: '0x00000000000000000000000000000000000000aa', family: 'evm' },
      { address: 'tNULSeBaMiv3V2KMKbkHL8ZRgQRkP6CYUG2hia', family: 'nuls' },
    ]);
    await first.close();
    const second = await open(options);
    const rows = await second.db.select({ address: accounts.address, family: accounts.family }).from(accounts).orderBy(accounts.id);
    expect(rows).toEqual([
      { address: '0x00000000000000000000000000000000000000aa', family: 'evm' },
      { address: 'tNULSeBaMiv3V2KMKbkHL8ZRgQRkP6CYUG2hia', family: 'nuls' },
    ]);
    expect(await appliedMigrations(second)).toBe(await journalLength());
  });

  // The embedded database's own data-directory lock: the PGlite pass runs it; a PostgreSQL pass has no data directory.
  it.runIf(!testEnv().TEST_DATABASE_URL)(
    'lets one PGlite instance at a time use a data directory, and takes over the lock of a crashed one',
    async () => {
      const options = await emptyPgliteDir();
      const first = await openDatabase(options);
      await expect(openDatabase(options)).rejects.toMatchObject({ code: 'service_unavailable' });
      await first.close();
      await writeFile(join(options.dataDir, 'nft-db.lock'), String(await exitedPid()));
      const second = await open(options);
      await second.ping();
    },
  );

  it('refuses a URL that is not PostgreSQL with a typed error', async () => {
    await expect(openDatabase({ url: 'mysql://root@127.0.0.1/db' })).rejects.toMatchObject({ code: 'internal_error' });
  });

  it('reports an unreachable server as service_unavailable', async () => {
    const port = await closedPort();
    const error = await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/none` }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'service_unavailable' });
  });

  it('ping fails with service_unavailable once the handle is closed, and close is idempotent', async () => {
    const handle = await createTestDatabase();
    await handle.close();
    await handle.close();
    await expect(handle.ping()).rejects.toMatchObject({ code: 'service_unavailable' });
  });
});

/** A port that nothing listens on: bind an ephemeral port, then release it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The pid of a process that has already exited, as a crashed server would leave in its lock. */
async function exitedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.pid === undefined) throw new Error('no pid');
  return child.pid;
}
