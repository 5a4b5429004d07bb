import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

const collectionSummarySchema = z.object({ id: z.number().int(), chain: z.string(), name: z.string(), creator: z.string(), contractAddress: z.string().nullable() });

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
