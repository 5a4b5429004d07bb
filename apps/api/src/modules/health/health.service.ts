import { performance } from 'node:perf_hooks';
import type { ChainRegistry } from '@nft/chains';
import type { DatabaseHandle } from '@nft/db';
import { elapsedMs } from '../../lib/elapsed';
import { TimeoutError, withTimeout } from '../../lib/with-timeout';
import { probeChain } from './chain-probe';
import type { DatabaseHealth, HealthReport } from '@nft/api-contract';

export type HealthService = { check(): Promise<HealthReport> };

export type HealthServiceDeps = {
  database: DatabaseHandle;
  chains: ChainRegistry;
  /** Bound for each check; checks run in parallel, so the whole report takes about this long at most. */
  timeoutMs: number;
};

export function createHealthService({ database, chains, timeoutMs }: HealthServiceDeps): HealthService {
  return {
    async check() {
      const [db, chainReports] = await Promise.all([
        checkDatabase(database, timeoutMs),
        Promise.all(chains.active().map((chain) => probeChain(chain, timeoutMs))),
      ]);
      const healthy = db.ok && chainReports.every((chain) => chain.reachable && chain.error === undefined);
      return { status: healthy ? 'ok' : 'degraded', database: db, chains: chainReports };
    },
  };
}

async function checkDatabase(database: DatabaseHandle, timeoutMs: number): Promise<DatabaseHealth> {
  const start = performance.now();
  try {
    await withTimeout(database.ping(), timeoutMs);
    return { kind: database.kind, ok: true, latencyMs: elapsedMs(start) };
  } catch (error) {
    return {
      kind: database.kind,
      ok: false,
      latencyMs: elapsedMs(start),
      error: error instanceof TimeoutError ? 'timeout' : 'unavailable',
    };
  }
}
