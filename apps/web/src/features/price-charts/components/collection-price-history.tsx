import { SegmentedControl } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PriceHistoryInterval, PriceHistoryRange } from '@nft/api-contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChainRegistry } from '../../../lib/chain-registry/use-chain-registry';
import { currencyOf } from '../../../lib/price/currency-of';
import { getCollectionHistory } from '../api/price-history-api';
import { fillBuckets, hasHistory } from '../model/collection-series';
import { ChartFrame, type ChartState } from './chart-frame';
import { timeFormat, valueFormat } from './chart-formats';

const ranges: PriceHistoryRange[] = ['7d', '30d', 'all'];

/**
 * Volume (bars), lowest sale (line) and listing floor (dashed steps) of a collection per UTC day (per hour over a
 * week), in its payment currency.
 */
export function CollectionPriceHistory({ collectionId, chain }: { collectionId: string; chain: string }) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<PriceHistoryRange>('30d');
  // A week in hours (169 buckets), longer ranges in days, as marketplaces chart a short range finer.
  const interval: PriceHistoryInterval = range === '7d' ? 'hour' : 'day';
  const history = useQuery({
    queryKey: ['collection', collectionId, 'history', interval, range],
    queryFn: ({ signal }) => getCollectionHistory(collectionId, interval, range, signal),
  });
  const registry = useChainRegistry();
  const currency =
    history.data &&
    currencyOf(
      registry.data?.chains.find((entry) => entry.symbol === chain),
      history.data.currency,
    );
  const title = t('price_chart.collection_title');
  let state: ChartState;
  if (history.isError) state = { status: 'error', message: history.error.message };
  else if (!history.data || registry.isPending) state = { status: 'pending' };
  else if (!hasHistory(history.data) || !currency) state = { status: 'empty', text: t('price_chart.no_sales') };
  else {
    const points = fillBuckets(history.data, currency.decimals, Date.now());
    const hourly = history.data.interval === 'hour';
    state = {
      status: 'ready',
      note: t(hourly ? 'price_chart.collection_note_hour' : 'price_chart.collection_note', { symbol: currency.symbol }),
      chart: {
        title: t(hourly ? 'price_chart.collection_caption_hour' : 'price_chart.collection_caption', { symbol: currency.symbol }),
        height: 200,
        rows: points.map((point) => ({ time: point.time, bar: point.volume, line: point.price, step: point.floor })),
        formatTime: timeFormat(i18n.language, history.data.interval, { year: false }),
        formatValue: valueFormat(i18n.language, currency.symbol),
        columns: {
          time: t(hourly ? 'price_chart.hour' : 'price_chart.day'),
          bar: t('price_chart.volume'),
          line: t('price_chart.lowest_sale'),
          step: t(hourly ? 'price_chart.floor_hour' : 'price_chart.floor'),
        },
      },
    };
  }
  return (
    <ChartFrame
      section="collection-price-history"
      title={title}
      state={state}
      controls={
        <SegmentedControl
          size="xs"
          aria-label={t('price_chart.range_label')}
          value={range}
          onChange={(value) => setRange(value as PriceHistoryRange)}
          data={ranges.map((value) => ({ value, label: t(`price_chart.ranges.${value}`) }))}
        />
      }
    />
  );
}
