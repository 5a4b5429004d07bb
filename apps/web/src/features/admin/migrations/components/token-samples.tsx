import { Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MigrationTokenSample } from '@nft/api-contract';
import { useTranslation } from 'react-i18next';

/**
 * A few of the requested tokens as the chain shows them: tokenURI, and the metadata's name and image read through the
 * API's safe fetcher (docs/security.md row 9). The API stores the image and answers its URL on the media origin, the
 * only origin besides the app's that the page's CSP admits pictures from (decision 024).
 */
export function TokenSamples({ samples }: { samples: MigrationTokenSample[] }) {
  const { t } = useTranslation('studio');
  if (samples.length === 0) return <Text c="dimmed">{t('admin.migrations.no_samples')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-token-samples>
      {samples.map((sample) => (
        <Card key={sample.tokenId} withBorder padding="sm" data-sample={sample.tokenId}>
          <Stack gap={2}>
            <Group gap="xs" wrap="nowrap">
              {sample.imageUrl ? <Image src={sample.imageUrl} alt="" w={48} h={48} radius="sm" fit="cover" /> : null}
              <Text fw={700} size="sm">
                #{sample.tokenId} {sample.name ?? ''}
              </Text>
            </Group>
            <Text size="xs" style={{ wordBreak: 'break-all' }} lineClamp={2} title={sample.tokenUri ?? undefined}>
              <Text span c="dimmed">
                {t('admin.migrations.token_uri')}:
              </Text>{' '}
              {sample.tokenUri ?? t('admin.migrations.unknown')}
            </Text>
            <Text size="xs" style={{ wordBreak: 'break-all' }} lineClamp={1} title={sample.imageUrl ?? undefined}>
              <Text span c="dimmed">
                {t('admin.migrations.image')}:
              </Text>{' '}
              {sample.imageUrl ?? t('admin.migrations.unknown')}
            </Text>
            {sample.error ? (
              <Text size="xs" c="red">
                {sample.error}
              </Text>
            ) : null}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
