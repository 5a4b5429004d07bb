import { Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { formErrors, serverFieldErrors } from '../../collections';
import { keptMedia } from '../../collections';
import { MediaUpload } from '../../uploads';
import type { AccountProfile, ProfileBody } from '../api/profile-schemas';
import { profileDescriptionMax, profileFormSchema, profileNameLength, type ProfileFormValues } from '../model/profile-form-schema';
import { toProfileBody } from '../model/to-profile-body';

export type ProfileFormProps = {
  current: AccountProfile | undefined;
  submitting: boolean;
  onSubmit: (body: ProfileBody) => Promise<void>;
};

const mediaFields = { pictureMediaId: 'picture', coverMediaId: 'cover' };

/** /edit-account-info: name, picture, cover, bio and website, checked here and again by the API. */
export function ProfileForm({ current, submitting, onSubmit }: ProfileFormProps) {
  const { t } = useTranslation();
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: {
      name: current?.name ?? '',
      picture: keptMedia(current?.picture ?? null),
      cover: keptMedia(current?.cover ?? null),
      description: current?.description ?? '',
      website: current?.website ?? '',
    },
    validate: (values) => formErrors(profileFormSchema(t), values),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(toProfileBody(values, current));
    } catch (error) {
      if (isApiError(error) && error.code === 'validation_failed') {
        const errors = serverFieldErrors(error.details, mediaFields);
        if (Object.keys(errors).length > 0) {
          form.setErrors(errors);
          return;
        }
      }
      throw error;
    }
  });

  return (
    <form onSubmit={submit} noValidate data-profile-form>
      <Stack gap="lg">
        <TextInput
          label={t('profile_form.name')}
          placeholder={t('profile_form.name_placeholder')}
          description={t('validation.length', profileNameLength)}
          {...form.getInputProps('name')}
          data-field="name"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MediaUpload
            kind="profile_picture"
            label={t('profile_form.picture')}
            value={form.values.picture}
            onChange={(media) => form.setFieldValue('picture', media)}
            error={form.errors.picture as string | undefined}
          />
          <MediaUpload
            kind="profile_cover"
            label={t('profile_form.cover')}
            value={form.values.cover}
            onChange={(media) => form.setFieldValue('cover', media)}
            error={form.errors.cover as string | undefined}
          />
        </SimpleGrid>
        <Textarea
          label={t('profile_form.description')}
          placeholder={t('profile_form.description_placeholder')}
          autosize
          minRows={3}
          maxRows={8}
          description={`${form.values.description.length} / ${profileDescriptionMax}`}
          {...form.getInputProps('description')}
          data-field="description"
        />
        <TextInput label={t('profile_form.website')} placeholder="https://" {...form.getInputProps('website')} data-field="website" />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting} data-submit>
            {t('profile_form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
