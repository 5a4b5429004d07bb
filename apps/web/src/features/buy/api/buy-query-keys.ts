/** Query keys of the order book reads, so a purchase can refresh exactly them. */
export const buyQueryKeys = {
  all: ['orders'] as const,
  listings: (chain: string, contract: string, tokenId: string) => ['orders', 'listings', chain, contract.toLowerCase(), tokenId] as const,
};
