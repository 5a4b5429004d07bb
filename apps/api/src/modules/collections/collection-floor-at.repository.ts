import { sql } from 'drizzle-orm';
import { collectionFloorAt, type Database } from '@nft/db';

/** The collection's floor as it stood at `at` (collectionFloorAt of @nft/db), for the page's 24-hour change. */
export async function findFloorAt(db: Database, collectionId: number, at: Date): Promise<string | null> {
  const { rows } = await db.execute<{ floor: string | null }>(sql`select ${collectionFloorAt(collectionId, at)}::text as floor`);
  return rows[0]?.floor ?? null;
}
