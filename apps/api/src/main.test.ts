import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './config/repo-paths';

const mainPath = fileURLToPath(new URL('./main.ts', import.meta.url));

/** main.ts as its own process, with only the variables given (no stray RPC_URL_* from the host). */
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainPath], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = () =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
        if (match?.[1]) resolve(match[1]);
      };
      child.stdout.on('data', check);
      check();
      void exited.then((code) => reject(new Error(`main exited with ${code} before listening:\n${stderr}`)));
    });
  return { child, exited, listening, output: () => ({ stdout, stderr }) };
}

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'nft-api-main-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('main', () => {
  it('exits 1 with the list of every configuration problem', async () => {
    const main = startMain({ PORT: 'eighty', LOG_LEVEL: 'loud', ADMIN_ADDRESSES: '0x12', RPC_URL_NOPE: 'http://127.0.0.1:1' });
    expect(await main.exited).toBe(1);
    const { stderr } = main.output();
    expect(stderr).toContain('Invalid configuration:');
    for (const variable of ['PORT', 'LOG_LEVEL', 'ADMIN_ADDRESSES[0]', 'RPC_URL_NOPE']) expect(stderr).toContain(`  - ${variable}:`);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('serves on its own database and shuts down cleanly on SIGTERM', async () => {
    const main = startMain({
      PORT: '0',
      MEDIA_PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      LOCAL_CHAINS: 'false',
      LOG_LEVEL: 'info',
    });
    try {
      const url = await main.listening();
      const health = await fetch(`${url}/v1/health`);
      expect(await health.json()).toMatchObject({ code: 200, data: { status: 'ok', database: { kind: 'pglite', ok: true }, chains: [] } });
    } finally {
      main.child.kill('SIGTERM');
    }
    expect(await main.exited).toBe(0);
    expect(main.output().stdout).toMatch(/"clean":true.*"msg":"shut down"/);
  });
});
