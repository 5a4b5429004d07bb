import type { nftListPageSchema } from '@nft/api-contract';
import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';

/** GET /v1/nfts?collection=: one page of a collection's NFTs in the API's default order (newest first). */
export function getCollectionNfts(collectionId: number, limit: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ collection: String(collectionId), limit: String(limit) });
  return api.get(`/nfts?${params}`, answer<typeof nftListPageSchema>(), { signal });
}
