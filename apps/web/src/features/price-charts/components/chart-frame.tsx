import { Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import type { PriceChartProps } from './price-chart';

// The SVG chart is its own chunk, fetched when a page with a chart renders (docs/decisions/051-price-charts.md).
const PriceChart = lazy(() => import('./price-chart'));

export const chartHeight = 200;

export type ChartState =
  | { status: 'pending' }
  | { status: 'error'; message: string }
  | { status: 'empty'; text: string }
  | { status: 'ready'; chart: PriceChartProps; note?: string };

/** A titled card whose chart area keeps its height while loading, empty or failed, so nothing below moves. */
export function ChartFrame({
  title,
  controls,
  state,
  section,
}: {
  title: string;
  controls?: ReactNode;
  state: ChartState;
  section: string;
}) {
  const placeholder = <Skeleton height={chartHeight} />;
  return (
    <Card withBorder radius="lg" padding="md" data-section={section}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        {controls}
      </Group>
      <div style={{ minHeight: chartHeight }} data-chart-state={state.status}>
        {state.status === 'pending' ? (
          placeholder
        ) : state.status === 'error' ? (
          <Text c="red" size="sm">
            {state.message}
          </Text>
        ) : state.status === 'empty' ? (
          <Text c="dimmed" size="sm">
            {state.text}
          </Text>
        ) : (
          <Suspense fallback={placeholder}>
            <PriceChart {...state.chart} />
          </Suspense>
        )}
      </div>
      {state.status === 'ready' && state.note && (
        <Text size="xs" c="dimmed" mt="xs">
          {state.note}
        </Text>
      )}
    </Card>
  );
}
