import { useInfiniteQuery } from '@tanstack/react-query';
import { contestKeys, getContestEntries, type EntrySort } from '../api/contests-api';

/**
 * A contest's shown entries, sorted and searched on the server, page after page. While votes count (`live`), they
 * are read again every few seconds so the counts move as others vote.
 */
export function useContestEntries(id: number, sort: EntrySort, q: string, live: boolean) {
  const query = useInfiniteQuery({
    queryKey: contestKeys.entries(id, sort, q),
    queryFn: ({ signal, pageParam }) => getContestEntries(id, { sort, q, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: live ? 5_000 : false,
  });
  return { ...query, entries: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
