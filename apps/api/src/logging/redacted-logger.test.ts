import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainRegistry } from '@nft/chains';
import { createTestDatabase } from '@nft/db/testing';
import type { DatabaseHandle } from '@nft/db';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';

// An RPC node whose URL holds a provider key in its path and that answers every call with a 500,
// so viem's errors quote the URL (docs/security.md, RPC keys in logs).
let node: Server;
let secretUrl: string;
let database: DatabaseHandle;
let tempDir: string;

beforeAll(async () => {
  node = createServer((_request, response) => response.writeHead(500, { 'content-type': 'text/plain' }).end('upstream broke'));
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
  const { port } = node.address() as { port: number };
  secretUrl = `http://127.0.0.1:${port}/v3/SECRETKEY`;
  database = await createTestDatabase();
  tempDir = await mkdtemp(join(tmpdir(), 'redaction-'));
});

afterAll(async () => {
  await new Promise((resolve) => node.close(resolve));
  await database.close();
  await rm(tempDir, { recursive: true, force: true });
});

describe('API logs and answers never carry a configured RPC URL', () => {
  it('redacts the URL from viem errors in every log line, and the health and chains answers never show it', async () => {
    const lines: string[] = [];
    const config = loadConfig({
      DATA_DIR: tempDir,
      WEB_DIST_DIR: join(tempDir, 'no-web'),
      LOCAL_CHAINS: 'false',
      HEALTH_TIMEOUT_MS: '5000',
    });
    // A production chain (not a local devnet, whose URL the browser is given on purpose) on the keyed URL.
    const chains = createChainRegistry({ rpcUrls: { bsc: secretUrl } });
    const app = await buildApp({
      config,
      database,
      chains,
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const viemError = await createPublicClient({ transport: http(secretUrl, { retryCount: 0 }) })
        .getBlockNumber()
        .then(
          () => undefined,
          (error: unknown) => error as Error,
        );
      // The error as viem makes it quotes the key: without the redaction, this is what a log would show.
      expect(viemError?.message).toContain('SECRETKEY');
      app.log.error({ err: viemError }, 'rpc failed');
      app.log.warn(`node said: ${viemError?.message}`);
      const health = await app.inject({ url: '/v1/health' });
      const chainsAnswer = await app.inject({ url: '/v1/chains' });
      const bodies = [health.body, chainsAnswer.body];
      expect(lines.join('\n')).toContain('[rpc:bsc]');
      expect(lines.join('\n')).not.toContain('SECRETKEY');
      for (const body of bodies) expect(body).not.toContain('SECRETKEY');
    } finally {
      await app.close();
    }
  });
});
