import { describe, expect, it } from 'vitest';
import type { WatchlistItem } from '@nft/api-contract';
import { sortWatchlist } from './sort-watchlist';

/** A watched collection with only the amounts the sorts read. */
function watched(id: number, floorPrice: string | null, volume7d: string, volume: string, volume24h = '0'): WatchlistItem {
  return { id, stats: { floorPrice, volume7d, volume, volume24h } } as WatchlistItem;
}

// In the API's order: newest watched first.
const list = [
  watched(1, '900', '5', '100', '2'),
  watched(2, null, '70', '70'),
  watched(3, '25000000000000000000', '0', '25000000000000000001', '1'),
  watched(4, '900', '6', '3', '4'),
];
const ids = (items: WatchlistItem[]) => items.map((item) => item.id);

describe('sorting a watchlist on the page', () => {
  it('keeps the order it was watched in by default', () => {
    expect(ids(sortWatchlist(list, 'newest'))).toEqual([1, 2, 3, 4]);
  });

  it('sorts the floor either way in base units, beyond what a float holds, with no floor last and ties in watch order', () => {
    expect(ids(sortWatchlist(list, 'floor'))).toEqual([1, 4, 3, 2]);
    expect(ids(sortWatchlist(list, 'floor_desc'))).toEqual([3, 1, 4, 2]);
  });

  it('sorts by 24-hour, 7-day and total volume, highest first', () => {
    expect(ids(sortWatchlist(list, 'volume_24h'))).toEqual([4, 1, 3, 2]);
    expect(ids(sortWatchlist(list, 'hottest'))).toEqual([2, 4, 1, 3]);
    expect(ids(sortWatchlist(list, 'volume'))).toEqual([3, 1, 2, 4]);
  });

  it('leaves the list it was given as it was', () => {
    sortWatchlist(list, 'volume');
    expect(ids(list)).toEqual([1, 2, 3, 4]);
  });
});
