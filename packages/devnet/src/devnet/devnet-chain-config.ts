import type { ChainRegistryConfig } from '@nft/chains';
import { chainContractsFromDeployment, paymentTokensFromDeployment } from '@nft/contracts';
import type { Devnet } from './start-devnet';

/** The part of the chain registry's configuration a running devnet decides: RPC URLs, addresses, ERC-20 payment tokens. */
export function devnetChainConfig(devnet: Devnet): Required<Pick<ChainRegistryConfig, 'localChains' | 'contracts' | 'paymentTokens'>> {
  return {
    localChains: {
      enabled: true,
      rpcUrls: Object.fromEntries(devnet.chains.map((chain) => [chain.symbol, chain.rpcUrl])),
    },
    contracts: Object.fromEntries(devnet.chains.map((chain) => [chain.symbol, chainContractsFromDeployment(chain.deployment)])),
    paymentTokens: Object.fromEntries(devnet.chains.map((chain) => [chain.symbol, paymentTokensFromDeployment(chain.deployment)])),
  };
}
