import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { collectionSchema } from '@nft/api-contract';
import { api } from '../../../lib/api';

// The part of GET /v1/collections/:id this page needs, picked from the API contract's shape.
const collectionSummarySchema = collectionSchema.pick({ id: true, chain: true, name: true, creator: true, contractAddress: true });

export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

/** The collection named in /create-nft/:collectionId, for its chain and creator. */
export function collectionSummaryQueryOptions(id: number | undefined) {
  return queryOptions({
    queryKey: ['collections', 'summary', id],
    queryFn: ({ signal }) => api.get(`/collections/${id}`, collectionSummarySchema, { signal }),
    enabled: id !== undefined,
    retry: false,
  });
}
