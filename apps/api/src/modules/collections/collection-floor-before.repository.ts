import { and, desc, eq, lte } from 'drizzle-orm';
import { collectionFloorChanges, type Database } from '@nft/db';

/**
 * The collection's floor as it stood at `at`, from the recorded changes of its cached floor
 * (docs/decisions/075-floor-history-by-trigger.md): the latest change at or before then; null when nothing was on
 * sale then or no floor had been recorded. One probe of collection_floor_changes_collection_idx.
 */
export async function findFloorAt(db: Database, collectionId: number, at: Date): Promise<string | null> {
  const c = collectionFloorChanges;
  const [row] = await db
    .select({ floor: c.floorPrice })
    .from(c)
    .where(and(eq(c.collectionId, collectionId), lte(c.changedAt, at)))
    .orderBy(desc(c.changedAt), desc(c.id))
    .limit(1);
  return row?.floor ?? null;
}
