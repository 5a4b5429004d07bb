import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MediaUpload } from '../../uploads';
import type { DropFormValues } from '../model/drop-form';
import { dropLimits } from '../model/drop-form';

/** The artwork set: uploaded images (each with an optional token name) or a base URI the creator hosts. */
export function ArtworkEditor({ form, locked }: { form: UseFormReturnType<DropFormValues>; locked: boolean }) {
  const { t } = useTranslation('studio');
  const { values } = form;
  return (
    <Stack gap="sm" data-artwork-editor>
      <SegmentedControl
        value={values.artworkKind}
        onChange={(value) => form.setFieldValue('artworkKind', value as DropFormValues['artworkKind'])}
        data={(['uploads', 'baseUri'] as const).map((value) => ({ value, label: t(`drops.create.artwork_kind.${value}`) }))}
        disabled={locked}
        data-field="artworkKind"
      />
      {values.artworkKind === 'baseUri' ? (
        <TextInput
          label={t('drops.create.base_uri')}
          description={t('drops.create.base_uri_hint')}
          placeholder="ipfs://…/"
          disabled={locked}
          {...form.getInputProps('baseUri')}
          data-field="baseUri"
        />
      ) : (
        <>
          <Text size="xs" c="dimmed">
            {t('drops.create.artwork_hint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {values.artwork.map((item, index) => (
              <Stack key={index} gap={6} data-artwork-item={index}>
                <MediaUpload
                  kind="nft_media"
                  label={t('drops.create.artwork_item', { index: index + 1 })}
                  value={item.media}
                  onChange={(media) => form.setFieldValue(`artwork.${index}.media`, media)}
                  required
                />
                <Group gap="xs" wrap="nowrap" align="flex-end">
                  <TextInput
                    style={{ flex: 1 }}
                    label={t('drops.create.artwork_name')}
                    disabled={locked}
                    {...form.getInputProps(`artwork.${index}.name`)}
                    data-field="artworkName"
                  />
                  {values.artwork.length > 1 ? (
                    <Button variant="subtle" color="red" size="xs" disabled={locked} onClick={() => form.removeListItem('artwork', index)}>
                      {t('drops.create.remove_artwork')}
                    </Button>
                  ) : null}
                </Group>
              </Stack>
            ))}
          </SimpleGrid>
          {form.errors.artwork ? (
            <Text size="xs" c="red" data-field-error="artwork">
              {form.errors.artwork}
            </Text>
          ) : null}
          <Group>
            <Button
              variant="light"
              size="xs"
              disabled={locked || values.artwork.length >= dropLimits.maxArtworkItems}
              onClick={() => form.insertListItem('artwork', { media: null, name: '' })}
              data-add-artwork
            >
              {t('drops.create.add_artwork')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
