import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { parseAllowlist } from '../model/allowlist-input';
import type { DropFormValues, FormToken } from '../model/drop-form';
import { DropArtwork } from './drop-artwork';
import { MintedProgress } from './minted-progress';

const when = (value: string, language: string) =>
  value === '' ? '—' : new Date(value).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

/** The mint page as it will look, from the form's values, before anything is sent. */
export function DropPreview({ values, token }: { values: DropFormValues; token: FormToken | undefined }) {
  const { t, i18n } = useTranslation('studio');
  const images = values.artwork.flatMap((item) => (item.media ? [item.media.url] : []));
  const allowlist = parseAllowlist(values.allowlistText).addresses.length;
  const price =
    values.price.trim() === '' || Number(values.price) === 0 ? t('drops.free') : `${values.price.trim()} ${token?.symbol ?? ''}`;
  return (
    <Card withBorder radius="lg" padding="lg" data-drop-preview>
      <Title order={2} size="h4" mb="md">
        {t('drops.create.preview_title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <DropArtwork
          name={values.name}
          imageUrl={values.logo?.url ?? null}
          previewImages={values.artworkKind === 'uploads' ? images : []}
        />
        <Stack gap="sm">
          <Title order={3}>{values.name}</Title>
          {values.description.trim() ? <Text size="sm">{values.description.trim()}</Text> : null}
          <div>
            <Text size="xs" c="dimmed">
              {t('drops.price')}
            </Text>
            <Text size="xl" fw={800} data-preview-price>
              {price}
            </Text>
          </div>
          <MintedProgress minted={0} supply={Number(values.supply) || 0} />
          <Text size="sm">{t('drops.per_wallet', { count: Number(values.perWalletLimit) || 0 })}</Text>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('drops.create.starts_at')}
            </Text>
            <Text size="sm">{when(values.startsAt, i18n.language)}</Text>
          </Group>
          {allowlist > 0 ? (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('drops.create.public_starts_at')}
              </Text>
              <Text size="sm">{when(values.publicStartsAt, i18n.language)}</Text>
              <Text size="sm" c="dimmed">
                ({t('drops.create.allowlist_count', { count: allowlist })})
              </Text>
            </Group>
          ) : null}
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('drops.create.ends_at')}
            </Text>
            <Text size="sm">{when(values.endsAt, i18n.language)}</Text>
          </Group>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
