import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type SortSelectProps<S extends string> = {
  value: S;
  options: { value: S; label: string }[];
  onChange: (value: S) => void;
  /** Its width; a flexible one (`flex`) takes its share of a row. */
  width?: number | 'flex';
};

/**
 * The sort menu of an explore list: the browser's own select, not Mantine's combobox, whose positioning
 * library is the heaviest part of explore's first screen (docs/decisions/042-web-reads-answers-by-type.md).
 */
export function SortSelect<S extends string>({ value, options, onChange, width = 220 }: SortSelectProps<S>) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      value={value}
      data={options}
      onChange={(event) => onChange(event.currentTarget.value as S)}
      aria-label={t('explore.sort.label')}
      w={width === 'flex' ? undefined : width}
      style={width === 'flex' ? { flex: '1 1 140px', minWidth: 0 } : undefined}
      data-sort-select
    />
  );
}
