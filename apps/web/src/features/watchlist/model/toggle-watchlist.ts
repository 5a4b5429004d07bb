import type { CollectionListItem, Watchlist } from '@nft/api-contract';

/**
 * The watchlist as it will be once the server has the change: a watched collection first (the list is newest first),
 * an unwatched one gone. Used for the star's immediate answer; the server's list replaces it after.
 */
export function toggledWatchlist(list: Watchlist, collection: CollectionListItem, watching: boolean, now: Date): Watchlist {
  const rest = list.items.filter((item) => item.id !== collection.id);
  if (!watching) return { ...list, items: rest };
  // Watched already: the server keeps its entry and time, and so its place.
  if (rest.length < list.items.length) return list;
  return { ...list, items: [{ ...collection, watchedAt: now.toISOString() }, ...rest] };
}
