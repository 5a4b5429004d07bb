import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { getAdminCollections, getAdminReports, getAuditLog, getHiddenItems } from '../api/admin-api';

const nextPageParam = (page: { nextCursor: string | null }) => page.nextCursor ?? undefined;

/** Every console list sits under ['admin'], so one action refreshes them all (verified, hidden, reports, audit log). */
/** The console's collection search; the rows of the last search stay on screen while the next one loads (as explore's). */
export function useAdminCollections(q: string) {
  return useInfiniteQuery({
    queryKey: ['admin', 'collections', q],
    queryFn: ({ pageParam, signal }) => getAdminCollections(q, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPageParam,
    placeholderData: keepPreviousData,
  });
}

export function useAdminReports(status: string) {
  return useInfiniteQuery({
    queryKey: ['admin', 'reports', status],
    queryFn: ({ pageParam, signal }) => getAdminReports(status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPageParam,
  });
}

export function useHiddenItems(kind: 'nft' | 'collection') {
  return useInfiniteQuery({
    queryKey: ['admin', 'hidden', kind],
    queryFn: ({ pageParam, signal }) => getHiddenItems(kind, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPageParam,
  });
}

export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit'],
    queryFn: ({ pageParam, signal }) => getAuditLog(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPageParam,
  });
}

/** A console action: on success every console list (and the public pages' caches) reload; failures show the API's message. */
export function useAdminAction<Input>(action: (input: Input) => Promise<unknown>, onDone?: () => void) {
  const { t } = useTranslation('studio');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async () => {
      toast.success({ message: t('admin.saved') });
      onDone?.();
      await queryClient.invalidateQueries();
    },
    onError: (error) => toast.error({ message: error.message }),
  });
}
