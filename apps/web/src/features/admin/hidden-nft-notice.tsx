import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useWalletSession } from '../wallet';
import { getNftModeration } from './api/admin-api';

type HiddenNftNoticeProps = { chain: string; contractAddress: string; tokenId: string };

/**
 * On the page of an NFT the public cannot see: tells its signed-in holder that the operators hid it, and why
 * (docs/product.md "Operator console"). Shows nothing to anyone else (the API answers them not_found).
 * A top-level entry of the admin feature, so the NFT page does not load the console.
 */
export function HiddenNftNotice({ chain, contractAddress, tokenId }: HiddenNftNoticeProps) {
  const { t } = useTranslation();
  const session = useWalletSession();
  const token = session.status === 'authenticated' ? session.token : undefined;
  const moderation = useQuery({
    queryKey: ['nft-moderation', chain, contractAddress, tokenId, token],
    queryFn: ({ signal }) => getNftModeration(chain, contractAddress, tokenId, signal),
    enabled: token !== undefined,
    retry: false,
  });
  if (!moderation.data) return null;
  const { scope, reason } = moderation.data;
  return (
    <Alert
      color="red"
      mt="md"
      title={t(scope === 'nft' ? 'moderation.hidden_notice.nft' : 'moderation.hidden_notice.collection')}
      data-testid="nft-hidden-notice"
    >
      {reason && <Text size="sm">{t('moderation.hidden_notice.reason', { reason })}</Text>}
    </Alert>
  );
}
