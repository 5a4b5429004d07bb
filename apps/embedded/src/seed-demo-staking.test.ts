import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainRegistry } from '@nft/chains';
import type { DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import { demoCatalogue, devnetChainConfig, seedDemoData, type DemoCollection, type DevnetChain } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { indexedChainsFromRegistry, registerPlatformContracts, startIndexer, type RunningIndexer } from '@nft/indexer';
import { createLocalMediaStore } from '@nft/media';
import { buildApp, loadConfig } from '@nft/api';
import { stakingActivityListSchema } from '@nft/api-contract';
import { demoStaking, seedDemoStaking, type SeedStakingResult } from './seed-demo-staking';

// The demo's staking of the first start (docs/decisions/041-staking-in-the-product.md) on two real anvil chains:
// an ongoing and a short activity per chain, demo NFTs staked, seen through the indexer and the public API.
const needed = (slug: string) => Math.max(...demoStaking.filter((p) => p.slug === slug).flatMap((p) => [...p.ongoing, ...p.finished])) + 1;
const catalogue: DemoCollection[] = demoCatalogue
  .filter((demo) => demoStaking.some((plan) => plan.slug === demo.slug))
  .map((demo) => ({ ...demo, items: demo.items.slice(0, needed(demo.slug)) }));

let testChains: TestChain[];
let chains: DevnetChain[];
let database: DatabaseHandle;
let tempDir: string;
let indexer: RunningIndexer;
let app: Awaited<ReturnType<typeof buildApp>>;
let first: SeedStakingResult;

beforeAll(async () => {
  testChains = await Promise.all([startTestChain({ chainId: 31337 }), startTestChain({ chainId: 31338 })]);
  chains = testChains.map((chain, i) => ({
    symbol: i === 0 ? 'local1' : 'local2',
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    deployment: chain.deployment,
  }));
  database = await createTestDatabase();
  tempDir = await mkdtemp(join(tmpdir(), 'nft-demo-staking-'));
  const media = createLocalMediaStore(join(tempDir, 'media'));
  const config = loadConfig({ DATA_DIR: tempDir, WEB_DIST_DIR: join(tempDir, 'no-web-build'), LOCAL_CHAINS: 'true' });
  await seedDemoData({ chains, database, media, publicUrl: config.public.publicUrl }, catalogue);
  const registry = createChainRegistry({ ...config.chains, ...devnetChainConfig({ chains, stop: async () => undefined }) });
  const indexedChains = indexedChainsFromRegistry(registry);
  await registerPlatformContracts(database.db, indexedChains);
  indexer = startIndexer({ database, chains: indexedChains, pollIntervalMs: 100 });
  app = await buildApp({ config, database, chains: registry, media, logger: false });
  await app.ready();
  first = await seedDemoStaking({ database, chains });
});

afterAll(async () => {
  await app?.close();
  await indexer?.stop();
  await Promise.all((testChains ?? []).map((chain) => chain.stop()));
  await database?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

describe('seedDemoStaking', () => {
  it('creates an ongoing and a short activity per chain with demo NFTs staked, once', async () => {
    expect(first.failed).toEqual([]);
    expect(first.activities).toEqual(['local1 #1', 'local1 #2', 'local2 #1', 'local2 #2']);
    expect(first.stakes).toHaveLength(demoStaking.reduce((sum, plan) => sum + plan.ongoing.length + plan.finished.length, 0));
    for (const chain of testChains) {
      const head = Number(
        await fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
        }).then(async (r) => ((await r.json()) as { result: string }).result),
      );
      await indexer.waitForBlock(chain.chainId === 31337 ? 'local1' : 'local2', head, 60_000);
    }
    const reply = await app.inject({ url: '/v1/staking/activities?status=ongoing&chain=local1' });
    const { items } = stakingActivityListSchema.parse(reply.json().data);
    const ongoing = items.find((a) => a.id === '1')!;
    expect(ongoing.totalStaked).toBe(String(demoStaking[0].ongoing.length));
    expect(ongoing.rewardToken.symbol).not.toMatch(/…$/);
    // Each activity has the demo's own title and description, not the indexer's "Staking #1" on both chains.
    const titles = [];
    for (const status of ['ongoing', 'finished'] as const) {
      const listed = stakingActivityListSchema.parse((await app.inject({ url: `/v1/staking/activities?status=${status}` })).json().data);
      titles.push(...listed.items.map((a) => [a.chain, a.id, a.title, a.description]));
    }
    expect(titles.sort()).toEqual(
      demoStaking
        .flatMap((plan) => [
          [plan.chain, '1', ...plan.titles.ongoing],
          [plan.chain, '2', ...plan.titles.finished],
        ])
        .sort(),
    );
    const again = await seedDemoStaking({ database, chains });
    expect(again).toEqual({ activities: [], stakes: [], failed: [] });
  });
});
