import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NftDetail } from '../api/nft-detail-schemas';
import { AddressLink } from './address-link';

/** Every holder of an ERC-1155 with their copies (largest first), the viewer marked "You". */
export function OwnersPanel({ nft, viewer }: { nft: NftDetail; viewer: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="md" data-section="owners">
      <Title order={2} size="h5" mb="sm">
        {t('nft_detail.sections.owners')} ({nft.ownerCount})
      </Title>
      <Stack gap={6}>
        {nft.owners.map((owner) => (
          <Group key={owner.address} justify="space-between" data-owner={owner.address}>
            <AddressLink address={owner.address} viewer={viewer} />
            <Text size="sm" c="dimmed">
              {t('nft_detail.copies', { count: Number(owner.balance) })}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
