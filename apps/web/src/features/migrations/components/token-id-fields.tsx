import { Button, FileButton, Group, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MigrationFormValues } from '../model/migration-form';
import { parseTokenIdList } from '../model/token-ids';

// A list file is text: a few hundred kilobytes hold the API's limit of ids many times over.
const maxListFileBytes = 1_000_000;

/** Spec section 3: the token id type, consecutive (from and to) or non-consecutive (a list, pasted or from a file). */
export function TokenIdFields({ form, maxTokens }: { form: UseFormReturnType<MigrationFormValues>; maxTokens: number }) {
  const { t } = useTranslation('studio');
  const { tokenIdType, tokenList } = form.values;
  const parsed = useMemo(() => parseTokenIdList(tokenList), [tokenList]);

  async function load(file: File | null) {
    if (!file) return;
    if (file.size > maxListFileBytes) {
      form.setFieldError('tokenList', t('validation.file_too_large'));
      return;
    }
    form.setFieldValue('tokenList', await file.text());
  }

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('migration.token_id_type')}
      </Text>
      <SegmentedControl
        w="fit-content"
        value={tokenIdType}
        onChange={(value) => form.setFieldValue('tokenIdType', value as MigrationFormValues['tokenIdType'])}
        data={[
          { value: 'consecutive', label: t('migration.consecutive') },
          { value: 'non_consecutive', label: t('migration.non_consecutive') },
        ]}
        data-field="tokenIdType"
      />
      {tokenIdType === 'consecutive' ? (
        <Group grow align="flex-start">
          <TextInput label={t('migration.range_from')} inputMode="numeric" {...form.getInputProps('rangeStart')} data-field="rangeStart" />
          <TextInput label={t('migration.range_to')} inputMode="numeric" {...form.getInputProps('rangeEnd')} data-field="rangeEnd" />
        </Group>
      ) : (
        <>
          <Textarea
            label={t('migration.list')}
            placeholder={t('migration.list_placeholder')}
            autosize
            minRows={3}
            maxRows={10}
            {...form.getInputProps('tokenList')}
            data-field="tokenList"
          />
          <Group justify="space-between">
            <FileButton onChange={(file) => void load(file)} accept=".txt,.csv,text/plain,text/csv">
              {(props) => (
                <Button variant="light" size="xs" {...props} data-upload-list>
                  {t('migration.list_upload')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed" data-list-count={parsed.ids.length}>
              {t('migration.list_count', { count: parsed.ids.length })}
              {parsed.duplicates > 0 ? ` · ${t('migration.list_duplicates', { count: parsed.duplicates })}` : ''}
            </Text>
          </Group>
        </>
      )}
      <Text size="xs" c="dimmed">
        {t('migration.limit_hint', { max: maxTokens })}
      </Text>
    </Stack>
  );
}
