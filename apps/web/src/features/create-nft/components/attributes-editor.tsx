import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { CreateNftFormValues } from '../model/create-nft-form-schema';

type Form = UseFormReturnType<CreateNftFormValues>;

/** Properties (type/value), levels and stats (current below total), each a list of rows. */
export function AttributesEditor({ form }: { form: Form }) {
  const { t } = useTranslation('studio');
  return (
    <Stack gap="md" data-attributes-editor>
      <Text fw={600}>{t('create_nft.attributes')}</Text>
      <AttributeList form={form} kind="traits" />
      <AttributeList form={form} kind="levels" />
      <AttributeList form={form} kind="stats" />
    </Stack>
  );
}

function AttributeList({ form, kind }: { form: Form; kind: 'traits' | 'levels' | 'stats' }) {
  const { t } = useTranslation('studio');
  const rows = form.values[kind];
  const add = () => form.insertListItem(kind, kind === 'traits' ? { type: '', value: '' } : { type: '', value: '', max: '' });
  return (
    <Stack gap="xs" data-attribute-kind={kind}>
      <Group justify="space-between">
        <div>
          <Text size="sm" fw={500}>
            {t(`create_nft.${kind}`)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`create_nft.${kind}_hint`)}
          </Text>
        </div>
        <Button size="xs" variant="light" onClick={add} data-add-attribute={kind}>
          {t('create_nft.add')}
        </Button>
      </Group>
      {rows.map((_row, index) => (
        <Group key={index} align="flex-start" gap="xs" wrap="nowrap" data-attribute-row={`${kind}.${index}`}>
          <TextInput
            aria-label={t('create_nft.attribute_type')}
            placeholder={t('create_nft.attribute_type')}
            style={{ flex: 1 }}
            {...form.getInputProps(`${kind}.${index}.type`)}
            data-field="type"
          />
          {kind === 'traits' ? (
            <TextInput
              aria-label={t('create_nft.attribute_value')}
              placeholder={t('create_nft.attribute_value')}
              style={{ flex: 1 }}
              {...form.getInputProps(`${kind}.${index}.value`)}
              data-field="value"
            />
          ) : (
            <>
              <NumberInput
                aria-label={t('create_nft.attribute_current')}
                placeholder={t('create_nft.attribute_current')}
                min={0}
                style={{ flex: 1 }}
                {...form.getInputProps(`${kind}.${index}.value`)}
                data-field="value"
              />
              <NumberInput
                aria-label={t('create_nft.attribute_total')}
                placeholder={t('create_nft.attribute_total')}
                min={1}
                style={{ flex: 1 }}
                {...form.getInputProps(`${kind}.${index}.max`)}
                data-field="max"
              />
            </>
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            mt={6}
            aria-label={t('create_nft.remove')}
            onClick={() => form.removeListItem(kind, index)}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
