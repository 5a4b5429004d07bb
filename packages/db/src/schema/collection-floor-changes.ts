import { index, pgTable } from 'drizzle-orm/pg-core';
import { collections } from './collections';
import { at, id, ref, uint256 } from './columns';

/**
 * The changes of a collection's cached floor (`collections.floor_price`), at most one row per collection and UTC hour
 * (the hour's last floor and when it was set), written by a trigger of migration 0027 whoever changes it (the order
 * intake's refresh, the indexer, the book job), so the collection page can draw the floor over time
 * (docs/decisions/075-floor-history-by-trigger.md). `floor_price` null: nothing on sale in the collection's currency
 * from then on. `changed_at` is when the marketplace's book changed (the writing transaction's time), not a block's.
 */
export const collectionFloorChanges = pgTable(
  'collection_floor_changes',
  {
    id: id(),
    collectionId: ref('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    floorPrice: uint256('floor_price'),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  // The chart reads one collection's changes in time order, and the one in force at its range's start.
  (t) => [index('collection_floor_changes_collection_idx').on(t.collectionId, t.changedAt, t.id)],
);
