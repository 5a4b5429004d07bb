import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MigrationTokenSample } from '@nft/api-contract';
import { useTranslation } from 'react-i18next';

/**
 * A few of the requested tokens as the chain shows them: tokenURI, and the metadata's name and image URL read through
 * the API's safe fetcher. The image URL is shown as text: the page's CSP (decision 024) admits pictures only from the
 * media origin, and a metadata URL is any origin.
 */
export function TokenSamples({ samples }: { samples: MigrationTokenSample[] }) {
  const { t } = useTranslation();
  if (samples.length === 0) return <Text c="dimmed">{t('admin.migrations.no_samples')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-token-samples>
      {samples.map((sample) => (
        <Card key={sample.tokenId} withBorder padding="sm" data-sample={sample.tokenId}>
          <Stack gap={2}>
            <Text fw={700} size="sm">
              #{sample.tokenId} {sample.name ?? ''}
            </Text>
            <Text size="xs" style={{ wordBreak: 'break-all' }}>
              <Text span c="dimmed">
                {t('admin.migrations.token_uri')}:
              </Text>{' '}
              {sample.tokenUri ?? t('admin.migrations.unknown')}
            </Text>
            <Text size="xs" style={{ wordBreak: 'break-all' }}>
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
