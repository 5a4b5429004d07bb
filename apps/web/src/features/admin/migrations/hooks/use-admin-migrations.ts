import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getAdminMigration, getAdminMigrations } from '../api/admin-migrations-api';

// An approved request imports in the background: the console reads its progress again this often while it runs.
const progressPollMs = 3000;
const running = (status: string) => status === 'approved' || status === 'importing';

/** The requests with one status (or all), newest first; under ['admin'] so every console action refreshes them. */
export function useAdminMigrations(status: string) {
  return useInfiniteQuery({
    queryKey: ['admin', 'batch-migrations', status],
    queryFn: ({ pageParam, signal }) => getAdminMigrations(status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((item) => running(item.status))) ? progressPollMs : false,
  });
}

export function useAdminMigration(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'batch-migration', id],
    queryFn: ({ signal }) => getAdminMigration(id!, signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && running(query.state.data.status) ? progressPollMs : false),
  });
}
