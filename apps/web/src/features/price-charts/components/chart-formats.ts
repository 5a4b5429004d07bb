import type { PriceHistoryInterval } from '@nft/api-contract';

/**
 * Bucket starts in the reader's language, in UTC as the buckets are. `year: false` leaves the year out of hours (a
 * week's chart), so the two axis labels fit side by side on a phone.
 */
export function timeFormat(language: string, interval: PriceHistoryInterval, { year = true } = {}): (time: number) => string {
  const format = new Intl.DateTimeFormat(
    language,
    interval === 'hour' && !year
      ? { timeZone: 'UTC', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }
      : { timeZone: 'UTC', dateStyle: 'medium', ...(interval === 'hour' ? { timeStyle: 'short' } : {}) },
  );
  return (time) => format.format(time);
}

/** Plotted whole units, with at most four significant fraction digits, followed by the currency symbol. */
export function valueFormat(language: string, symbol: string): (value: number) => string {
  const format = new Intl.NumberFormat(language, { maximumSignificantDigits: 4 });
  return (value) => `${format.format(value)} ${symbol}`;
}
