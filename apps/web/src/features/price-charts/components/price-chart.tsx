import { Table, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId } from 'react';
import { linearScale, timeScale } from '../model/chart-series';

export type ChartRow = {
  time: number;
  bar?: number;
  line: number | null;
  /** A value that holds until the next row's (the listing floor), drawn as dashed steps. */
  step?: number | null;
  label?: string;
};

export type PriceChartProps = {
  rows: ChartRow[];
  /** The chart's name, also the table's caption for screen readers. */
  title: string;
  height: number;
  formatTime: (time: number) => string;
  formatValue: (value: number) => string;
  columns: { time: string; bar?: string; line: string; step?: string };
};

// Drawn in the figure's own pixels (measured), so the labels keep their shape at every width: a fixed 640-wide
// drawing stretched to fit widened the text on a desktop and squeezed it on a phone, and cut the longer axis labels.
const fallbackWidth = 640;
const padding = { top: 8, right: 8, bottom: 20 };
// The axis labels are 10 px text: about 6 px a character, and a little room before the plot.
const labelRoom = (labels: string[]) => Math.ceil(Math.max(4, ...labels.map((label) => label.length)) * 6.2) + 8;

/**
 * A bar (volume) and line (price) chart drawn as plain SVG, loaded lazily below the fold
 * (docs/decisions/051-price-charts.md). The picture is hidden from assistive technology; the same
 * numbers are in a visually hidden table.
 */
export default function PriceChart({ rows, title, height, formatTime, formatValue, columns }: PriceChartProps) {
  const clipId = useId();
  const { ref, width: measured } = useElementSize<HTMLElement>();
  const width = measured > 0 ? measured : fallbackWidth;
  const plotHeight = height - padding.top - padding.bottom;
  const values = rows.flatMap((row) => [row.bar ?? 0, row.line ?? 0, row.step ?? 0]);
  const scale = linearScale(values, plotHeight);
  const left = labelRoom(scale.ticks.map(formatValue));
  const plotWidth = Math.max(1, width - left - padding.right);
  const first = rows[0]?.time ?? 0;
  const last = rows.at(-1)?.time ?? 0;
  const x = timeScale(first, last, plotWidth);
  const barWidth = Math.max(1, Math.min(24, (plotWidth / Math.max(1, rows.length)) * 0.7));
  const priced = rows.filter((row) => row.line !== null);
  const path = priced.map((row, i) => `${i === 0 ? 'M' : 'L'}${x(row.time).toFixed(1)},${scale.y(row.line!).toFixed(1)}`).join(' ');
  const steps = stepPath(rows, x, scale.y);
  // The latest floor is marked, so a floor that began today shows at the right edge as more than a short dash.
  const lastStep = rows.findLast((row) => row.step !== null && row.step !== undefined);
  return (
    <figure ref={ref} style={{ margin: 0 }} data-price-chart>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" height={height} aria-hidden="true" focusable="false">
        <clipPath id={clipId}>
          <rect x={0} y={0} width={plotWidth} height={plotHeight} />
        </clipPath>
        <g transform={`translate(${left},${padding.top})`}>
          {scale.ticks.map((tick) => (
            <g key={tick}>
              <line x1={0} x2={plotWidth} y1={scale.y(tick)} y2={scale.y(tick)} stroke="var(--mantine-color-default-border)" />
              <text x={-6} y={scale.y(tick)} dy="0.32em" textAnchor="end" fontSize={10} fill="var(--mantine-color-dimmed)">
                {formatValue(tick)}
              </text>
            </g>
          ))}
          <g clipPath={`url(#${clipId})`}>
            {rows.map((row, i) =>
              row.bar ? (
                <rect
                  key={`${row.time}-${i}`}
                  x={x(row.time) - barWidth / 2}
                  y={scale.y(row.bar)}
                  width={barWidth}
                  height={plotHeight - scale.y(row.bar)}
                  fill="var(--mantine-color-blue-2)"
                />
              ) : null,
            )}
            {steps && (
              <path d={steps} fill="none" stroke="var(--mantine-color-orange-8)" strokeWidth={2} strokeDasharray="5 3" data-floor-steps />
            )}
          </g>
          {lastStep && (
            <circle cx={x(lastStep.time)} cy={scale.y(lastStep.step!)} r={3} fill="var(--mantine-color-orange-8)" data-floor-now />
          )}
          {priced.length > 1 && <path d={path} fill="none" stroke="var(--mantine-color-blue-7)" strokeWidth={2} />}
          {priced.map((row, i) => (
            <circle key={`${row.time}-${i}`} cx={x(row.time)} cy={scale.y(row.line!)} r={3} fill="var(--mantine-color-blue-7)" />
          ))}
          {/* One moment (a single sale) is named once, under its point, not at both ends of the axis. */}
          {first === last ? (
            <text x={x(first)} y={plotHeight + 14} fontSize={10} textAnchor="middle" fill="var(--mantine-color-dimmed)" data-axis-time>
              {formatTime(first)}
            </text>
          ) : (
            <>
              <text x={0} y={plotHeight + 14} fontSize={10} fill="var(--mantine-color-dimmed)" data-axis-time>
                {formatTime(first)}
              </text>
              <text x={plotWidth} y={plotHeight + 14} fontSize={10} textAnchor="end" fill="var(--mantine-color-dimmed)" data-axis-time>
                {formatTime(last)}
              </text>
            </>
          )}
        </g>
      </svg>
      <VisuallyHidden>
        <Table data-price-table>
          <caption>{title}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{columns.time}</Table.Th>
              {columns.bar !== undefined && <Table.Th scope="col">{columns.bar}</Table.Th>}
              <Table.Th scope="col">{columns.line}</Table.Th>
              {columns.step !== undefined && <Table.Th scope="col">{columns.step}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows
              .filter((row) => row.line !== null || row.bar || (row.step ?? null) !== null)
              .map((row, i) => (
                <Table.Tr key={`${row.time}-${i}`}>
                  <Table.Th scope="row">{formatTime(row.time)}</Table.Th>
                  {columns.bar !== undefined && <Table.Td>{formatValue(row.bar ?? 0)}</Table.Td>}
                  <Table.Td>{row.label ?? (row.line === null ? '' : formatValue(row.line))}</Table.Td>
                  {columns.step !== undefined && <Table.Td>{row.step == null ? '' : formatValue(row.step)}</Table.Td>}
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </figure>
  );
}

/**
 * Dashed steps through the rows' `step` values, each level centred on its row like a bar (from halfway to the row
 * before to halfway to the row after; the first and last stop at their own), joined up or down; a row without one
 * (nothing on sale) breaks the line. Undefined when no row has a value.
 */
function stepPath(rows: ChartRow[], x: (time: number) => number, y: (value: number) => number): string | undefined {
  const parts: string[] = [];
  let drawing = false;
  rows.forEach((row, i) => {
    if (row.step === null || row.step === undefined) {
      drawing = false;
      return;
    }
    const here = x(row.time);
    const from = i === 0 ? here : (x(rows[i - 1]!.time) + here) / 2;
    const to = i === rows.length - 1 ? here : (here + x(rows[i + 1]!.time)) / 2;
    const level = y(row.step).toFixed(1);
    parts.push(`${drawing ? 'V' : `M${from.toFixed(1)},`}${level} H${to.toFixed(1)}`);
    drawing = true;
  });
  return parts.length > 0 ? parts.join(' ') : undefined;
}
