import type { ChainRegistry } from '@nft/chains';
import type { IndexedChain } from './indexed-chain';

/** The registry's active EVM chains (optionally only the named ones) as indexer chains. */
export function indexedChainsFromRegistry(registry: ChainRegistry, symbols?: readonly string[]): IndexedChain[] {
  return registry
    .active()
    .filter((chain) => chain.family === 'evm' && (!symbols || symbols.includes(chain.symbol)))
    .map((chain) => ({ symbol: chain.symbol, rpcUrl: chain.rpcUrl, seaportAddress: chain.family === 'evm' ? chain.registryContract : '' }));
}
