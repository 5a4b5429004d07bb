import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createChainRegistry } from '@nft/chains';
import { loadArtifacts, stableTestTokenAbi, wrappedNativeAbi } from '@nft/contracts';
import { createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedStable, fundedWrappedNative } from '../accounts/fund-payment-tokens';
import { testAccounts } from '../accounts/test-accounts';
import { devnetChainConfig } from './devnet-chain-config';
import { startDevnet, type Devnet } from './start-devnet';

describe('the devnet ERC-20 payment tokens', () => {
  let dataDir: string;
  let devnet: Devnet | undefined;
  const freePorts = { local1: 0, local2: 0 };

  beforeAll(async () => {
    // A first build of the contracts (about a minute, once) belongs in a hook, not in a test.
    await loadArtifacts();
    dataDir = await mkdtemp(join(tmpdir(), 'devnet-erc20-'));
  });
  afterAll(async () => {
    await devnet?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('are deployed on both chains, fund every test account, register after native and keep their addresses', async () => {
    devnet = await startDevnet({ dataDir, ports: freePorts });
    const registry = createChainRegistry(devnetChainConfig(devnet));
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) });
      const { wrappedNative, stableToken } = chain.deployment;
      expect(await client.readContract({ address: stableToken, abi: stableTestTokenAbi, functionName: 'decimals' })).toBe(6);
      expect(await client.readContract({ address: wrappedNative, abi: wrappedNativeAbi, functionName: 'decimals' })).toBe(18);
      for (const { address } of testAccounts) {
        const args = [address] as const;
        expect(await client.readContract({ address: wrappedNative, abi: wrappedNativeAbi, functionName: 'balanceOf', args })).toBe(
          fundedWrappedNative,
        );
        expect(await client.readContract({ address: stableToken, abi: stableTestTokenAbi, functionName: 'balanceOf', args })).toBe(
          fundedStable,
        );
      }
      const tokens = registry.get(chain.symbol).paymentTokens;
      expect(tokens.map((token) => [token.symbol, token.decimals, token.native])).toEqual([
        ['ETH', 18, true],
        ['WETH', 18, false],
        ['TUSD', 6, false],
      ]);
      expect(tokens.slice(1).map((token) => token.address)).toEqual([wrappedNative, stableToken]);
    }
    const before = devnet.chains.map((chain) => chain.deployment);
    await devnet.stop();
    devnet = await startDevnet({ dataDir, ports: freePorts });
    expect(devnet.chains.map((chain) => chain.deployment)).toEqual(before);
    // CREATE2: both chains share the init code, hence the addresses.
    expect(before[1]!.wrappedNative).toBe(before[0]!.wrappedNative);
    expect(before[1]!.stableToken).toBe(before[0]!.stableToken);
  });
});
