import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import type { NftKey } from '../api/nft-key';
import { refreshNft } from '../api/refresh-nft';

/** Queues a metadata refresh; the spec's answer is "check back in about a minute". */
export function useRefreshMetadata(key: NftKey) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () => refreshNft(key),
    onSuccess: () => toast.info({ message: t('messages.refresh_queued') }),
    onError: (error) => toast.error({ title: t('errors.refresh_failed'), message: error.message }),
  });
}
