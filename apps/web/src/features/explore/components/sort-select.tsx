import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type SortSelectProps<S extends string> = { value: S; options: { value: S; label: string }[]; onChange: (value: S) => void };

/** The sort menu of an explore list. */
export function SortSelect<S extends string>({ value, options, onChange }: SortSelectProps<S>) {
  const { t } = useTranslation();
  return (
    <Select
      value={value}
      data={options}
      onChange={(next) => next && onChange(next as S)}
      allowDeselect={false}
      aria-label={t('explore.sort.label')}
      w={220}
      data-sort-select
      comboboxProps={{ withinPortal: true }}
    />
  );
}
