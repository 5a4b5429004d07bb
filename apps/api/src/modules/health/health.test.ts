import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainRegistry } from '@nft/chains';
import type { DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import { startAnvil, type AnvilProcess } from '@nft/devnet';
import { startNulsStandIn } from '../../test-support/nuls-stand-in';
import { startSilentServer, type SilentServer } from '../../test-support/silent-server';
import { createTestApp } from '../../test-support/test-app';
import { healthReportSchema } from '@nft/api-contract';

let local1: AnvilProcess;
let local2: AnvilProcess;
let silent: SilentServer;
let database: DatabaseHandle;

beforeAll(async () => {
  [local1, local2, silent, database] = await Promise.all([
    startAnvil({ chainId: 31337 }),
    startAnvil({ chainId: 31338 }),
    startSilentServer(),
    createTestDatabase(),
  ]);
  // Five blocks on local1, so the reported height is the node's, not a default.
  await fetch(local1.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: ['0x5'] }),
  });
});

afterAll(async () => {
  await Promise.all([local1.stop(), local2.stop(), silent.close(), database.close()]);
});

// The health check's per-node timeout. A healthy node must answer inside it even on a busy machine,
// so it is generous; only the checks that include a node that never answers wait it out
// (`waitsForSilentNode`), with a bound that still leaves a loaded anvil seconds to answer.
const generousTimeoutMs = 30_000;
const waitsForSilentNode = { timeoutMs: 5_000 };

async function healthWith(
  rpcUrls: { local1: string; local2: string },
  extraRpc: Record<string, string> = {},
  { timeoutMs = generousTimeoutMs } = {},
) {
  const chains = createChainRegistry({ localChains: { enabled: true, rpcUrls }, rpcUrls: extraRpc });
  const testApp = await createTestApp({ chains, database, env: { HEALTH_TIMEOUT_MS: String(timeoutMs) } });
  try {
    const response = await testApp.app.inject({ url: '/v1/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(200);
    return healthReportSchema.parse(body.data);
  } finally {
    await testApp.close();
  }
}

describe('GET /v1/health', () => {
  it('is ok when the database and every active chain answer, with their latest blocks', async () => {
    const report = await healthWith({ local1: local1.rpcUrl, local2: local2.rpcUrl });
    expect(report.status).toBe('ok');
    expect(report.database).toMatchObject({ kind: database.kind, ok: true });
    expect(report.chains).toEqual([
      { symbol: 'local1', chainId: 31337, reachable: true, latestBlock: 5, latencyMs: expect.any(Number) },
      { symbol: 'local2', chainId: 31338, reachable: true, latestBlock: 0, latencyMs: expect.any(Number) },
    ]);
  });

  it('reports a node that never answers as unreachable (timeout) and the rest as usual', async () => {
    const report = await healthWith({ local1: local1.rpcUrl, local2: silent.url }, {}, waitsForSilentNode);
    expect(report.status).toBe('degraded');
    expect(report.chains).toEqual([
      expect.objectContaining({ symbol: 'local1', reachable: true, latestBlock: 5 }),
      expect.objectContaining({ symbol: 'local2', reachable: false, latestBlock: null, error: 'timeout' }),
    ]);
  });

  it('tells a refused connection and a node of the wrong chain apart', async () => {
    const closed = await startSilentServer();
    await closed.close();
    const report = await healthWith({ local1: closed.url, local2: local1.rpcUrl });
    expect(report.chains).toEqual([
      expect.objectContaining({ symbol: 'local1', reachable: false, error: 'unreachable' }),
      expect.objectContaining({ symbol: 'local2', reachable: true, latestBlock: 5, error: 'wrong_chain_id' }),
    ]);
    expect(report.status).toBe('degraded');
  });

  it('checks production chains only when their RPC URL is configured', async () => {
    const report = await healthWith({ local1: local1.rpcUrl, local2: local2.rpcUrl }, { bsc: silent.url }, waitsForSilentNode);
    expect(report.chains.map((chain) => chain.symbol)).toEqual(['bsc', 'local1', 'local2']);
    expect(report.chains[0]).toMatchObject({ chainId: 56, reachable: false, error: 'timeout' });
  });

  it('asks a NULS node for its best block the NULS way', async () => {
    const nuls = await startNulsStandIn(4_321);
    try {
      const report = await healthWith({ local1: local1.rpcUrl, local2: local2.rpcUrl }, { nuls: nuls.url });
      expect(report.chains[0]).toEqual({ symbol: 'nuls', chainId: 1, reachable: true, latestBlock: 4_321, latencyMs: expect.any(Number) });
      expect(nuls.requests).toEqual([expect.objectContaining({ method: 'getBestBlockHeader', params: [1] })]);

      nuls.mode = 'error';
      const failing = await healthWith({ local1: local1.rpcUrl, local2: local2.rpcUrl }, { nuls: nuls.url });
      expect(failing.chains[0]).toMatchObject({ symbol: 'nuls', reachable: false, error: 'rpc_error' });
      expect(failing.status).toBe('degraded');
    } finally {
      await nuls.close();
    }
  });

  it('reports the database as down once it is closed', async () => {
    const chains = createChainRegistry({ localChains: { enabled: false } });
    const testApp = await createTestApp({ chains });
    await testApp.database.close();
    const report = healthReportSchema.parse((await testApp.app.inject({ url: '/v1/health' })).json().data);
    expect(report).toMatchObject({ status: 'degraded', database: { ok: false, error: 'unavailable' }, chains: [] });
    await testApp.app.close();
  });
});
