import { and, count, desc, eq, sql } from 'drizzle-orm';
import { accounts, collections, collectionWatches, type Database } from '@nft/db';
import { collectionColumns, listable, pageMedia } from '../collections/collections.repository';

export type AddWatchResult = 'added' | 'already' | 'full' | 'not_found';

/**
 * Adds a listable collection to the account's watchlist unless it holds `limit` listable collections already.
 * The account's row is locked first, so two adds at once cannot both take the last place.
 */
export function addWatch(db: Database, accountId: number, collectionId: number, limit: number): Promise<AddWatchResult> {
  return db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    const [target] = await tx
      .select({ id: collections.id })
      .from(collections)
      .where(and(listable, eq(collections.id, collectionId)));
    if (!target) return 'not_found';
    const [held] = await tx
      .select({ watching: sql<boolean>`bool_or(${collectionWatches.collectionId} = ${collectionId})`, count: count() })
      .from(collectionWatches)
      .innerJoin(collections, eq(collections.id, collectionWatches.collectionId))
      .where(and(eq(collectionWatches.accountId, accountId), listable));
    if (held?.watching) return 'already';
    if ((held?.count ?? 0) >= limit) return 'full';
    await tx.insert(collectionWatches).values({ accountId, collectionId }).onConflictDoNothing();
    return 'added';
  });
}

/** Removes the pair; removing one that is not there changes nothing. */
export async function removeWatch(db: Database, accountId: number, collectionId: number): Promise<void> {
  await db
    .delete(collectionWatches)
    .where(and(eq(collectionWatches.accountId, accountId), eq(collectionWatches.collectionId, collectionId)));
}

/**
 * The account's watched collections that are listable, newest watched first, with their images (one statement, as an
 * explore page is). A hidden collection keeps its row and comes back if it is shown again.
 */
export function findWatchlist(db: Database, accountId: number, limit: number) {
  return db
    .select({ ...collectionColumns, media: pageMedia, watchedAt: collectionWatches.createdAt })
    .from(collectionWatches)
    .innerJoin(collections, eq(collections.id, collectionWatches.collectionId))
    .where(and(eq(collectionWatches.accountId, accountId), listable))
    .orderBy(desc(collectionWatches.createdAt), desc(collectionWatches.collectionId))
    .limit(limit);
}
