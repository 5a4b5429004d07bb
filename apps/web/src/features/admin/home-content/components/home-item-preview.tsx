import { Badge, Card, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HomeSection } from '@nft/api-contract';
import { sectionSpec, type HomeItemFormValues } from '../model/home-item-form';

/** The item as a visitor's card will show it: its first image, name and first paragraph, from the unsaved form. */
export function HomeItemPreview({ section, values }: { section: HomeSection; values: HomeItemFormValues }) {
  const { t } = useTranslation('studio');
  const spec = sectionSpec(section);
  const image = Object.keys(spec.images)
    .map((key) => values.images[key])
    .find((media) => media);
  const text = Object.entries(spec.fields)
    .filter(([, field]) => field.kind === 'multiline')
    .map(([key]) => values.fields[key]?.trim())
    .find(Boolean);
  const tag = section === 'topcollection' ? values.fields.tag?.trim() : undefined;
  return (
    <Stack gap={6} data-home-preview>
      <Text size="sm" fw={600}>
        {t('admin_home.preview')}
      </Text>
      <Card withBorder radius="lg" padding="md">
        <Card.Section>
          {image ? (
            <Image src={image.url} alt="" h={160} fit="cover" />
          ) : (
            <Stack h={160} justify="center" align="center" bg="gray.1">
              <Text size="xs" c="dimmed">
                {t('admin_home.no_image')}
              </Text>
            </Stack>
          )}
        </Card.Section>
        {tag && (
          <Badge mt="sm" variant="light">
            {tag}
          </Badge>
        )}
        <Title order={4} mt="sm" lineClamp={1}>
          {values.fields[spec.label]?.trim() || t('admin_home.untitled')}
        </Title>
        {text && (
          <Text size="sm" c="dimmed" mt={4} lineClamp={3}>
            {text}
          </Text>
        )}
      </Card>
    </Stack>
  );
}
