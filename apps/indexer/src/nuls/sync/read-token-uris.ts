import type { NulsClient } from '../client/nuls-client';
import { NulsRpcError } from '../client/nuls-rpc-error';
import type { PlacedTransfer } from './order-movements';

/**
 * tokenURI of a minted token: the contract's view, else the API's own record of the token. A view
 * that fails for a token the API no longer knows (burned since) gives null, left to the metadata
 * pipeline; any other failure fails the batch, which the next poll retries.
 */
async function readTokenUri(client: NulsClient, contract: string, tokenId: string): Promise<string | null> {
  try {
    return await client.invokeView(contract, 'tokenURI', [tokenId]);
  } catch (error) {
    if (!(error instanceof NulsRpcError) || error.failure !== 'rpc') throw error;
    const known = await client.getToken721Id(contract, tokenId);
    if (known?.tokenURI) return known.tokenURI;
    if (known) throw error;
    return null;
  }
}

/** tokenURI of every token minted in the transfers, keyed `contract|tokenId`. */
export async function readTokenUris(client: NulsClient, transfers: PlacedTransfer[]): Promise<Map<string, string | null>> {
  const uris = new Map<string, string | null>();
  for (const mint of transfers.filter((t) => t.from === null)) {
    const key = `${mint.contractAddress}|${mint.tokenId}`;
    if (!uris.has(key)) uris.set(key, await readTokenUri(client, mint.contractAddress, mint.tokenId));
  }
  return uris;
}
