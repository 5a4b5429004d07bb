import { useChainRegistry } from '../../../lib/chain-registry/use-chain-registry';
import { currencyOf, type Currency } from '../../../lib/price/currency-of';

/** A chain of the registry by symbol, and the currency of a token address on it. */
export function useChainEntry(chain: string) {
  const registry = useChainRegistry();
  const entry = registry.data?.chains.find((candidate) => candidate.symbol === chain);
  return {
    entry,
    currency: (address: string | null | undefined): Currency | undefined => currencyOf(entry, address ?? null),
  };
}
