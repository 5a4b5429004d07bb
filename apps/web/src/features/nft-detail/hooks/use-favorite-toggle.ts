import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { ensureAuthenticated } from '../../wallet';
import { walletSession } from '../../wallet';
import type { NftDetail } from '../api/nft-detail-schemas';
import { nftDetailQueryKeys, type NftKey } from '../api/nft-key';
import { setFavorite } from '../api/set-favorite';

/**
 * The heart: flips at once (optimistic), then settles on the server's count. Signing in runs first
 * when needed; a failure puts the previous state back.
 */
export function useFavoriteToggle(key: NftKey) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detailKey = nftDetailQueryKeys.detail(key);

  const mutation = useMutation({
    mutationFn: (favorited: boolean) => setFavorite(key, favorited),
    onMutate: async (favorited) => {
      await queryClient.cancelQueries({ queryKey: detailKey });
      const previous = queryClient.getQueriesData<NftDetail>({ queryKey: detailKey });
      queryClient.setQueriesData<NftDetail>({ queryKey: detailKey }, (nft) =>
        nft && nft.favorited !== favorited
          ? { ...nft, favorited, favoriteCount: Math.max(0, nft.favoriteCount + (favorited ? 1 : -1)) }
          : nft,
      );
      return { previous };
    },
    onError: (error, _favorited, context) => {
      for (const [queryKey, data] of context?.previous ?? []) queryClient.setQueryData(queryKey, data);
      // A 401 is announced by the API client (and sign-in restarts); anything else is said here.
      if (!isApiError(error) || error.status !== 401)
        toast.error({ message: error instanceof Error ? error.message : t('errors.operation_error') });
    },
    onSuccess: (state) => {
      queryClient.setQueriesData<NftDetail>({ queryKey: detailKey }, (nft) => nft && { ...nft, ...state });
    },
    onSettled: () => {
      // A sign-in run by this click puts the new viewer in the page's query key; that query was
      // still loading when onMutate cancelled it, and a cancelled first load stays pending (the
      // page would show its skeleton for good). Load it now, after the server has the answer.
      void queryClient.invalidateQueries({ queryKey: detailKey, predicate: (query) => query.state.data === undefined });
    },
  });

  return {
    pending: mutation.isPending,
    async toggle(next: boolean) {
      // Signed in: flip at once (a stale token answers 401 and the API client restarts sign-in).
      if (walletSession.get().status !== 'authenticated' && !(await ensureAuthenticated())) return;
      mutation.mutate(next);
    },
  };
}
