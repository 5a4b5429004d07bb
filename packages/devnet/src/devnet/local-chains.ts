import type { LocalChainSymbol } from '@nft/chains';

/** The two local chains (decided): two chain ids so every multi-chain path runs on one laptop. */
export const localChains: readonly { symbol: LocalChainSymbol; chainId: number; defaultPort: number }[] = [
  { symbol: 'local1', chainId: 31337, defaultPort: 8545 },
  { symbol: 'local2', chainId: 31338, defaultPort: 8546 },
];
