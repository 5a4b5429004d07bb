import type { nftDetailSchema } from '@nft/api-contract';
import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** Whether the indexer has recorded a minted token yet (404 until it has). */
export async function isNftIndexed(chain: string, contractAddress: string, tokenId: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await api.get(
      `/nfts/${encodeURIComponent(chain)}/${encodeURIComponent(contractAddress)}/${encodeURIComponent(tokenId)}`,
      answer<typeof nftDetailSchema>(),
      { signal },
    );
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return false;
    throw error;
  }
}
