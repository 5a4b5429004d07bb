import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ensureAuthenticated } from '../../wallet';
import { deleteNft } from '../api/delete-nft';
import type { NftDetail } from '../api/nft-detail-schemas';
import { nftDetailQueryKeys } from '../api/nft-key';
import { burnNft } from '../model/burn-nft';
import { viewerBalance } from '../model/viewer-holding';

/**
 * Delete as the spec has it: a platform token is burned from the wallet (the indexer then drops it
 * everywhere); a token of another contract is hidden from the marketplace by the API.
 */
export function useDeleteNft(nft: NftDetail, viewer: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [burning, setBurning] = useState(false);
  const key = { chain: nft.chain, contractAddress: nft.contractAddress, tokenId: nft.tokenId };

  const mutation = useMutation({
    mutationFn: async () => {
      if (nft.isPlatformToken) {
        setBurning(true);
        await burnNft(nft, viewerBalance(nft, viewer));
        return;
      }
      if (!(await ensureAuthenticated())) throw new Error(t('errors.please_connect_wallet'));
      await deleteNft(key);
    },
    onSuccess: async () => {
      toast.success({ message: t('nft_detail.delete.success') });
      await queryClient.invalidateQueries({ queryKey: nftDetailQueryKeys.all });
      await navigate(paths.account(viewer, 'collected'));
    },
    onError: (error) => toast.error({ title: t('nft_detail.delete.failed'), message: error.message }),
    onSettled: () => setBurning(false),
  });

  return { burning, pending: mutation.isPending, remove: mutation.mutate };
}
