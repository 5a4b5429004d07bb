import { z } from 'zod';
import { api } from '../../../lib/api';
import { exploreCollectionSchema, pageSchema } from '../../explore/api/explore-schemas';

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

const mediaSchema = z.object({ url: z.string(), thumbnailUrl: z.string().nullable() });

export const collectionActivitySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  chain: z.string(),
  contractAddress: z.string().nullable(),
  tokenId: z.string().nullable(),
  nft: z.object({ name: z.string().nullable(), image: mediaSchema.nullable() }).nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  quantity: z.string(),
  price: z.string().nullable(),
  currency: z.string().nullable(),
  txHash: z.string().nullable(),
  occurredAt: z.string(),
});
export type CollectionActivity = z.infer<typeof collectionActivitySchema>;

const activityPage = pageSchema(collectionActivitySchema);

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
  return api.get(`/collections/${encodeURIComponent(id)}/activity`, activityPage, { signal, query: { cursor } });
}
