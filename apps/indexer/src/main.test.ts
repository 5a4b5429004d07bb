import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '@nft/devnet/testing';

const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));
let chain: TestChain;
let dataDir: string;

beforeAll(async () => {
  [chain, dataDir] = await Promise.all([startTestChain({ chainId: 31337 }), mkdtemp(join(tmpdir(), 'indexer-main-'))]);
});

afterAll(async () => {
  await chain?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function run(env: Record<string, string>) {
  // Only what the indexer reads: the test's own DATABASE_URL or RPC settings must not leak in.
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output, exited: once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]> };
}

describe('the indexer process', () => {
  it('refuses a chain it cannot follow, naming it, with exit code 1', async () => {
    const process = run({ CHAINS: 'local1,eth', DATA_DIR: dataDir });
    const [code] = await process.exited;
    expect(code).toBe(1);
    expect(process.output()).toMatch(/CHAINS: not active .*: eth\n/);
  });

  it('follows the configured chain and stops cleanly on SIGTERM', async () => {
    const process = run({ CHAINS: 'local1', RPC_URL_LOCAL1: chain.rpcUrl, DATA_DIR: dataDir, LOCAL_CHAINS: 'true' });
    while (!process.output().includes('indexer following local1')) {
      if (process.child.exitCode !== null) throw new Error(`the indexer exited: ${process.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    process.child.kill('SIGTERM');
    const [code, signal] = await process.exited;
    expect({ code, signal, output: code === 0 ? '' : process.output() }).toEqual({ code: 0, signal: null, output: '' });
  });
});
