import type { ChainRegistry } from '@nft/chains';

/** A chain's display name for list items (chain badges); a row of a chain no longer configured shows its symbol. */
export function chainNameOf(chains: ChainRegistry, symbol: string): string {
  return chains.all().find((chain) => chain.symbol === symbol)?.chainName ?? symbol;
}
