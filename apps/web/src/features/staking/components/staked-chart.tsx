import { Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

type Point = { at: string; totalStaked: string };

const height = 160;
const padding = { top: 14, right: 8, bottom: 20, left: 8 };

/**
 * Total staked over time as a step line in plain SVG (no chart library), drawn at the figure's measured width (a fixed
 * drawing sat in the middle of its card with its labels scaled): a baseline, the peak's gridline and value, and the
 * first and last times under the plot.
 */
export function StakedChart({ history, endsAt }: { history: Point[]; endsAt: string }) {
  const { t, i18n } = useTranslation();
  const { ref, width: measured } = useElementSize<HTMLDivElement>();
  if (history.length === 0) return <Text c="dimmed">{t('staking.chart_empty')}</Text>;
  const width = measured > 0 ? measured : 600;
  const plotWidth = Math.max(1, width - padding.left - padding.right);
  const plotHeight = height - padding.top - padding.bottom;
  const first = Date.parse(history[0]!.at);
  const last = Math.max(Math.min(Date.now(), Date.parse(endsAt)), Date.parse(history.at(-1)!.at), first + 1);
  const max = Math.max(1, ...history.map((p) => Number(p.totalStaked)));
  const x = (at: number) => padding.left + ((at - first) / (last - first)) * plotWidth;
  const y = (value: number) => padding.top + plotHeight - (value / max) * plotHeight;
  let path = `M ${padding.left} ${y(0)}`;
  for (const point of history) path += ` H ${x(Date.parse(point.at)).toFixed(1)} V ${y(Number(point.totalStaked)).toFixed(1)}`;
  path += ` H ${padding.left + plotWidth}`;
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const dimmed = 'var(--mantine-color-dimmed)';
  return (
    <div ref={ref}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        height={height}
        role="img"
        aria-label={t('staking.chart_title')}
        data-staked-chart
      >
        <line x1={padding.left} x2={padding.left + plotWidth} y1={y(max)} y2={y(max)} stroke="var(--mantine-color-default-border)" />
        <line x1={padding.left} x2={padding.left + plotWidth} y1={y(0)} y2={y(0)} stroke="var(--mantine-color-default-border)" />
        <path d={path} fill="none" stroke="var(--mantine-color-violet-6)" strokeWidth={2} />
        <text x={padding.left} y={y(max) - 4} fontSize={10} fill={dimmed} data-staked-chart-max>
          {max}
        </text>
        <text x={padding.left} y={height - 4} fontSize={10} fill={dimmed}>
          {format.format(first)}
        </text>
        <text x={padding.left + plotWidth} y={height - 4} fontSize={10} fill={dimmed} textAnchor="end">
          {format.format(last)}
        </text>
      </svg>
    </div>
  );
}
