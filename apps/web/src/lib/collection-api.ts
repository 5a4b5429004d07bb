import type { collectionDetailSchema } from '@nft/api-contract';
import { api } from './api';
import { answer } from './api-client';

/**
 * GET /v1/collections/:id: the collection with its live stats (floor, volume) and its best collection offer. Read by
 * the collection page, the sell page (the floor beside the price) and the batch-migration form (the target's chain).
 */
export function getCollection(id: number | string, signal?: AbortSignal) {
  return api.get(`/collections/${encodeURIComponent(String(id))}`, answer<typeof collectionDetailSchema>(), { signal });
}

/** The query key of one collection, shared so the pages that read it share the answer. */
export const collectionQueryKey = (id: number | string) => ['collection', String(id)] as const;
