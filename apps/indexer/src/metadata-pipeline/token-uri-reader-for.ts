import type { IndexedChain } from '../chains/indexed-chain';
import { createNulsClient } from '../nuls/client/nuls-client';
import type { NulsChainOption } from '../nuls/nuls-chain-option';
import { withNulsTokenUris } from '../nuls/nuls-token-uri-reader';
import { createTokenUriReader, type TokenUriReader } from '@nft/metadata';

/** The token URI reader for every chain a process indexes: EVM through each RPC, NULS through its API. */
export function tokenUriReaderFor(chains: readonly IndexedChain[], nuls?: NulsChainOption): TokenUriReader {
  const evm = createTokenUriReader(Object.fromEntries(chains.map((chain) => [chain.symbol, chain.rpcUrl])));
  return nuls ? withNulsTokenUris(createNulsClient({ chainId: nuls.chainId, url: nuls.url }), evm) : evm;
}
