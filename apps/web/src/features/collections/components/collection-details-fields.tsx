import { SimpleGrid, Stack, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaUpload, type UploadedMedia } from '../../uploads';
import { collectionDescriptionMax } from '../model/collection-form-schema';

type MediaField = 'logo' | 'featured' | 'banner';

/** The slice of a Mantine form these fields read and write; the collection, drop and other forms all fit it. */
export type CollectionDetailsForm = {
  values: { description: string; logo: UploadedMedia | null; banner: UploadedMedia | null; featured?: UploadedMedia | null };
  errors: Record<string, ReactNode>;
  getInputProps: (path: 'description') => GetInputPropsReturnType;
  setFieldValue: (path: MediaField, value: UploadedMedia | null) => void;
};

export type CollectionDetailsFieldsProps = {
  form: CollectionDetailsForm;
  /** The collection form also takes a featured image (docs/product.md "Create collection"). */
  withFeatured?: boolean;
  /** The form is being submitted or its deployment is under way: nothing can change. */
  locked?: boolean;
};

/**
 * A collection's description (with its length counter), logo, featured image and banner, as every form that makes a
 * collection asks for them (docs/product.md "Create collection", "Drops").
 */
export function CollectionDetailsFields({ form, withFeatured = false, locked = false }: CollectionDetailsFieldsProps) {
  const { t } = useTranslation('studio');
  const media = (field: MediaField) => (
    <MediaUpload
      kind={field}
      label={t(`collection_form.${field}`)}
      value={form.values[field] ?? null}
      onChange={(value) => form.setFieldValue(field, value)}
      error={form.errors[field] as string | undefined}
    />
  );
  return (
    <Stack gap="lg" data-collection-details>
      <Textarea
        label={t('collection_form.description')}
        placeholder={t('collection_form.description_placeholder')}
        autosize
        minRows={3}
        maxRows={8}
        description={`${form.values.description.length} / ${collectionDescriptionMax}`}
        disabled={locked}
        {...form.getInputProps('description')}
        data-field="description"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {media('logo')}
        {withFeatured ? media('featured') : media('banner')}
      </SimpleGrid>
      {withFeatured ? media('banner') : null}
    </Stack>
  );
}
