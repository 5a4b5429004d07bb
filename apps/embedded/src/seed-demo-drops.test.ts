import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, createWalletClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainRegistry } from '@nft/chains';
import { dropErc721Abi } from '@nft/contracts';
import type { DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import { demoCatalogue, devnetChainConfig, seedDemoData, testAccounts, type DevnetChain } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { createLocalMediaStore } from '@nft/media';
import { buildApp, loadConfig } from '@nft/api';
import { dropListSchema, type Drop } from '@nft/api-contract';
import { seedDemoDrops, type SeedDropsResult } from './seed-demo-drops';

// The demo's drops (docs/decisions/047-drops-in-the-product.md) on a real anvil chain: a live one anyone can mint from
// and an upcoming one with an allowlist, made through the public routes by the demo creator, once.
let testChain: TestChain;
let database: DatabaseHandle;
let tempDir: string;
let app: Awaited<ReturnType<typeof buildApp>>;
let first: SeedDropsResult;

beforeAll(async () => {
  testChain = await startTestChain({ chainId: 31337 });
  const chains: DevnetChain[] = [
    { symbol: 'local1', rpcUrl: testChain.rpcUrl, chainId: testChain.chainId, deployment: testChain.deployment },
  ];
  database = await createTestDatabase();
  tempDir = await mkdtemp(join(tmpdir(), 'nft-demo-drops-'));
  const media = createLocalMediaStore(join(tempDir, 'media'));
  const config = loadConfig({ DATA_DIR: tempDir, WEB_DIST_DIR: join(tempDir, 'no-web-build'), LOCAL_CHAINS: 'true' });
  const aurora = demoCatalogue.find((demo) => demo.slug === 'aurora-gradients')!;
  await seedDemoData({ chains, database, media, publicUrl: config.public.publicUrl }, [{ ...aurora, items: aurora.items.slice(0, 3) }]);
  const registry = createChainRegistry({ ...config.chains, ...devnetChainConfig({ chains, stop: async () => undefined }) });
  app = await buildApp({ config, database, chains: registry, media, logger: false });
  await app.ready();
  first = await seedDemoDrops({ app, database, chains });
}, 180_000);

afterAll(async () => {
  await app?.close();
  await testChain?.stop();
  await database?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

const list = async (query: string): Promise<Drop[]> =>
  dropListSchema.parse((await app.inject({ method: 'GET', url: `/v1/drops?${query}` }).then((r) => r.json())).data).items;

describe('seedDemoDrops', () => {
  it('deploys a live drop and an upcoming one with an allowlist, once; the live one mints on chain', async () => {
    expect(first.failed).toEqual([]);
    expect(first.created).toHaveLength(2);
    const [live] = await list('status=live');
    expect(live).toMatchObject({
      name: 'Northern Lights Drop',
      phase: 'public',
      deployed: true,
      artworkKind: 'uploads',
      hasAllowlist: false,
    });
    expect(live!.previewImages.length).toBeGreaterThan(0);
    const [upcoming] = await list('status=upcoming');
    expect(upcoming).toMatchObject({ name: 'Polar Night Drop', phase: 'upcoming', hasAllowlist: true, allowlistSize: 3 });
    expect(upcoming!.token.address).toBe(testChain.deployment.stableToken.toLowerCase());

    const buyer = privateKeyToAccount(testAccounts[8]!.privateKey);
    const built = await app.inject({ method: 'POST', url: `/v1/drops/${live!.id}/mint`, payload: { minter: buyer.address, quantity: 2 } });
    const step = built.json().data.steps[0];
    const wallet = createWalletClient({ account: buyer, transport: http(testChain.rpcUrl) });
    const client = createPublicClient({ transport: http(testChain.rpcUrl) });
    const hash = await wallet.sendTransaction({ chain: null, to: step.to, data: step.data, value: BigInt(step.value) });
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(
      await client.readContract({
        address: live!.contractAddress as `0x${string}`,
        abi: dropErc721Abi,
        functionName: 'balanceOf',
        args: [buyer.address],
      }),
    ).toBe(2n);

    const again = await seedDemoDrops({
      app,
      database,
      chains: [{ symbol: 'local1', rpcUrl: testChain.rpcUrl, chainId: testChain.chainId, deployment: testChain.deployment }],
    });
    expect(again).toEqual({ created: [], failed: [] });
  });
});
