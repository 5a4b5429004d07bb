import type { collectionListPageSchema, nftListPageSchema } from '@nft/api-contract';
import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';

/** How many of each kind the search dialog shows; the explore page has the rest. */
export const searchLimits = { collections: 4, nfts: 6 } as const;

/** GET /v1/collections?search=: collections whose name matches, the API's own order. */
export function searchCollections(query: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ search: query, limit: String(searchLimits.collections) });
  return api.get(`/collections?${params}`, answer<typeof collectionListPageSchema>(), { signal });
}

/** GET /v1/nfts?search=: NFTs whose name matches, the API's own order. */
export function searchNfts(query: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ search: query, limit: String(searchLimits.nfts) });
  return api.get(`/nfts?${params}`, answer<typeof nftListPageSchema>(), { signal });
}
