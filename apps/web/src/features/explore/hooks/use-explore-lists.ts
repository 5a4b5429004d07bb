import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getCollections, getNfts } from '../api/get-explore-lists';

// The query text is the cache key: the same filters (from a copied link or the back button) hit
// the cache, and a new filter starts a new list while the old one stays on screen.
export function useNftList(query: URLSearchParams) {
  const key = query.toString();
  return useInfiniteQuery({
    queryKey: ['explore', 'nfts', key],
    queryFn: ({ pageParam, signal }) => getNfts(new URLSearchParams(key), pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useCollectionList(query: URLSearchParams) {
  const key = query.toString();
  return useInfiniteQuery({
    queryKey: ['explore', 'collections', key],
    queryFn: ({ pageParam, signal }) => getCollections(new URLSearchParams(key), pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
