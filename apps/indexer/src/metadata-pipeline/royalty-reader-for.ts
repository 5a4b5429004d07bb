import type { IndexedChain } from '../chains/indexed-chain';
import { createRoyaltyReader, type RoyaltyReader } from '@nft/metadata';

/**
 * The ERC-2981 reader for the EVM chains a process indexes. NULS has no ERC-2981: its tokens are
 * never read, so their collection's setting applies.
 */
export function royaltyReaderFor(chains: readonly IndexedChain[]): RoyaltyReader {
  return createRoyaltyReader(Object.fromEntries(chains.map((chain) => [chain.symbol, chain.rpcUrl])));
}
