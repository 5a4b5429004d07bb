import { SegmentedControl } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PriceHistoryRange } from '@nft/api-contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChainRegistry } from '../../../lib/chain-registry/use-chain-registry';
import { currencyOf } from '../../../lib/price/currency-of';
import { getCollectionHistory } from '../api/price-history-api';
import { fillBuckets, hasHistory } from '../model/collection-series';
import { ChartFrame, type ChartState } from './chart-frame';
import { timeFormat, valueFormat } from './chart-formats';

const ranges: PriceHistoryRange[] = ['7d', '30d', 'all'];

/** Volume (bars), lowest sale (line) and listing floor (dashed steps) of a collection per UTC day, in its payment currency. */
export function CollectionPriceHistory({ collectionId, chain }: { collectionId: string; chain: string }) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<PriceHistoryRange>('30d');
  const history = useQuery({
    queryKey: ['collection', collectionId, 'history', 'day', range],
    queryFn: ({ signal }) => getCollectionHistory(collectionId, 'day', range, signal),
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
    state = {
      status: 'ready',
      note: t('price_chart.collection_note', { symbol: currency.symbol }),
      chart: {
        title: t('price_chart.collection_caption', { symbol: currency.symbol }),
        height: 200,
        rows: points.map((point) => ({ time: point.time, bar: point.volume, line: point.price, step: point.floor })),
        formatTime: timeFormat(i18n.language, 'day'),
        formatValue: valueFormat(i18n.language, currency.symbol),
        columns: {
          time: t('price_chart.day'),
          bar: t('price_chart.volume'),
          line: t('price_chart.lowest_sale'),
          step: t('price_chart.floor'),
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
