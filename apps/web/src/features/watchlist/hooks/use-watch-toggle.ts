import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CollectionListItem, Watchlist } from '@nft/api-contract';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { ensureAuthenticated, walletSession } from '../../wallet';
import { setWatching, watchlistQueryKeys } from '../api/watchlist-api';
import { toggledWatchlist } from '../model/toggle-watchlist';

/**
 * The star: flips at once (optimistic), then settles on the server's list. Signing in runs first when needed; a
 * refusal (a full watchlist, a collection gone) puts the previous state back and says why.
 */
export function useWatchToggle(collection: CollectionListItem) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: ({ watching }: { watching: boolean; address: string }) => setWatching(collection.id, watching),
    onMutate: async ({ watching, address }) => {
      const key = watchlistQueryKeys.of(address);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Watchlist>(key);
      if (previous) queryClient.setQueryData(key, toggledWatchlist(previous, collection, watching, new Date()));
      return { previous, key };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(context.key, context.previous);
      // A 401 is announced by the API client (and sign-in restarts); anything else is said here.
      if (!isApiError(error) || error.status !== 401)
        toast.error({ message: error instanceof Error ? error.message : t('errors.operation_error') });
    },
    onSettled: (_data, _error, { address }) => queryClient.invalidateQueries({ queryKey: watchlistQueryKeys.of(address) }),
  });

  return {
    pending: mutation.isPending,
    async toggle(watching: boolean) {
      if (walletSession.get().status !== 'authenticated' && !(await ensureAuthenticated())) return;
      const session = walletSession.get();
      if (session.status !== 'authenticated') return;
      mutation.mutate({ watching, address: session.address });
    },
  };
}
