import type { CollectionHistory } from '@nft/api-contract';
import { bucketStart, maxPoints, rangeMs, stepOf, toWholeUnits } from './chart-series';

/**
 * A collection's chart series (docs/decisions/051-price-charts.md, 075-floor-history-by-trigger.md), apart from the
 * shared arithmetic in chart-series.ts so the NFT page, which loads that near its first screen, does not carry it.
 */

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
