import type { watchlistSchema, watchStateSchema } from '@nft/api-contract';
import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';

/** The signed-in caller's watchlist (GET /v1/watchlist): every watched collection, newest first. */
export function getWatchlist({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/watchlist', answer<typeof watchlistSchema>(), { signal });
}

/** Adds (true) or removes (false) a collection; both are idempotent on the server. */
export function setWatching(collectionId: number, watching: boolean) {
  const path = `/collections/${collectionId}/watch`;
  return watching ? api.put(path, undefined, answer<typeof watchStateSchema>()) : api.delete(path, answer<typeof watchStateSchema>());
}

/** One query per signed-in address, so another account never sees the previous one's stars. */
export const watchlistQueryKeys = {
  all: ['watchlist'] as const,
  of: (address: string) => ['watchlist', address.toLowerCase()] as const,
};
