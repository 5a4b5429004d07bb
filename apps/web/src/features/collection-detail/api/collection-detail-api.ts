import type { CollectionAttributes, collectionHoldersSchema } from '@nft/api-contract';
import type { activityPageSchema, Activity } from '../../../lib/activity-schema';
import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';

export type CollectionTrait = CollectionAttributes['traits'][number];

/** One page of GET /v1/collections/:id/activity, newest first; only `kind` (comma-separated kinds) when given. */
export function getCollectionActivity(id: string, kind: string | undefined, cursor: string | undefined, signal?: AbortSignal) {
  return api.get(`/collections/${encodeURIComponent(id)}/activity`, answer<typeof activityPageSchema>(), {
    signal,
    query: { kind, cursor },
  });
}

export type CollectionActivity = Activity;

/** GET /v1/collections/:id/holders: the holders of the visible items, the largest `limit` of them, the distribution. */
export function getCollectionHolders(id: string, limit: number, signal?: AbortSignal) {
  return api.get(`/collections/${encodeURIComponent(id)}/holders`, answer<typeof collectionHoldersSchema>(), { signal, query: { limit } });
}
