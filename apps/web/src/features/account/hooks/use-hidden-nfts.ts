import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { useWalletSession } from '../../wallet';
import { getHiddenNfts, restoreNft } from '../api/hidden-nfts';
import type { NftKey } from '../../nft-detail';

/**
 * The Hidden list of the account page, asked for only when the signed-in wallet is the account's
 * own (the API would refuse anyone else, and it is nobody else's business).
 */
export function useHiddenNfts(address: string) {
  const session = useWalletSession();
  const own = session.status === 'authenticated' && session.address.toLowerCase() === address.toLowerCase();
  return useQuery({
    queryKey: ['accounts', address.toLowerCase(), 'hidden'],
    queryFn: ({ signal }) => getHiddenNfts(signal),
    enabled: own,
  });
}

/** Unhide: the NFT shows again, so the hidden list and the account's tabs are read again. */
export function useUnhideNft(address: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: NftKey) => restoreNft(key),
    onSuccess: async () => {
      toast.success({ message: t('account_page.hidden.unhidden') });
      await queryClient.invalidateQueries({ queryKey: ['accounts', address.toLowerCase()] });
    },
    onError: (error) => toast.error({ title: t('account_page.hidden.failed'), message: error.message }),
  });
}
