import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createChainRegistry } from '@nft/chains';
import { loadArtifacts, readDeployment } from '@nft/contracts';
import { createPublicClient, createTestClient, http, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAccounts } from '../accounts/test-accounts';
import { devnetChainConfig } from './devnet-chain-config';
import { startDevnet, type Devnet } from './start-devnet';

describe('startDevnet', () => {
  let dataDir: string;
  let devnet: Devnet | undefined;
  const freePorts = { local1: 0, local2: 0 };

  beforeAll(async () => {
    // A first build of the contracts (about a minute, once) belongs in a hook, not in a test.
    await loadArtifacts();
    dataDir = await mkdtemp(join(tmpdir(), 'devnet-'));
  });
  afterAll(async () => {
    await devnet?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts both local chains with contracts deployed, recorded and accounts funded', async () => {
    devnet = await startDevnet({ dataDir, ports: freePorts });

    expect(devnet.chains.map(({ symbol, chainId }) => [symbol, chainId])).toEqual([
      ['local1', 31337],
      ['local2', 31338],
    ]);
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) });
      expect(await client.getChainId()).toBe(chain.chainId);
      expect(chain.deployment.chainId).toBe(chain.chainId);
      expect(await readDeployment(join(dataDir, 'deployments'), chain.chainId)).toEqual(chain.deployment);
      expect((await client.getCode({ address: chain.deployment.seaport }))?.length ?? 0).toBeGreaterThan(2);
      for (const { address } of testAccounts) {
        expect(await client.getBalance({ address })).toBeGreaterThanOrEqual(parseEther('1000'));
      }
    }
    // CREATE2 through the same factory: one address on every chain.
    expect(devnet.chains[0]!.deployment.seaport).toBe(devnet.chains[1]!.deployment.seaport);
  });

  it('configures the chain registry with its RPC URLs and contract addresses', () => {
    const registry = createChainRegistry(devnetChainConfig(devnet!));
    for (const chain of devnet!.chains) {
      const definition = registry.get(chain.symbol);
      expect(definition).toMatchObject({ chainIdNumber: chain.chainId, rpcUrl: chain.rpcUrl, family: 'evm' });
      expect(definition).toMatchObject({
        registryContract: chain.deployment.seaport,
        tokenTransferProxyContract: chain.deployment.conduit,
        ERC721Contract: chain.deployment.erc721,
        ERC1155Contract: chain.deployment.erc1155,
        zoneContract: chain.deployment.zone,
      });
    }
  });

  it('restarts from its data directory: same contracts, same record, drained accounts refilled', async () => {
    const before = devnet!.chains;
    const drained = testAccounts[4]!.address;
    await createTestClient({ mode: 'anvil', transport: http(before[1]!.rpcUrl) }).setBalance({ address: drained, value: 0n });
    await devnet!.stop();
    expect((await readdir(join(dataDir, 'chains'))).sort()).toEqual(['local1.json', 'local2.json']);

    devnet = await startDevnet({ dataDir, ports: freePorts });

    expect(devnet.chains.map((chain) => chain.deployment)).toEqual(before.map((chain) => chain.deployment));
    const client = createPublicClient({ transport: http(devnet.chains[1]!.rpcUrl) });
    expect(await client.getBalance({ address: drained })).toBe(parseEther('10000'));
  });
});
