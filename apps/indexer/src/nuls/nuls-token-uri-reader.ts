import type { TokenUriReader } from '@nft/metadata';
import type { NulsClient } from './client/nuls-client';
import { NulsRpcError } from './client/nuls-rpc-error';

/**
 * The metadata pipeline's token URI reader for NULS tokens (`tokenURI` through invokeView, else the
 * API's token record), delegating every other chain to `fallback` (the EVM reader). Undefined when
 * the token has no URI; timeouts and transport failures propagate so the job is retried.
 */
export function withNulsTokenUris(client: NulsClient, fallback: TokenUriReader, symbol = 'nuls'): TokenUriReader {
  return async (chain, contractAddress, tokenId) => {
    if (chain !== symbol) return fallback(chain, contractAddress, tokenId);
    try {
      return (await client.invokeView(contractAddress, 'tokenURI', [tokenId])) || undefined;
    } catch (error) {
      if (!(error instanceof NulsRpcError) || error.failure !== 'rpc') throw error;
      return (await client.getToken721Id(contractAddress, tokenId))?.tokenURI || undefined;
    }
  };
}
