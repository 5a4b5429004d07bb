import { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../database';
import { openPostgres } from '../open-postgres';
import { pgliteHandle } from '../open-pglite';
import { pgliteSnapshot } from './pglite-snapshot';
import { createPostgresTestDatabase, databaseUrl, dropPostgresTestDatabase } from './postgres-template';
import { testEnv } from './test-env';
import { type TestPgliteOptions, testPgliteOptions } from './test-pglite-options';

/**
 * A fresh, migrated, empty database for one test file: on PostgreSQL when TEST_DATABASE_URL is set
 * (a clone of a template database), otherwise an in-memory PGlite booted from a snapshot.
 * `close()` drops the PostgreSQL database, or discards the PGlite instance.
 */
export async function createTestDatabase(options: TestPgliteOptions = {}): Promise<DatabaseHandle> {
  const serverUrl = testEnv().TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create(testPgliteOptions(await pgliteSnapshot(), options));
    return pgliteHandle(client);
  }
  const name = await createPostgresTestDatabase(serverUrl);
  const handle = await openPostgres({ url: databaseUrl(serverUrl, name), skipMigrations: true, poolSize: 4 });
  let closing: Promise<void> | undefined;
  return {
    ...handle,
    close() {
      closing ??= handle.close().then(() => dropPostgresTestDatabase(serverUrl, name));
      return closing;
    },
  };
}
