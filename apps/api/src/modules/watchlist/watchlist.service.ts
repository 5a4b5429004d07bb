import type { ChainRegistry } from '@nft/chains';
import type { Database } from '@nft/db';
import { AppError } from '@nft/shared';
import { watchlistLimit, type Watchlist, type WatchState } from '@nft/api-contract';
import { chainNameOf } from '../../lib/chain-name';
import { mediaLookupOf } from '../media/media.repository';
import { toCollection } from '../collections/collection-view';
import { addWatch, findWatchlist, removeWatch } from './watchlist.repository';

export type WatchlistService = {
  watch(collectionId: number, accountId: number): Promise<WatchState>;
  unwatch(collectionId: number, accountId: number): Promise<WatchState>;
  list(accountId: number): Promise<Watchlist>;
};

export function createWatchlistService({
  db,
  chains,
  publicUrl,
}: {
  db: Database;
  chains: ChainRegistry;
  publicUrl: string;
}): WatchlistService {
  return {
    // Idempotent: watching a watched collection answers the same state, and never the full watchlist's refusal.
    async watch(collectionId, accountId) {
      const result = await addWatch(db, accountId, collectionId, watchlistLimit);
      if (result === 'not_found') throw new AppError('not_found');
      if (result === 'full') throw new AppError('watchlist_full');
      return { collectionId, watching: true };
    },
    async unwatch(collectionId, accountId) {
      await removeWatch(db, accountId, collectionId);
      return { collectionId, watching: false };
    },
    async list(accountId) {
      const rows = await findWatchlist(db, accountId, watchlistLimit);
      const items = rows.map((row) => ({
        ...toCollection(row, mediaLookupOf(row.media ?? [], publicUrl)),
        chainName: chainNameOf(chains, row.chain),
        watchedAt: row.watchedAt.toISOString(),
      }));
      return { items, limit: watchlistLimit };
    },
  };
}
