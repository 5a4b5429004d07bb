import { open, readFile, stat, unlink } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '@nft/shared';

const pollMs = 250;
// A holder writes its pid right after creating the file; give it that long before calling it dead.
const emptyLockGraceMs = 10_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function isStale(path: string): Promise<boolean> {
  try {
    const pid = Number.parseInt(await readFile(path, 'utf8'), 10);
    if (Number.isInteger(pid) && pid > 0) return !isAlive(pid);
    return Date.now() - (await stat(path)).mtimeMs > emptyLockGraceMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

async function tryAcquire(path: string): Promise<boolean> {
  try {
    const handle = await open(path, 'wx');
    await handle.writeFile(String(process.pid));
    await handle.close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Runs `work` while holding an exclusive lock file, so that several processes (parallel test
 * files, a server and a build) never compile the same thing at once. A lock left by a dead
 * process is taken over.
 */
export async function withFileLock<T>(path: string, work: () => Promise<T>, timeoutMs = 15 * 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (!(await tryAcquire(path))) {
    if (await isStale(path)) {
      await unlink(path).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      continue;
    }
    if (Date.now() > deadline) throw new AppError('internal_error', `timed out waiting for lock ${path}`);
    await sleep(pollMs);
  }
  try {
    return await work();
  } finally {
    await unlink(path);
  }
}
