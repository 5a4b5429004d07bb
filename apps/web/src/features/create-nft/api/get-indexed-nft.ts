import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';
import { indexedNftSchema } from './create-nft-schemas';

/** Whether the indexer has recorded the token yet (404 until it has). */
export async function isNftIndexed(chain: string, contractAddress: string, tokenId: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await api.get(
      `/nfts/${encodeURIComponent(chain)}/${encodeURIComponent(contractAddress)}/${encodeURIComponent(tokenId)}`,
      indexedNftSchema,
      { signal },
    );
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return false;
    throw error;
  }
}
