import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DerivativeLike } from '@nft/api-contract';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { ensureAuthenticated, walletSession } from '../../wallet';
import { derivativesQueryOptions } from '../api/get-derivatives';
import type { HomeDerivative } from '../api/home-content-schemas';
import { homeQueryKeys } from '../api/home-query-keys';
import { likeDerivative } from '../api/like-derivative';
import { useDebouncedAction } from './use-debounced-action';

/** docs/product.md (spec section 9): like clicks are debounced by 1000 ms. */
export const likeDebounceMs = 1000;

const viewerOf = () => {
  const session = walletSession.get();
  return session.status === 'authenticated' ? session.address : '';
};

/**
 * The re-creation like (docs/product.md, "Re-creation likes"): a toggle on the server. Anonymous visitors are
 * asked to connect a wallet (and signed in when connected); the answer updates the card at once and the list
 * is then reloaded, so counts moved by others show too.
 */
export function useDerivativeLike() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: likeDerivative,
    // A list read still on its way (the one signing in started) was answered before this like: its answer must not
    // overwrite the like's, so it is cancelled; onSettled reads the list again.
    onMutate: () => queryClient.cancelQueries({ queryKey: homeQueryKeys.derivatives }),
    onSuccess: (state: DerivativeLike) => {
      queryClient.setQueriesData<HomeDerivative[]>({ queryKey: homeQueryKeys.derivatives }, (items) =>
        items?.map((item) => (item.id === state.id ? { ...item, liked: state.liked, likeCount: state.like_num } : item)),
      );
    },
    onError: (error) => {
      // A 401 is announced by the API client (and sign-in restarts); anything else is said here.
      if (!isApiError(error) || error.status !== 401)
        toast.error({ message: error instanceof Error ? error.message : t('errors.operation_error') });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: homeQueryKeys.derivatives }),
  });

  async function like(id: number) {
    if (walletSession.get().status !== 'authenticated') {
      if (!(await ensureAuthenticated())) return;
      // The click meant "like": an account that liked it in an earlier visit keeps its like.
      const items = await queryClient.fetchQuery(derivativesQueryOptions(viewerOf()));
      if (items.find((item) => item.id === id)?.liked) return;
    }
    mutation.mutate(id);
  }

  return {
    like: useDebouncedAction((id: number) => void like(id), likeDebounceMs),
    pendingId: mutation.isPending ? mutation.variables : undefined,
  };
}
