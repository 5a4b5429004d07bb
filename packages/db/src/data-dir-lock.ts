import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '@nft/shared';

const LOCK_FILE = 'nft-db.lock';

/** True when a process with this id exists (signal 0 only checks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function lockHolder(path: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt(await readFile(path, 'utf8'), 10);
    return Number.isInteger(pid) ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * PGlite is a single-process database: two instances on one data directory corrupt it, and PGlite
 * does not stop a second one. This lock file (holding the owner's pid) does. A lock left by a
 * crashed process is taken over. Returns the release function.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(path, String(process.pid), { flag: 'wx' });
      return () => rm(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await lockHolder(path);
    if (holder !== undefined && isRunning(holder)) {
      throw new AppError('service_unavailable', `database directory ${dataDir} is in use by process ${holder}`);
    }
    await rm(path, { force: true });
  }
  throw new AppError('service_unavailable', `database directory ${dataDir} is being locked by another process`);
}
