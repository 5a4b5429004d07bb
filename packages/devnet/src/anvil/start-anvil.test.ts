import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { createPublicClient, http } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { startAnvil, type AnvilProcess } from './start-anvil';

async function chainIdAt(rpcUrl: string): Promise<number> {
  return createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) }).getChainId();
}

/** Polls until nothing answers at `rpcUrl` (bounded); returns whether it went quiet. */
async function becomesUnreachable(rpcUrl: string, attempts = 100): Promise<boolean> {
  for (let i = 0; i < attempts; i++) {
    try {
      await chainIdAt(rpcUrl);
    } catch {
      return true;
    }
    await sleep(100);
  }
  return false;
}

describe('startAnvil', () => {
  const started: AnvilProcess[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((anvil) => anvil.stop()));
  });

  it('runs two chains with distinct chain ids at once on free ports', async () => {
    const [one, two] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })]);
    started.push(one, two);

    expect(one.port).not.toBe(two.port);
    expect(one.rpcUrl).toBe(`http://127.0.0.1:${one.port}`);
    expect(await chainIdAt(one.rpcUrl)).toBe(31337);
    expect(await chainIdAt(two.rpcUrl)).toBe(31338);
  });

  it('stops for good, and stopping twice is harmless', async () => {
    const anvil = await startAnvil({ chainId: 31337 });
    await anvil.stop();
    await anvil.stop();
    await expect(chainIdAt(anvil.rpcUrl)).rejects.toThrow();
  });

  // anvil prints "Listening on" a moment before it installs its SIGINT handler (about one start in ten here), and sh
  // starts it with SIGINT ignored (watchdog-script.ts), so a stop in that moment used to be lost: the state was
  // never written and the group was killed 30 s later. Eight at once make that moment likely.
  it('writes its state when stopped right after it started', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'anvil-state-'));
    try {
      const stateFiles = Array.from({ length: 8 }, (_, i) => join(dir, `state-${i}.json`));
      await Promise.all(
        stateFiles.map(async (stateFile, i) => {
          // No periodic dump within the test: only the stop can write the file.
          const anvil = await startAnvil({ chainId: 31337 + i, stateFile, stateIntervalSeconds: 3600 });
          await anvil.stop();
        }),
      );
      expect(stateFiles.filter((file) => !existsSync(file))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reports why it could not start on a port that is taken', async () => {
    const anvil = await startAnvil({ chainId: 31337 });
    started.push(anvil);
    await expect(startAnvil({ chainId: 31338, port: anvil.port })).rejects.toMatchObject({
      code: 'service_unavailable',
      message: expect.stringContaining('Address already in use'),
    });
    expect(await chainIdAt(anvil.rpcUrl)).toBe(31337);
  });

  it('does not outlive a parent that is killed', async () => {
    const fixture = fileURLToPath(new URL('./testdata/start-anvil-and-hang.ts', import.meta.url));
    const parent = spawn(process.execPath, ['--import', 'tsx', fixture], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = once(parent, 'exit');
    try {
      const [line] = (await once(parent.stdout, 'data')) as [Buffer];
      const rpcUrl = line.toString().trim();
      expect(await chainIdAt(rpcUrl)).toBe(31337);

      parent.kill('SIGKILL');
      await exited;
      expect(await becomesUnreachable(rpcUrl)).toBe(true);
    } finally {
      parent.kill('SIGKILL');
    }
  });
});
