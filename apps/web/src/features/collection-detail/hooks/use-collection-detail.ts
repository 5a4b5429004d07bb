import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { collectionAttributesKey, collectionQueryKey, getCollection, getCollectionAttributes } from '../../../lib/collection-api';
import { getCollectionActivity, getCollectionHolders } from '../api/collection-detail-api';

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

/** How many of the largest holders the holders tab lists. */
export const topHolderCount = 50;

/** Who holds the collection's items (the holders tab), counted live by the API. */
export function useCollectionHolders(id: string) {
  return useQuery({
    queryKey: ['collection', id, 'holders'],
    queryFn: ({ signal }) => getCollectionHolders(id, topHolderCount, signal),
  });
}
