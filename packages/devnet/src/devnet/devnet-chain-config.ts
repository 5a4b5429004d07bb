import type { ChainRegistryConfig } from '@nft/chains';
import { chainContractsFromDeployment } from '@nft/contracts';
import type { Devnet } from './start-devnet';

/** The part of the chain registry's configuration a running devnet decides: RPC URLs and addresses. */
export function devnetChainConfig(devnet: Devnet): Required<Pick<ChainRegistryConfig, 'localChains' | 'contracts'>> {
  return {
    localChains: {
      enabled: true,
      rpcUrls: Object.fromEntries(devnet.chains.map((chain) => [chain.symbol, chain.rpcUrl])),
    },
    contracts: Object.fromEntries(devnet.chains.map((chain) => [chain.symbol, chainContractsFromDeployment(chain.deployment)])),
  };
}
