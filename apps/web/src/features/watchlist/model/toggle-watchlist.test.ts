import { describe, expect, it } from 'vitest';
import type { CollectionListItem, Watchlist } from '@nft/api-contract';
import { toggledWatchlist } from './toggle-watchlist';

const collection = (id: number) => ({ id, name: `Collection ${id}` }) as CollectionListItem;
const list: Watchlist = {
  limit: 200,
  items: [
    { ...collection(1), watchedAt: '2026-11-02T00:00:00.000Z' },
    { ...collection(2), watchedAt: '2026-11-01T00:00:00.000Z' },
  ],
};
const now = new Date('2026-11-03T00:00:00.000Z');

describe('the watchlist a star click leads to', () => {
  it('puts a newly watched collection first, watched now', () => {
    const next = toggledWatchlist(list, collection(3), true, now);
    expect(next.items.map((item) => [item.id, item.watchedAt])).toEqual([
      [3, '2026-11-03T00:00:00.000Z'],
      [1, '2026-11-02T00:00:00.000Z'],
      [2, '2026-11-01T00:00:00.000Z'],
    ]);
  });

  it('takes an unwatched collection off and keeps the rest in order', () => {
    expect(toggledWatchlist(list, collection(1), false, now).items.map((item) => item.id)).toEqual([2]);
  });

  it('keeps one entry, with its own time and place, for a collection watched again', () => {
    const next = toggledWatchlist(list, collection(2), true, now);
    expect(next.items.map((item) => [item.id, item.watchedAt])).toEqual([
      [1, '2026-11-02T00:00:00.000Z'],
      [2, '2026-11-01T00:00:00.000Z'],
    ]);
  });
});
