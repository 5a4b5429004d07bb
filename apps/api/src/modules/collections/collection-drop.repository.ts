import { asc, eq } from 'drizzle-orm';
import { drops, type Database } from '@nft/db';

/**
 * The drop that sells a collection by public mint (docs/product.md "Drops"), so the collection page can lead to its
 * mint page: a drop creates its own collection, so there is at most one. Reads drops_collection_idx.
 */
export async function findCollectionDropId(db: Database, collectionId: number): Promise<number | null> {
  const [row] = await db.select({ id: drops.id }).from(drops).where(eq(drops.collectionId, collectionId)).orderBy(asc(drops.id)).limit(1);
  return row?.id ?? null;
}
