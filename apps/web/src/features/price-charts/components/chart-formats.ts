import type { PriceHistoryInterval } from '@nft/api-contract';

/** Bucket starts in the reader's language, in UTC as the buckets are. */
export function timeFormat(language: string, interval: PriceHistoryInterval): (time: number) => string {
  const format = new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    dateStyle: 'medium',
    ...(interval === 'hour' ? { timeStyle: 'short' } : {}),
  });
  return (time) => format.format(time);
}

/** Plotted whole units, with at most four significant fraction digits, followed by the currency symbol. */
export function valueFormat(language: string, symbol: string): (value: number) => string {
  const format = new Intl.NumberFormat(language, { maximumSignificantDigits: 4 });
  return (value) => `${format.format(value)} ${symbol}`;
}
