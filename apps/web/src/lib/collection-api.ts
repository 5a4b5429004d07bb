import type { collectionAttributesSchema, collectionDetailSchema } from '@nft/api-contract';
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

/**
 * GET /v1/collections/:id/attributes: each trait type's values and how many visible NFTs carry each. Read by the
 * collection page's trait filter and the NFT page's trait boxes (how rare a trait is).
 */
export function getCollectionAttributes(id: number | string, signal?: AbortSignal) {
  return api.get(`/collections/${encodeURIComponent(String(id))}/attributes`, answer<typeof collectionAttributesSchema>(), { signal });
}

/** The query key of a collection's attributes (under the collection's own, so what refreshes one refreshes both). */
export const collectionAttributesKey = (id: number | string) => [...collectionQueryKey(id), 'attributes'] as const;
