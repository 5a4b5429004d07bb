import { Badge } from '@mantine/core';
import type { BatchMigrationStatus } from '@nft/api-contract';
import { useTranslation } from 'react-i18next';
import { statusColor } from '../model/migration-status';

export function MigrationStatusBadge({ status }: { status: BatchMigrationStatus }) {
  const { t } = useTranslation('studio');
  return (
    <Badge color={statusColor[status]} variant="light" data-migration-status={status}>
      {t(`migration.statuses.${status}`)}
    </Badge>
  );
}
