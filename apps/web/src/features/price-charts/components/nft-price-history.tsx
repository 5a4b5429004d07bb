import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useChainRegistry } from '../../../lib/chain-registry/use-chain-registry';
import { currencyOf } from '../../../lib/price/currency-of';
import { getNftPriceHistory, nftPriceHistoryKey, type NftKey } from '../api/price-history-api';
import { chartCurrency, salePoints } from '../model/chart-series';
import { ChartFrame, type ChartState } from './chart-frame';
import { timeFormat, valueFormat } from './chart-formats';

/** The token's sales as price per item over time, in the currency of its latest sale. */
export function NftPriceHistory({ nftKey }: { nftKey: NftKey }) {
  const { t, i18n } = useTranslation();
  const history = useQuery({ queryKey: nftPriceHistoryKey(nftKey), queryFn: ({ signal }) => getNftPriceHistory(nftKey, signal) });
  const registry = useChainRegistry();
  const chain = registry.data?.chains.find((entry) => entry.symbol === nftKey.chain);
  const address = history.data && chartCurrency(history.data.sales);
  const currency = address === undefined ? undefined : currencyOf(chain, address);
  let state: ChartState;
  if (history.isError) state = { status: 'error', message: history.error.message };
  else if (!history.data || registry.isPending) state = { status: 'pending' };
  else if (!address || !currency) state = { status: 'empty', text: t('price_chart.no_sales') };
  else {
    const points = salePoints(history.data.sales, address, currency.decimals);
    const left = history.data.sales.length - points.length;
    state = {
      status: 'ready',
      ...(left > 0 ? { note: t('price_chart.other_currencies', { count: left, symbol: currency.symbol }) } : {}),
      chart: {
        title: t('price_chart.nft_caption', { symbol: currency.symbol }),
        height: 200,
        rows: points.map((point) => ({ time: point.time, line: point.price })),
        formatTime: timeFormat(i18n.language, 'hour'),
        formatValue: valueFormat(i18n.language, currency.symbol),
        columns: { time: t('price_chart.sold_at'), line: t('price_chart.price_per_item') },
      },
    };
  }
  return <ChartFrame section="nft-price-history" title={t('price_chart.nft_title')} state={state} />;
}
