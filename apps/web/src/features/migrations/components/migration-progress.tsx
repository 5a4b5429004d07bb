import { Progress, Stack, Text } from '@mantine/core';
import type { MigrationProgress as Progressed } from '@nft/api-contract';
import { useTranslation } from 'react-i18next';
import { importPercent } from '../model/migration-status';

type MigrationProgressProps = {
  progress: Progressed;
  errors: { tokenId: string; error: string }[];
  /** How many per-token errors to list (the rest are counted). */
  showErrors?: number;
};

/** Import progress of an approved request: tokens imported of the total, and the tokens that failed with why. */
export function MigrationProgress({ progress, errors, showErrors = 5 }: MigrationProgressProps) {
  const { t } = useTranslation('studio');
  return (
    <Stack gap={4} data-migration-progress data-imported={progress.imported} data-total={progress.total} data-failed={progress.failed}>
      <Progress value={importPercent(progress)} size="sm" aria-label={t('migration.progress.label')} />
      <Text size="xs" c="dimmed">
        {t('migration.progress.imported', { imported: progress.imported, total: progress.total })}
        {progress.failed > 0 ? ` · ${t('migration.progress.failed', { count: progress.failed })}` : ''}
      </Text>
      {errors.slice(0, showErrors).map((entry) => (
        <Text key={entry.tokenId} size="xs" c="red" data-token-error={entry.tokenId}>
          #{entry.tokenId}: {entry.error}
        </Text>
      ))}
    </Stack>
  );
}
