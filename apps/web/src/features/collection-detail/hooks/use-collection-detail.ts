import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { collectionQueryKey, getCollection } from '../../../lib/collection-api';
import { getCollectionActivity, getCollectionAttributes } from '../api/collection-detail-api';

export function useCollection(id: string) {
  return useQuery({ queryKey: collectionQueryKey(id), queryFn: ({ signal }) => getCollection(id, signal) });
}

export function useCollectionAttributes(id: string) {
  return useQuery({ queryKey: ['collection', id, 'attributes'], queryFn: ({ signal }) => getCollectionAttributes(id, signal) });
}

export function useCollectionActivity(id: string) {
  return useInfiniteQuery({
    queryKey: ['collection', id, 'activity'],
    queryFn: ({ pageParam, signal }) => getCollectionActivity(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
