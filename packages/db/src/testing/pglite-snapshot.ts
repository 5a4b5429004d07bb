import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDigest, migrationsFolder } from '../migrations-folder';
import { pgliteExtensions } from '../pglite-options';
import { BytesBlob } from './bytes-blob';
import { ifExists } from './if-exists';
import { STALE_AFTER_MS } from './stale-after';

const FILE_PREFIX = 'nft-db-pglite-';

/**
 * A migrated, empty PGlite data directory as a tar blob. Booting PGlite from it skips initdb and the
 * migrations (seconds) and takes a few hundred milliseconds. It is cached in this process and in a
 * temp file named after the migrations digest, so parallel test processes build it once between them.
 */
let snapshot: Promise<BytesBlob> | undefined;

export function pgliteSnapshot(): Promise<BytesBlob> {
  snapshot ??= loadOrBuild();
  return snapshot;
}

async function loadOrBuild(): Promise<BytesBlob> {
  const digest = (await migrationsDigest()).slice(0, 16);
  const file = join(tmpdir(), `${FILE_PREFIX}${digest}.tar`);
  const cached = await ifExists(readFile(file));
  if (cached) return new BytesBlob(cached);
  const blob = await buildSnapshot();
  // Write then rename: a concurrent reader sees either no file or a whole one.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
  await rename(partial, file);
  await removeStaleSnapshots(file);
  return blob;
}

async function buildSnapshot(): Promise<BytesBlob> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    return await checkpointedDump(client);
  } finally {
    await client.close();
  }
}

/** Snapshots of older migration sets (and partial writes of crashed runs) left in the temp dir. */
export async function removeStaleSnapshots(current: string): Promise<void> {
  const dir = tmpdir();
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    if (!name.startsWith(FILE_PREFIX) || path === current) continue;
    const info = await ifExists(stat(path));
    if (info && Date.now() - info.mtimeMs > STALE_AFTER_MS) await rm(path, { force: true });
  }
}

/**
 * The data directory as a tar, after a checkpoint: a boot from it then has no WAL to replay (about
 * a tenth of a boot, docs/decisions/067-test-database-boots.md).
 */
export async function checkpointedDump(client: PGlite): Promise<BytesBlob> {
  await client.exec('checkpoint');
  return BytesBlob.of(await client.dumpDataDir('none'));
}
