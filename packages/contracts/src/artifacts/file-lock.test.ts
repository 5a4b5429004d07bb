import { spawnSync } from 'node:child_process';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withFileLock } from './file-lock';

describe('withFileLock', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'file-lock-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('runs holders one after the other and removes the lock', async () => {
    const lock = join(dir, 'build.lock');
    const events: string[] = [];
    const holder = (name: string) =>
      withFileLock(lock, async () => {
        events.push(`${name} in`);
        await sleep(20);
        events.push(`${name} out`);
        return name;
      });

    expect(await Promise.all([holder('a'), holder('b')])).toEqual(['a', 'b']);
    // Which holder wins the race is up to the file system; that they never overlap is the point.
    const first = events[0]?.split(' ')[0];
    const second = first === 'a' ? 'b' : 'a';
    expect(events).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);
    await expect(access(lock)).rejects.toThrow();
  });

  it('takes over a lock left by a process that died', async () => {
    const lock = join(dir, 'build.lock');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    await writeFile(lock, dead.stdout.toString());

    expect(await withFileLock(lock, async () => 'taken over')).toBe('taken over');
  });

  it('releases the lock when the work fails', async () => {
    const lock = join(dir, 'build.lock');
    await expect(withFileLock(lock, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await withFileLock(lock, async () => 'again')).toBe('again');
  });
});
