import type { NulsClient } from '../client/nuls-client';
import { NulsRpcError } from '../client/nuls-rpc-error';
import type { PlacedTransfer } from './order-movements';

/**
 * tokenURI of every minted token, read with invokeView. A token burned since has none (the view
 * fails in the contract): null, and the metadata pipeline decides. A timeout fails the batch.
 */
export async function readTokenUris(client: NulsClient, transfers: PlacedTransfer[]): Promise<Map<string, string | null>> {
  const uris = new Map<string, string | null>();
  for (const mint of transfers.filter((t) => t.from === null)) {
    const key = `${mint.contractAddress}|${mint.tokenId}`;
    if (uris.has(key)) continue;
    try {
      uris.set(key, await client.invokeView(mint.contractAddress, 'tokenURI', [mint.tokenId]));
    } catch (error) {
      if (!(error instanceof NulsRpcError) || error.failure !== 'rpc') throw error;
      uris.set(key, null);
    }
  }
  return uris;
}
