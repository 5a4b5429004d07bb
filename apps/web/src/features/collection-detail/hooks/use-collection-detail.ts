import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { collectionAttributesKey, collectionQueryKey, getCollection, getCollectionAttributes } from '../../../lib/collection-api';
import { getCollectionActivity } from '../api/collection-detail-api';

export function useCollection(id: string) {
  return useQuery({ queryKey: collectionQueryKey(id), queryFn: ({ signal }) => getCollection(id, signal) });
}

export function useCollectionAttributes(id: string) {
  return useQuery({ queryKey: collectionAttributesKey(id), queryFn: ({ signal }) => getCollectionAttributes(id, signal) });
}

/** The collection's activity, narrowed to `kind` (the API's comma-separated kinds) when given. */
export function useCollectionActivity(id: string, kind?: string) {
  return useInfiniteQuery({
    queryKey: ['collection', id, 'activity', kind ?? 'all'],
    queryFn: ({ pageParam, signal }) => getCollectionActivity(id, kind, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
