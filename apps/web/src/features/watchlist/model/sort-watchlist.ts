import type { WatchlistItem } from '@nft/api-contract';
import type { CollectionSort } from '../../explore/collection-table';

/** The orders a watchlist offers: when it was added (the API's order), or the ranking table's columns. */
export const watchlistSorts = [
  'newest',
  'floor',
  'floor_desc',
  'volume_24h',
  'hottest',
  'volume',
] as const satisfies readonly CollectionSort[];
export type WatchlistSort = (typeof watchlistSorts)[number];

export function isWatchlistSort(value: string): value is WatchlistSort {
  return (watchlistSorts as readonly string[]).includes(value);
}

type Amount = (item: WatchlistItem) => string | null;

const byAmount = (amount: Amount, direction: 1 | -1) => (a: WatchlistItem, b: WatchlistItem) => {
  const [x, y] = [amount(a), amount(b)];
  // Without an amount (no floor yet) after the others, whichever way the column sorts.
  if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
  const difference = BigInt(x) - BigInt(y);
  return difference === 0n ? 0 : difference > 0n ? direction : -direction;
};

const comparators: Record<Exclude<WatchlistSort, 'newest'>, (a: WatchlistItem, b: WatchlistItem) => number> = {
  floor: byAmount((item) => item.stats.floorPrice, 1),
  floor_desc: byAmount((item) => item.stats.floorPrice, -1),
  volume_24h: byAmount((item) => item.stats.volume24h, -1),
  hottest: byAmount((item) => item.stats.volume7d, -1),
  volume: byAmount((item) => item.stats.volume, -1),
};

/**
 * The whole watchlist is on the page (at most 200), so it sorts here. Amounts compare in base units, as the API's
 * collection sorts do; equal amounts keep the newest watched first.
 */
export function sortWatchlist(items: readonly WatchlistItem[], sort: WatchlistSort): WatchlistItem[] {
  return sort === 'newest' ? [...items] : [...items].sort(comparators[sort]);
}
