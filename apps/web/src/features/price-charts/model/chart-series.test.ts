import { describe, expect, it } from 'vitest';
import type { CollectionHistory, NftSale } from '@nft/api-contract';
import {
  bucketStart,
  chartCurrency,
  dayMs,
  hourMs,
  linearScale,
  maxPoints,
  niceCeiling,
  salePoints,
  timeScale,
  toWholeUnits,
} from './chart-series';
import { fillBuckets, hasHistory } from './collection-series';

const native = '0x0000000000000000000000000000000000000000';
const usdc = '0x00000000000000000000000000000000000000aa';
const day = (iso: string) => Date.parse(`${iso}T00:00:00.000Z`);

describe('toWholeUnits', () => {
  it('turns base units into whole units for plotting', () => {
    expect(toWholeUnits('1500000000000000000', 18)).toBe(1.5);
    expect(toWholeUnits('250', 2)).toBe(2.5);
    expect(toWholeUnits('0', 18)).toBe(0);
    // 123,456,789 whole tokens of 18 decimals: far beyond 2^53 base units.
    expect(toWholeUnits('123456789000000000000000000', 18)).toBe(123456789);
  });
});

describe('bucketStart', () => {
  it('finds the UTC day and hour a time falls in', () => {
    expect(bucketStart(Date.parse('2026-03-04T17:45:10Z'), 'day')).toBe(day('2026-03-04'));
    expect(bucketStart(Date.parse('2026-03-04T17:45:10Z'), 'hour')).toBe(Date.parse('2026-03-04T17:00:00Z'));
    expect(bucketStart(day('2026-03-04'), 'day')).toBe(day('2026-03-04'));
  });
});

describe('fillBuckets', () => {
  const now = Date.parse('2026-03-10T09:30:00Z');
  const history = (
    range: CollectionHistory['range'],
    buckets: CollectionHistory['buckets'],
    floor: CollectionHistory['floor'] = [],
  ): CollectionHistory => ({
    currency: native,
    interval: 'day',
    range,
    buckets,
    floor,
  });

  it('spans the range day by day up to today, zero volume and no price where nothing sold', () => {
    const points = fillBuckets(
      history('7d', [
        { start: '2026-03-05T00:00:00.000Z', volume: '3000', sales: 2, minPrice: '1000' },
        { start: '2026-03-08T00:00:00.000Z', volume: '500', sales: 1, minPrice: '500' },
      ]),
      3,
      now,
    );
    // 7 days before 09:30 on the 10th is 09:30 on the 3rd: its day is the first bucket, the 10th the last.
    expect(points.map((point) => point.time)).toEqual([3, 4, 5, 6, 7, 8, 9, 10].map((d) => day(`2026-03-${String(d).padStart(2, '0')}`)));
    expect(points[2]).toEqual({ time: day('2026-03-05'), volume: 3, sales: 2, price: 1, floor: null });
    expect(points[5]).toEqual({ time: day('2026-03-08'), volume: 0.5, sales: 1, price: 0.5, floor: null });
    expect(points[0]).toEqual({ time: day('2026-03-03'), volume: 0, sales: 0, price: null, floor: null });
    expect(points.filter((point) => point.sales > 0)).toHaveLength(2);
  });

  it('starts "all" at the first sale and keeps only the newest points when there are too many', () => {
    const points = fillBuckets(history('all', [{ start: '2026-03-08T00:00:00.000Z', volume: '7', sales: 1, minPrice: '7' }]), 0, now);
    expect(points.map((point) => [point.time, point.volume])).toEqual([
      [day('2026-03-08'), 7],
      [day('2026-03-09'), 0],
      [day('2026-03-10'), 0],
    ]);
    const old = fillBuckets(history('all', [{ start: '2020-01-01T00:00:00.000Z', volume: '1', sales: 1, minPrice: '1' }]), 0, now);
    expect(old).toHaveLength(maxPoints);
    expect(old.at(-1)!.time).toBe(day('2026-03-10'));
    expect(old[0]!.time).toBe(day('2026-03-10') - (maxPoints - 1) * dayMs);
  });

  it("gives each bucket the floor in force at its end, the last one's end being now", () => {
    const floor = [
      { at: '2026-03-03T09:30:00.000Z', price: '2000' }, // in force at the range's start
      { at: '2026-03-05T12:00:00.000Z', price: '1500' },
      { at: '2026-03-05T18:00:00.000Z', price: '1800' }, // the day's end counts, not its low
      { at: '2026-03-07T01:00:00.000Z', price: null }, // nothing on sale
      { at: '2026-03-09T23:59:59.999Z', price: '900' },
      { at: '2026-03-10T09:00:00.000Z', price: '950' },
    ];
    const points = fillBuckets(history('7d', [], floor), 3, now);
    expect(points.map((point) => point.floor)).toEqual([2, 2, 1.8, 1.8, null, null, 0.9, 0.95]);
    expect(hasHistory(history('7d', [], floor))).toBe(true);
    expect(hasHistory(history('7d', [], [{ at: '2026-03-05T12:00:00.000Z', price: null }]))).toBe(false);
    expect(hasHistory(history('7d', []))).toBe(false);
    // "all" starts at the first recorded floor when it is older than the first sale.
    const all = fillBuckets(history('all', [{ start: '2026-03-09T00:00:00.000Z', volume: '1', sales: 1, minPrice: '1' }], floor), 3, now);
    expect(all[0]!.time).toBe(day('2026-03-03'));
  });

  it('fills hours for an hourly history', () => {
    const points = fillBuckets(
      {
        currency: native,
        interval: 'hour',
        range: '7d',
        buckets: [{ start: '2026-03-10T08:00:00.000Z', volume: '2', sales: 1, minPrice: '2' }],
        floor: [],
      },
      0,
      now,
    );
    expect(points).toHaveLength(7 * 24 + 1);
    expect(points.at(-2)).toEqual({ time: Date.parse('2026-03-10T08:00:00Z'), volume: 2, sales: 1, price: 2, floor: null });
    expect(points[1]!.time - points[0]!.time).toBe(hourMs);
  });
});

