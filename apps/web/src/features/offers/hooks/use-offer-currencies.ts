import { useChainRegistry } from '../../../lib/chain-registry/use-chain-registry';

/** The chain's ERC-20 payment tokens: offers and bids are never in the native currency (docs/product.md "Trading", Offers). */
export function useOfferCurrencies(chain: string) {
  const registry = useChainRegistry();
  const entry = registry.data?.chains.find((candidate) => candidate.symbol === chain);
  return (entry?.paymentTokens ?? []).filter((token) => !token.native);
}
