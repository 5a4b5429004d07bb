import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The committed drizzle-kit output; the package is consumed as source, so this path is stable. */
export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * A digest of every migration file. Test snapshots and template databases are named after it, so a
 * new migration can never be served a stale prepared database.
 */
export async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256');
  const journal = join(migrationsFolder, 'meta', '_journal.json');
  hash.update(await readFile(journal));
  const sqlFiles = (await readdir(migrationsFolder)).filter((name) => name.endsWith('.sql')).sort();
  for (const name of sqlFiles) {
    hash.update(name);
    hash.update(await readFile(join(migrationsFolder, name)));
  }
  return hash.digest('hex');
}
