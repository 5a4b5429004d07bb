import { useChainRegistry } from '../../../lib/chain-registry/use-chain-registry';

export type PriceUnit = { symbol: string; decimals: number };

// Most chains here are EVM chains whose native currency has 18 decimals.
const fallback: PriceUnit = { symbol: 'ETH', decimals: 18 };

/**
 * The unit the price filter is typed in: the native currency of the one chain in view (the
 * chain filter, or a collection's chain), else 18-decimal units like ETH. The API compares base
 * units, so the web converts with these decimals.
 */
export function usePriceUnit(chains: string[]): PriceUnit {
  const registry = useChainRegistry();
  if (chains.length !== 1) return fallback;
  const chain = registry.data?.chains.find((entry) => entry.symbol === chains[0]);
  return chain ? { symbol: chain.nativeCurrency.symbol, decimals: chain.nativeCurrency.decimals } : fallback;
}
