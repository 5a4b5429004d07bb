import { z } from 'zod';
import { activityPageSchema, type Activity } from '../../../lib/activity-schema';
import { api } from '../../../lib/api';
import { exploreCollectionSchema } from '../../explore/api/explore-schemas';

export const collectionAttributesSchema = z.object({
  traits: z.array(
    z.object({
      traitType: z.string(),
      values: z.array(z.object({ value: z.string(), count: z.number().int() })),
      valueCount: z.number().int(),
    }),
  ),
});
export type CollectionTrait = z.infer<typeof collectionAttributesSchema>['traits'][number];


/** GET /v1/collections/:id: the collection with live stats. */
export function getCollection(id: string, signal?: AbortSignal) {
  return api.get(`/collections/${encodeURIComponent(id)}`, exploreCollectionSchema, { signal });
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
