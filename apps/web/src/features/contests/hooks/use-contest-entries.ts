import { useInfiniteQuery } from '@tanstack/react-query';
import { contestKeys, getContestEntries, type EntrySort } from '../api/contests-api';

/** A contest's shown entries, sorted and searched on the server, page after page. */
export function useContestEntries(id: number, sort: EntrySort, q: string) {
  const query = useInfiniteQuery({
    queryKey: contestKeys.entries(id, sort, q),
    queryFn: ({ signal, pageParam }) => getContestEntries(id, { sort, q, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  return { ...query, entries: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
