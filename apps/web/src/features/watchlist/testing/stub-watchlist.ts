import type { CollectionListItem, WatchlistItem } from '@nft/api-contract';
import { ok, refused, stubApi, type Answer } from '../../../testing/stub-api';

type Options = {
  /** Collections watched at the start, newest first. */
  watched?: CollectionListItem[];
  /** Every collection a PUT may add, by id. */
  known?: CollectionListItem[];
  /** Holds the answer to a PUT or DELETE until it resolves, to see what shows meanwhile. */
  hold?: Promise<void>;
  /** Answers a PUT with this instead of adding. */
  refusePut?: Answer;
};

/**
 * The watchlist routes as the API keeps them for one signed-in caller: GET /v1/watchlist lists what PUT added and DELETE
 * did not take off, newest first. The calls are recorded.
 */
export function stubWatchlist({ watched = [], known = watched, hold, refusePut }: Options = {}) {
  let clock = Date.parse('2026-11-01T00:00:00.000Z');
  const items: WatchlistItem[] = watched.map((collection) => ({ ...collection, watchedAt: new Date(clock--).toISOString() }));
  return stubApi(async (method, path) => {
    if (method === 'GET' && path === '/v1/watchlist') return ok({ items, limit: 200 });
    const id = Number(/^\/v1\/collections\/(\d+)\/watch$/.exec(path)?.[1]);
    if (!id) return undefined;
    await hold;
    if (method === 'PUT') {
      if (refusePut) return refusePut;
      const collection = known.find((candidate) => candidate.id === id);
      if (!collection) return refused(404, 'not_found', 'Not found');
      if (!items.some((item) => item.id === id)) items.unshift({ ...collection, watchedAt: new Date((clock += 1000)).toISOString() });
      return ok({ collectionId: id, watching: true });
    }
    const at = items.findIndex((item) => item.id === id);
    if (at >= 0) items.splice(at, 1);
    return ok({ collectionId: id, watching: false });
  });
}
