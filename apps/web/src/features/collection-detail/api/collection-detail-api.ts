import { collectionAttributesSchema, collectionDetailSchema, type CollectionAttributes } from '@nft/api-contract';
import { activityPageSchema, type Activity } from '../../../lib/activity-schema';
import { api } from '../../../lib/api';

export type CollectionTrait = CollectionAttributes['traits'][number];

/** GET /v1/collections/:id: the collection with live stats and its best collection offer. */
export function getCollection(id: string, signal?: AbortSignal) {
  return api.get(`/collections/${encodeURIComponent(id)}`, collectionDetailSchema, { signal });
}

/** GET /v1/collections/:id/attributes: the facets of the attribute filter. */
export function getCollectionAttributes(id: string, signal?: AbortSignal) {
  return api.get(`/collections/${encodeURIComponent(id)}/attributes`, collectionAttributesSchema, { signal });
}

/** One page of GET /v1/collections/:id/activity, newest first. */
export function getCollectionActivity(id: string, cursor: string | undefined, signal?: AbortSignal) {
  return api.get(`/collections/${encodeURIComponent(id)}/activity`, activityPageSchema, { signal, query: { cursor } });
}

export type CollectionActivity = Activity;
