import { Alert, Button, Group, Modal, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { AdminHomeItem, HomeItemBody, HomeSection } from '@nft/api-contract';
import { isApiError } from '../../../../lib/api-error';
import { MediaUpload } from '../../../uploads';
import {
  initialValues,
  sectionSpec,
  serverErrors,
  toHomeItemBody,
  validateHomeItem,
  type HomeItemFormValues,
} from '../model/home-item-form';
import { HomeItemPreview } from './home-item-preview';

type Props = {
  section: HomeSection;
  /** The item edited, or null for a new one. */
  item: AdminHomeItem | null;
  saving: boolean;
  onSave: (body: HomeItemBody) => Promise<void>;
  onClose: () => void;
};

type FieldLabel = `admin_home.fields.${'title'}`;
type ImageLabel = `admin_home.images.${'pictureMediaId'}`;

/** Create or edit one home item: its section's fields and images, visibility and schedule, with a live preview. */
export function HomeItemEditor({ section, item, saving, onSave, onClose }: Props) {
  const { t } = useTranslation('studio');
  const spec = sectionSpec(section);
  const form = useForm<HomeItemFormValues>({
    mode: 'controlled',
    initialValues: initialValues(section, item),
    validate: (values) =>
      Object.fromEntries(Object.entries(validateHomeItem(section, values)).map(([path, rule]) => [path, t(`admin_home.errors.${rule}`)])),
  });
  const label = (key: string) => t(`admin_home.fields.${key}` as FieldLabel);

  const submit = form.onSubmit(async (values) => {
    try {
      await onSave(toHomeItemBody(section, values, item));
    } catch (error) {
      const errors = isApiError(error) && error.code === 'validation_failed' ? serverErrors(section, error.details) : {};
      if (Object.keys(errors).length > 0) form.setErrors(errors);
      else form.setErrors({ form: isApiError(error) ? error.message : t('admin_home.save_failed') });
    }
  });

  return (
    <Modal opened onClose={onClose} size="xl" title={t(item ? 'admin_home.edit_title' : 'admin_home.add_title')}>
      <form onSubmit={submit} noValidate data-home-item-form>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm">
            {Object.entries(spec.fields).map(([key, field]) =>
              field.kind === 'multiline' ? (
                <Textarea
                  key={key}
                  label={label(key)}
                  autosize
                  minRows={2}
                  maxRows={6}
                  {...form.getInputProps(`fields.${key}`)}
                  data-field={key}
                />
              ) : (
                <TextInput
                  key={key}
                  label={label(key)}
                  required={'required' in field && field.required}
                  placeholder={field.kind === 'link' ? 'https://' : field.kind === 'address' ? '0x…' : undefined}
                  inputMode={field.kind === 'collection' ? 'numeric' : undefined}
                  {...form.getInputProps(`fields.${key}`)}
                  data-field={key}
                />
              ),
            )}
            {Object.entries(spec.images).map(([key, kind]) => (
              <MediaUpload
                key={key}
                kind={kind}
                label={t(`admin_home.images.${key}` as ImageLabel)}
                value={form.values.images[key] ?? null}
                onChange={(media) => form.setFieldValue(`images.${key}`, media)}
                error={form.errors[`images.${key}`] as string | undefined}
              />
            ))}
          </Stack>
          <Stack gap="sm">
            <Switch label={t('admin_home.visible')} {...form.getInputProps('visible', { type: 'checkbox' })} data-field="visible" />
            <TextInput type="datetime-local" label={t('admin_home.show_from')} {...form.getInputProps('showFrom')} data-field="showFrom" />
            <TextInput
              type="datetime-local"
              label={t('admin_home.show_until')}
              description={t('admin_home.schedule_hint')}
              {...form.getInputProps('showUntil')}
              data-field="showUntil"
            />
            <HomeItemPreview section={section} values={form.values} />
          </Stack>
        </SimpleGrid>
        {form.errors.form && (
          <Alert color="red" mt="md" role="alert">
            {form.errors.form}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('admin_home.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-submit>
            {t('admin_home.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
