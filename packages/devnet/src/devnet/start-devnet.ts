import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { loadArtifacts, type Deployment } from '@nft/contracts';
import type { Address } from 'viem';
import { fundPaymentTokens } from '../accounts/fund-payment-tokens';
import { fundTestAccounts } from '../accounts/fund-test-accounts';
import { startAnvil, type AnvilProcess } from '../anvil/start-anvil';
import { ensureDeployment } from './ensure-deployment';
import type { LocalChainSymbol } from '@nft/chains';
import { localChains } from './local-chains';

export type StartDevnetOptions = {
  /** The runtime data directory (e.g. `.data`): chain state goes to `chains/`, addresses to `deployments/`. */
  dataDir: string;
  /** RPC ports; 8545 and 8546 by default, 0 picks a free port. */
  ports?: Partial<Record<LocalChainSymbol, number>>;
  /** The zone's order signer; the devnet signer (devnetOrderSignerAddress) by default. */
  orderSigner?: Address;
};

export type DevnetChain = { symbol: LocalChainSymbol; rpcUrl: string; chainId: number; deployment: Deployment };

export type Devnet = { chains: DevnetChain[]; stop(): Promise<void> };

async function stopAll(anvils: readonly AnvilProcess[]): Promise<void> {
  await Promise.all(anvils.map((anvil) => anvil.stop()));
}

async function startChains(options: StartDevnetOptions): Promise<AnvilProcess[]> {
  const chainsDir = join(options.dataDir, 'chains');
  await mkdir(chainsDir, { recursive: true });
  const started = await Promise.allSettled(
    localChains.map((chain) =>
      startAnvil({
        chainId: chain.chainId,
        port: options.ports?.[chain.symbol] ?? chain.defaultPort,
        stateFile: join(chainsDir, `${chain.symbol}.json`),
      }),
    ),
  );
  const anvils = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await stopAll(anvils);
    throw failure.reason;
  }
  return anvils;
}

/**
 * Starts both local chains with their state persisted under `dataDir`, funds the test accounts
 * and deploys the marketplace contracts where they are missing. Demo data is seeded on top of
 * this by the caller (see ./seed).
 */
export async function startDevnet(options: StartDevnetOptions): Promise<Devnet> {
  // Compile (at most once) before any chain runs, so a slow first build holds no ports open.
  const artifacts = await loadArtifacts();
  const anvils = await startChains(options);
  try {
    const deploymentsDir = join(options.dataDir, 'deployments');
    const chains = await Promise.all(
      localChains.map(async (chain, i): Promise<DevnetChain> => {
        const { rpcUrl } = anvils[i]!;
        await fundTestAccounts(rpcUrl);
        const deployment = await ensureDeployment(rpcUrl, deploymentsDir, {
          artifacts,
          ...(options.orderSigner && { orderSigner: options.orderSigner }),
        });
        await fundPaymentTokens(rpcUrl, deployment);
        return { symbol: chain.symbol, rpcUrl, chainId: chain.chainId, deployment };
      }),
    );
    return { chains, stop: () => stopAll(anvils) };
  } catch (error) {
    await stopAll(anvils);
    throw error;
  }
}
