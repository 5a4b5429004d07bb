import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { getNftDetail } from '../api/get-nft-detail';
import type { NftDetail } from '../api/nft-detail-schemas';
import { nftDetailQueryKeys } from '../api/nft-key';
import { transferNft } from '../model/transfer-nft';
import { viewerBalance } from '../model/viewer-holding';
import { waitForIndexer } from '../model/wait-for-indexer';

export type TransferStep = 'idle' | 'wallet' | 'indexer';

/**
 * Transfer from the wallet, then wait until the marketplace shows the recipient's balance, so the
 * page the user returns to already names the new owner.
 */
export function useTransferNft(nft: NftDetail, onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<TransferStep>('idle');
  const key = { chain: nft.chain, contractAddress: nft.contractAddress, tokenId: nft.tokenId };

  const mutation = useMutation({
    mutationFn: async ({ from, to, quantity }: { from: string; to: string; quantity: bigint }) => {
      setStep('wallet');
      await transferNft({ nft, from, to, quantity });
      setStep('indexer');
      const expected = viewerBalance(nft, to) + quantity;
      const seen = await waitForIndexer(
        () => getNftDetail(key),
        (fresh: NftDetail) => viewerBalance(fresh, to) >= expected,
      );
      return { seen: seen !== undefined };
    },
    onSuccess: ({ seen }) => {
      toast.success({ message: seen ? t('nft_detail.transfer.success') : t('nft_detail.transfer.slow') });
      onDone();
    },
    onError: (error) => toast.error({ title: t('errors.send_failed'), message: error.message }),
    onSettled: async () => {
      setStep('idle');
      await queryClient.invalidateQueries({ queryKey: nftDetailQueryKeys.all });
    },
  });

  return { step, pending: mutation.isPending, transfer: mutation.mutate };
}
