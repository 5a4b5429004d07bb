import type { ChainRegistry } from '@nft/chains';
import type { Database } from '@nft/db';
import { AppError } from '@nft/shared';
import { decodeCursor } from '../../http/keyset-cursor';
import { toPage, type Page } from '../../http/page';
import type { ActivityReader } from '../activity/activity.service';
import type { Activity, ActivityQuery } from '../activity/activity.schemas';
import { loadMedia } from '../media/media.repository';
import { collectionMediaIds, toCollection } from './collection-view';
import { collectionOrders, findCollectionById, findCollections, isCollectionListable } from './collections.repository';
import type { Collection, CollectionListQuery } from './collections.schemas';

export type CollectionService = {
  list(query: CollectionListQuery): Promise<Page<Collection>>;
  get(id: number): Promise<Collection>;
  activity(id: number, query: ActivityQuery): Promise<Page<Activity>>;
};

export type CollectionServiceDeps = { db: Database; chains: ChainRegistry; publicUrl: string; activity: ActivityReader };

export function createCollectionService({ db, chains, publicUrl, activity }: CollectionServiceDeps): CollectionService {
  return {
    async list(query) {
      const { chain, sort, limit, cursor, ...filter } = query;
      // get() throws unsupported_chain for a symbol this deployment does not know.
      const symbols = chain?.map((symbol) => chains.get(symbol).symbol);
      const order = collectionOrders[sort];
      const after = cursor === undefined ? undefined : decodeCursor(cursor, sort, order.kind, order.nullable);
      const rows = await findCollections(db, { ...filter, chains: symbols }, order, after, limit);
      const media = await loadMedia(db, rows.slice(0, limit).flatMap(collectionMediaIds), publicUrl);
      return toPage(rows, limit, sort, (row) => ({ value: row.cursorValue, id: row.id }), (row) => toCollection(row, media));
    },

    async get(id) {
      const row = await findCollectionById(db, id);
      if (!row) throw new AppError('not_found');
      return toCollection(row, await loadMedia(db, collectionMediaIds(row), publicUrl));
    },

    async activity(id, query) {
      if (!(await isCollectionListable(db, id))) throw new AppError('not_found');
      return activity.page({ kind: 'collection', collectionId: id }, query);
    },
  };
}
