import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { contestLimits, emptyPrize, type ContestFormValues } from '../model/contest-form';

/** The prizes: name, amount per winner, token, how awarded (judges among finalists, or votes) and how many win it. */
export function PrizeFields({ form }: { form: UseFormReturnType<ContestFormValues> }) {
  const { t } = useTranslation('studio');
  const prizes = form.values.prizes;
  return (
    <Stack gap="xs" data-field="prizes">
      <Group justify="space-between">
        <Text fw={600}>{t('admin_contests.prizes')}</Text>
        <Button
          size="xs"
          variant="light"
          disabled={prizes.length >= contestLimits.prizes}
          onClick={() => form.insertListItem('prizes', emptyPrize())}
        >
          {t('admin_contests.add_prize')}
        </Button>
      </Group>
      {prizes.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('admin_contests.no_prizes')}
        </Text>
      )}
      {prizes.map((_, index) => (
        <Group key={index} align="flex-start" gap="xs" wrap="nowrap" data-prize-row={index}>
          <TextInput label={t('admin_contests.prize_name')} required style={{ flex: 2 }} {...form.getInputProps(`prizes.${index}.name`)} />
          <TextInput
            label={t('admin_contests.prize_amount')}
            required
            inputMode="decimal"
            style={{ flex: 1 }}
            {...form.getInputProps(`prizes.${index}.amount`)}
          />
          <TextInput
            label={t('admin_contests.prize_token')}
            required
            style={{ flex: 1 }}
            {...form.getInputProps(`prizes.${index}.token`)}
          />
          <NativeSelect
            label={t('admin_contests.prize_awarded_by')}
            style={{ flex: 2 }}
            data={[
              { value: 'judges', label: t('admin_contests.awarded_by.judges') },
              { value: 'votes', label: t('admin_contests.awarded_by.votes') },
            ]}
            {...form.getInputProps(`prizes.${index}.awardedBy`)}
          />
          <TextInput
            label={t('admin_contests.prize_winners')}
            inputMode="numeric"
            style={{ flex: 1 }}
            {...form.getInputProps(`prizes.${index}.winners`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            aria-label={t('admin_contests.remove_prize', { index: index + 1 })}
            onClick={() => form.removeListItem('prizes', index)}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {typeof form.errors.prizes === 'string' && (
        <Text c="red" size="sm">
          {form.errors.prizes}
        </Text>
      )}
    </Stack>
  );
}
