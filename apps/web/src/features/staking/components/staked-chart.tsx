import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Point = { at: string; totalStaked: string };

/** Total staked over time as a step line in plain SVG (no chart library). */
export function StakedChart({ history, endsAt }: { history: Point[]; endsAt: string }) {
  const { t } = useTranslation();
  if (history.length === 0) return <Text c="dimmed">{t('staking.chart_empty')}</Text>;
  const width = 600;
  const height = 160;
  const first = Date.parse(history[0]!.at);
  const last = Math.max(Math.min(Date.now(), Date.parse(endsAt)), Date.parse(history.at(-1)!.at), first + 1);
  const max = Math.max(1, ...history.map((p) => Number(p.totalStaked)));
  const x = (at: number) => ((at - first) / (last - first)) * width;
  const y = (value: number) => height - (value / max) * (height - 10);
  let path = `M 0 ${height}`;
  for (const point of history) {
    const px = x(Date.parse(point.at));
    path += ` H ${px.toFixed(1)} V ${y(Number(point.totalStaked)).toFixed(1)}`;
  }
  path += ` H ${width}`;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" height={height} role="img" aria-label={t('staking.chart_title')} data-staked-chart>
      <path d={path} fill="none" stroke="var(--mantine-color-violet-6)" strokeWidth={2} />
      <text x={4} y={12} fontSize={11} fill="currentColor">
        {max}
      </text>
    </svg>
  );
}
