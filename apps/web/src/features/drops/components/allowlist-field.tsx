import { FileButton, Group, Button, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { parseAllowlist } from '../model/allowlist-input';
import type { DropFormValues } from '../model/drop-form';

/** The allowlist: pasted or loaded from a text or CSV file, with the count of distinct addresses. */
export function AllowlistField({ form, locked }: { form: UseFormReturnType<DropFormValues>; locked: boolean }) {
  const { t } = useTranslation('studio');
  const count = parseAllowlist(form.values.allowlistText).addresses.length;
  const load = async (file: File | null) => {
    if (file) form.setFieldValue('allowlistText', await file.text());
  };
  return (
    <div>
      <Textarea
        label={t('drops.create.allowlist')}
        description={t('drops.create.allowlist_hint')}
        autosize
        minRows={3}
        maxRows={10}
        ff="monospace"
        disabled={locked}
        {...form.getInputProps('allowlistText')}
        data-field="allowlistText"
      />
      <Group justify="space-between" mt={6}>
        <Text size="xs" c="dimmed" data-allowlist-count={count}>
          {t('drops.create.allowlist_count', { count })}
        </Text>
        <FileButton onChange={(file) => void load(file)} accept=".txt,.csv,text/plain,text/csv" disabled={locked}>
          {(props) => (
            <Button {...props} variant="subtle" size="xs">
              {t('drops.create.allowlist_file')}
            </Button>
          )}
        </FileButton>
      </Group>
    </div>
  );
}
