import { Anchor, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { MyCollection } from '../api/migrations-api';
import type { MigrationFormValues } from '../model/migration-form';

type TargetCollectionFieldsProps = {
  form: UseFormReturnType<MigrationFormValues>;
  collections: MyCollection[];
  loading: boolean;
};

/** The collection the NFTs go to: one of the applicant's on the chosen chain, or a new one made on submission. */
export function TargetCollectionFields({ form, collections, loading }: TargetCollectionFieldsProps) {
  const { t } = useTranslation('studio');
  const mode = form.values.collectionMode;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('migration.collection')}
      </Text>
      <SegmentedControl
        w="fit-content"
        value={mode}
        onChange={(value) => form.setFieldValue('collectionMode', value as MigrationFormValues['collectionMode'])}
        data={[
          { value: 'existing', label: t('migration.collection_existing') },
          { value: 'new', label: t('migration.collection_new') },
        ]}
        data-field="collectionMode"
      />
      {mode === 'existing' ? (
        <Select
          label={t('migration.collection_pick')}
          placeholder={loading ? t('migration.loading_collections') : undefined}
          data={collections.map((collection) => ({ value: String(collection.id), label: collection.name }))}
          nothingFoundMessage={t('migration.no_collections')}
          searchable
          {...form.getInputProps('collectionId')}
          description={
            !loading && collections.length === 0 ? (
              <Anchor component="button" type="button" size="xs" onClick={() => form.setFieldValue('collectionMode', 'new')}>
                {t('migration.no_collections')}
              </Anchor>
            ) : undefined
          }
          data-field="collectionId"
        />
      ) : (
        <TextInput
          label={t('migration.new_collection_name')}
          description={t('migration.new_collection_hint')}
          {...form.getInputProps('newCollectionName')}
          data-field="newCollectionName"
        />
      )}
    </Stack>
  );
}
