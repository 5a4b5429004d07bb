import type { ChainRegistry } from '@nft/chains';
import type { Database } from '@nft/db';
import { AppError } from '@nft/shared';
import { decodeCursor } from '../../http/keyset-cursor';
import { toPage, type Page } from '../../http/page';
import { chainNameOf } from '../../lib/chain-name';
import type { ActivityReader } from '../activity/activity.service';
import type {
  Activity,
  ActivityQuery,
  CollectionAttributes,
  CollectionDetail,
  CollectionHistory,
  CollectionHistoryQuery,
  CollectionHolders,
  CollectionHoldersQuery,
  CollectionListItem,
  CollectionListQuery,
} from '@nft/api-contract';
import { loadMedia, mediaLookupOf } from '../media/media.repository';
import { collectionMediaIds, toCollection } from './collection-view';
import { collectionOrders, findCollectionById, findCollections, isCollectionListable } from './collections.repository';
import { findCollectionAttributes } from './collection-attributes.repository';
import { findLiveCollectionStats } from './collection-stats.repository';
import { findBestCollectionOffer } from './collection-offer.repository';
import { findCollectionDropId } from './collection-drop.repository';
import { findFloorAt } from './collection-floor-at.repository';
import { findCollectionHistory } from '../price-history/price-history.repository';
import { findCollectionHolders } from './collection-holders.repository';
import { holdingRanges } from '@nft/api-contract';

const dayMs = 86_400_000;

export type CollectionService = {
  list(query: CollectionListQuery): Promise<Page<CollectionListItem>>;
  get(id: number): Promise<CollectionDetail>;
  attributes(id: number): Promise<CollectionAttributes>;
  activity(id: number, query: ActivityQuery): Promise<Page<Activity>>;
  history(id: number, query: CollectionHistoryQuery): Promise<CollectionHistory>;
  holders(id: number, query: CollectionHoldersQuery): Promise<CollectionHolders>;
};

export type CollectionServiceDeps = { db: Database; chains: ChainRegistry; publicUrl: string; activity: ActivityReader };

export function createCollectionService({ db, chains, publicUrl, activity }: CollectionServiceDeps): CollectionService {
  return {
    async list(query) {
      const { chain, category, sort, limit, cursor, ...filter } = query;
      // get() throws unsupported_chain for a symbol this deployment does not know.
      const symbols = chain?.map((symbol) => chains.get(symbol).symbol);
      const order = collectionOrders[sort];
      const after = cursor === undefined ? undefined : decodeCursor(cursor, sort, order.kind, order.nullable);
      const rows = await findCollections(db, { ...filter, chains: symbols, categories: category }, order, after, limit);
      return toPage(
        rows,
        limit,
        sort,
        (row) => ({ value: row.cursorValue, id: row.id }),
        (row) => ({
          // The page's statement read the images too (decision 058).
          ...toCollection(row, mediaLookupOf(row.media ?? [], publicUrl)),
          chainName: chainNameOf(chains, row.chain),
        }),
      );
    },

    async get(id) {
      const row = await findCollectionById(db, id);
      if (!row) throw new AppError('not_found');
      const [media, live, bestCollectionOffer, dropId, floorPrice24hAgo] = await Promise.all([
        loadMedia(db, collectionMediaIds(row), publicUrl),
        findLiveCollectionStats(db, id),
        findBestCollectionOffer(db, id),
        findCollectionDropId(db, id),
        findFloorAt(db, id, new Date(Date.now() - dayMs)),
      ]);
      const collection = toCollection(row, media);
      // Counted now from the book (the same rule as the cached column, which lags a listing or cancel by a moment):
      // with nothing on sale in the collection's currency there is no floor, whatever the cache still says.
      const stats = {
        ...collection.stats,
        items: live.items,
        owners: live.owners,
        listed: live.listed,
        floorPrice: live.floorPrice,
        floorPrice24hAgo,
      };
      return { ...collection, stats, chainName: chainNameOf(chains, row.chain), bestCollectionOffer, dropId };
    },

    async attributes(id) {
      if (!(await isCollectionListable(db, id))) throw new AppError('not_found');
      return findCollectionAttributes(db, id);
    },

    async activity(id, query) {
      if (!(await isCollectionListable(db, id))) throw new AppError('not_found');
      return activity.page({ kind: 'collection', collectionId: id }, query);
    },

    async history(id, query) {
      const history = await findCollectionHistory(db, id, query);
      if (!history) throw new AppError('not_found');
      return history;
    },

    async holders(id, query) {
      if (!(await isCollectionListable(db, id))) throw new AppError('not_found');
      return toHolders(await findCollectionHolders(db, id, query.limit));
    },
  };
}

/** Each holder's share of everything held, and every range of the distribution in order, empty ones included. */
function toHolders(found: Awaited<ReturnType<typeof findCollectionHolders>>): CollectionHolders {
  const total = BigInt(found.held);
  // In millionths first: holdings of ERC-1155 copies may pass what a float holds exactly.
  const share = (held: string) => (total === 0n ? 0 : Number((BigInt(held) * 1_000_000n) / total) / 1_000_000);
  const counted = new Map(found.distribution.map((entry) => [entry.range, entry.holders]));
  return {
    owners: found.owners,
    held: found.held,
    top: found.top.map((holder) => ({ ...holder, share: share(holder.held) })),
    distribution: holdingRanges.map((range) => ({ range, holders: counted.get(range) ?? 0 })),
  };
}
