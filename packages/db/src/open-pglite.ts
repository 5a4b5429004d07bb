import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { acquireDataDirLock } from './data-dir-lock';
import type { Database, DatabaseHandle } from './database';
import { migrationsFolder } from './migrations-folder';
import { pgliteExtensions } from './pglite-options';
import { drizzlePgliteClient } from './pglite-parser-table';
import { ping } from './ping';
import * as schema from './schema';

/** Wraps a started PGlite in the common handle. `onClose` runs after PGlite has shut down. */
export function pgliteHandle(client: PGlite, onClose?: () => Promise<void>): DatabaseHandle {
  const db: Database = drizzle({ client: drizzlePgliteClient(client), schema });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    close() {
      closing ??= client.close().then(() => onClose?.());
      return closing;
    },
  };
}

/**
 * Embedded PostgreSQL. On disk in `dataDir` (created when missing; one process at a time), or in
 * memory without it. Migrations run before the handle is returned.
 */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (!dataDir) return migrated(await PGlite.create({ extensions: pgliteExtensions }));
  await mkdir(dataDir, { recursive: true });
  const release = await acquireDataDirLock(dataDir);
  try {
    return await migrated(await PGlite.create({ dataDir, extensions: pgliteExtensions }), release);
  } catch (error) {
    await release();
    throw error;
  }
}

async function migrated(client: PGlite, onClose?: () => Promise<void>): Promise<DatabaseHandle> {
  const handle = pgliteHandle(client, onClose);
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
