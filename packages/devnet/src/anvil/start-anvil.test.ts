import { spawn } from 'node:child_process';
import { once } from 'node:events';
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
