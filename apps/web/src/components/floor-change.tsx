import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { floorChange } from '../lib/price/floor-change';

/**
 * A floor's move over 24 hours ("+5% 24h"), as OpenSea's and Magic Eden's collection headers and rankings show it:
 * green up, red down; nothing when either floor is missing.
 */
export function FloorChange({
  now,
  dayAgo,
  fallback = null,
  withPeriod = true,
  ...text
}: {
  now: string | null;
  dayAgo: string | null;
  /** Shown when there is no change to tell (a table cell's dash). */
  fallback?: ReactNode;
  /** "+5% 24h", or "+5%" under a column that names the period. */
  withPeriod?: boolean;
} & TextProps) {
  const { t, i18n } = useTranslation();
  const change = floorChange(now, dayAgo);
  if (change === null) return fallback;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  return (
    <Text size="sm" fw={600} {...text} c={change > 0 ? 'teal.8' : change < 0 ? 'red.8' : 'dimmed'} span data-floor-change={change}>
      {withPeriod ? t('explore.stats.floor_change', { change: percent.format(change) }) : percent.format(change)}
    </Text>
  );
}
