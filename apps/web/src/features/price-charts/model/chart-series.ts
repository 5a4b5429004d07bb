import type { CollectionHistory, NftSale, PriceHistoryInterval, PriceHistoryRange } from '@nft/api-contract';

/**
 * The charts' arithmetic (docs/decisions/051-price-charts.md), kept apart from React so it is tested
 * on its own: buckets with gaps filled, base units to plotted numbers, and a y scale with round ticks.
 */

export const hourMs = 3_600_000;
export const dayMs = 24 * hourMs;
const stepOf: Record<PriceHistoryInterval, number> = { hour: hourMs, day: dayMs };
const rangeMs: Record<Exclude<PriceHistoryRange, 'all'>, number> = { '7d': 7 * dayMs, '30d': 30 * dayMs };
/** More points than this would not be told apart on a chart a page wide. */
export const maxPoints = 800;

export type ChartPoint = {
  /** Start of the bucket, ms since the epoch (UTC). */
  time: number;
  /** Bar: the bucket's volume in whole units (0 for a bucket without sales). */
  volume: number;
  sales: number;
  /** Line: the lowest price per item sold in the bucket, whole units; null without sales. */
  price: number | null;
  /** Steps: the listing floor at the bucket's end, whole units; null when nothing was on sale or none was recorded. */
  floor: number | null;
};

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

/**
 * Every bucket from the range's start (or, for "all", the first sale's or recorded floor's) to the bucket holding
 * `now`, those without sales at zero volume and no price, so time runs evenly along the x axis; each with the listing
 * floor in force at its end. When that would be more than `maxPoints`, the newest `maxPoints` are kept.
 */
export function fillBuckets(history: CollectionHistory, decimals: number, now: number): ChartPoint[] {
  const step = stepOf[history.interval];
  const byStart = new Map(history.buckets.map((bucket) => [Date.parse(bucket.start), bucket]));
  const last = bucketStart(now, history.interval);
  const firstSale = history.buckets.length ? Date.parse(history.buckets[0]!.start) : last;
  const firstFloor = history.floor.length ? bucketStart(Date.parse(history.floor[0]!.at), history.interval) : last;
  // The API counts sales from exactly now minus the range: the first bucket is the one holding that instant.
  const first = history.range === 'all' ? Math.min(firstSale, firstFloor) : bucketStart(now - rangeMs[history.range], history.interval);
  const from = Math.max(first, last - (maxPoints - 1) * step);
  const floorAt = floorSteps(history.floor, decimals);
  const points: ChartPoint[] = [];
  for (let time = from; time <= last; time += step) {
    const bucket = byStart.get(time);
    // The floor at the bucket's end; the last bucket's end is now.
    const floor = floorAt(Math.min(time + step, now + 1));
    points.push(
      bucket
        ? {
            time,
            volume: toWholeUnits(bucket.volume, decimals),
            sales: bucket.sales,
            price: toWholeUnits(bucket.minPrice, decimals),
            floor,
          }
        : { time, volume: 0, sales: 0, price: null, floor },
    );
  }
  return points;
}

/** Whether a history has anything to draw: a sale, or a floor that was ever set. */
export function hasHistory(history: CollectionHistory): boolean {
  return history.buckets.length > 0 || history.floor.some((point) => point.price !== null);
}

/**
 * The floor in force just before a time, from the API's step series (oldest first), for times asked in increasing
 * order: one walk along the series for a whole chart.
 */
function floorSteps(series: CollectionHistory['floor'], decimals: number): (before: number) => number | null {
  let next = 0;
  let current: number | null = null;
  return (before) => {
    while (next < series.length && Date.parse(series[next]!.at) < before) {
      const price = series[next]!.price;
      current = price === null ? null : toWholeUnits(price, decimals);
      next += 1;
    }
    return current;
  };
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