describe('an NFT sales series', () => {
  const sale = (occurredAt: string, price: string, currency = native, quantity = '1'): NftSale => ({
    occurredAt,
    price,
    quantity,
    currency,
  });
  const sales = [
    sale('2026-03-01T10:00:00.000Z', '4000', native, '4'),
    sale('2026-03-02T10:00:00.000Z', '90', usdc),
    sale('2026-03-03T10:00:00.000Z', '3000'),
  ];

  it("draws the latest sale's currency, price per item", () => {
    expect(chartCurrency(sales)).toBe(native);
    expect(chartCurrency([...sales, sale('2026-03-04T00:00:00.000Z', '1', usdc.toUpperCase().replace('0X', '0x'))])).toBe(usdc);
    expect(chartCurrency([])).toBeUndefined();
    expect(salePoints(sales, native, 3)).toEqual([
      { time: Date.parse('2026-03-01T10:00:00Z'), price: 1 },
      { time: Date.parse('2026-03-03T10:00:00Z'), price: 3 },
    ]);
  });
});

describe('scales', () => {
  it('rounds the top of the y axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 0.3, 1, 1.01, 3, 7, 10, 12, 2000, 2001, 0.049].map(niceCeiling)).toEqual([1, 0.5, 1, 2, 5, 10, 10, 20, 2000, 5000, 0.05]);
  });

  it('maps 0 to the bottom and the top to 0, with even ticks', () => {
    const scale = linearScale([3, 7.5, 1], 100);
    expect(scale.max).toBe(10);
    expect(scale.ticks).toEqual([0, 2.5, 5, 7.5, 10]);
    expect([scale.y(0), scale.y(5), scale.y(10)]).toEqual([100, 50, 0]);
    expect(linearScale([], 80).y(0)).toBe(80);
  });

  it('spreads time across the width, a single point in the middle', () => {
    const x = timeScale(1000, 3000, 200);
    expect([x(1000), x(2000), x(3000)]).toEqual([0, 100, 200]);
    expect(timeScale(5, 5, 200)(5)).toBe(100);
  });
});
