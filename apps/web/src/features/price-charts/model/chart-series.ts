import type { NftSale, PriceHistoryInterval, PriceHistoryRange } from '@nft/api-contract';

/**
 * The charts' arithmetic (docs/decisions/051-price-charts.md), kept apart from React so it is tested
 * on its own: base units to plotted numbers, UTC buckets, an NFT's sales, and a y scale with round ticks (a
 * collection's buckets are in collection-series.ts).
 */

export const hourMs = 3_600_000;
export const dayMs = 24 * hourMs;
export const stepOf: Record<PriceHistoryInterval, number> = { hour: hourMs, day: dayMs };
export const rangeMs: Record<Exclude<PriceHistoryRange, 'all'>, number> = { '7d': 7 * dayMs, '30d': 30 * dayMs };
/** More points than this would not be told apart on a chart a page wide. */
export const maxPoints = 800;

/** A base-unit amount as a plotted number of whole units; precision beyond a double's does not show on a chart. */
export function toWholeUnits(amount: string, decimals: number): number {
  const value = BigInt(amount);
  const base = 10n ** BigInt(decimals);
  return Number(value / base) + Number(value % base) / Number(base);
}

/** Start of the UTC bucket holding `ms`. */
export function bucketStart(ms: number, interval: PriceHistoryInterval): number {
  return Math.floor(ms / stepOf[interval]) * stepOf[interval];
}

/** The currency an NFT's chart shows: that of its latest sale. Sales in other currencies go to the table only. */
export function chartCurrency(sales: NftSale[]): string | undefined {
  return sales.at(-1)?.currency.toLowerCase();
}

export type SalePoint = { time: number; price: number };

/** An NFT's sales in `currency` as points of price per item, oldest first. */
export function salePoints(sales: NftSale[], currency: string, decimals: number): SalePoint[] {
  return sales
    .filter((sale) => sale.currency.toLowerCase() === currency)
    .map((sale) => ({
      time: Date.parse(sale.occurredAt),
      price: toWholeUnits((BigInt(sale.price) / BigInt(sale.quantity)).toString(), decimals),
    }));
}

/** The smallest 1, 2 or 5 times a power of ten at or above `value` (1 for nothing to show). */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const factor of [1, 2, 5, 10]) if (factor * power >= value * (1 - 1e-12)) return factor * power;
  return 10 * power;
}

export type LinearScale = { max: number; ticks: number[]; y: (value: number) => number };

/** A y scale from 0 to a round maximum over `height` pixels (0 at the bottom), with `count` + 1 evenly spaced ticks. */
export function linearScale(values: number[], height: number, count = 4): LinearScale {
  const max = niceCeiling(Math.max(0, ...values));
  const ticks = Array.from({ length: count + 1 }, (_, i) => (max * i) / count);
  return { max, ticks, y: (value) => height - (value / max) * height };
}

/** The x position of `time` across `width` pixels between `from` and `to` (the middle when they are equal). */
export function timeScale(from: number, to: number, width: number): (time: number) => number {
  return (time) => (to === from ? width / 2 : ((time - from) / (to - from)) * width);
}
