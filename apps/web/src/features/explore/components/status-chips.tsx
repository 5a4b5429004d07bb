import { Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NftStatus } from '../model/explore-options';

type StatusChipsProps = { statuses: readonly NftStatus[]; value: NftStatus[]; onChange: (value: NftStatus[]) => void; label?: string };

/** OpenSea's status chips (buy now, on auction, has offers, new); several widen the list. */
export function StatusChips({ statuses, value, onChange, label }: StatusChipsProps) {
  const { t } = useTranslation();
  return (
    <Chip.Group multiple value={value} onChange={(next) => onChange(next as NftStatus[])}>
      <Group gap={6} role={label ? 'group' : undefined} aria-label={label}>
        {statuses.map((status) => (
          <Chip key={status} value={status} size="xs" data-status-filter={status}>
            {t(`explore.filters.${status}`)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
