import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  accountUploads,
  collections,
  homeArtists,
  homeDerivatives,
  homeEvents,
  homeFavorites,
  homeTopCollections,
  type Database,
} from '@nft/db';
import type { HomeSection } from '@nft/api-contract';

/**
 * The five curated tables share their staging columns (id, position, visible, show_from, show_until, updated_at);
 * the console edits them through that common shape plus each section's own columns, named as in the body.
 */
type CuratedTable = typeof homeEvents;

export const homeTables: Record<HomeSection, CuratedTable> = {
  topcollection: homeTopCollections as unknown as CuratedTable,
  event: homeEvents,
  artist: homeArtists as unknown as CuratedTable,
  favorite: homeFavorites as unknown as CuratedTable,
  derivative: homeDerivatives as unknown as CuratedTable,
};

/** A row of any curated table: the common columns typed, the section's own columns by name. */
export type HomeRow = {
  id: number;
  position: number;
  visible: boolean;
  showFrom: Date | null;
  showUntil: Date | null;
  updatedAt: Date;
  [column: string]: unknown;
};

export type HomeValues = Record<string, string | number | boolean | Date | null>;

export async function listHomeRows(db: Database, section: HomeSection): Promise<HomeRow[]> {
  const table = homeTables[section];
  return (await db.select().from(table).orderBy(asc(table.position), asc(table.id))) as HomeRow[];
}

/** The row, locked for the rest of the transaction so two edits of one item apply one after the other. */
export async function findHomeRowForUpdate(tx: Database, section: HomeSection, id: number): Promise<HomeRow | undefined> {
  const table = homeTables[section];
  const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
  return row as HomeRow | undefined;
}

export async function insertHomeRow(tx: Database, section: HomeSection, values: HomeValues): Promise<HomeRow> {
  const table = homeTables[section];
  // New items go last; the section's rows are locked first so two creations cannot take the same position.
  await tx.select({ id: table.id }).from(table).for('update');
  const [{ next } = { next: 0 }] = await tx.select({ next: sql<number>`coalesce(max(${table.position}) + 1, 0)::int` }).from(table);
  const [row] = await tx
    .insert(table)
    .values({ ...values, position: next } as CuratedTable['$inferInsert'])
    .returning();
  return row as HomeRow;
}

export async function updateHomeRow(tx: Database, section: HomeSection, id: number, values: HomeValues): Promise<HomeRow> {
  const table = homeTables[section];
  const [row] = await tx
    .update(table)
    .set({ ...values, updatedAt: new Date() } as Partial<CuratedTable['$inferInsert']>)
    .where(eq(table.id, id))
    .returning();
  return row as HomeRow;
}

export async function deleteHomeRow(tx: Database, section: HomeSection, id: number): Promise<void> {
  const table = homeTables[section];
  await tx.delete(table).where(eq(table.id, id));
}

/** Every row of the section locked, in display order (a reorder must see the whole list as it is). */
export async function lockHomeSection(tx: Database, section: HomeSection): Promise<HomeRow[]> {
  const table = homeTables[section];
  return (await tx.select().from(table).orderBy(asc(table.position), asc(table.id)).for('update')) as HomeRow[];
}

export async function setHomePositions(tx: Database, section: HomeSection, ids: readonly number[]): Promise<void> {
  const table = homeTables[section];
  for (const [position, id] of ids.entries()) await tx.update(table).set({ position }).where(eq(table.id, id));
}

/** Which of these media ids the account uploaded (what lets an operator put an image on the home page). */
export async function findOwnUploadIds(db: Database, accountId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ mediaId: accountUploads.mediaId })
    .from(accountUploads)
    .where(and(eq(accountUploads.accountId, accountId), inArray(accountUploads.mediaId, [...ids])));
  return new Set(rows.map((row) => row.mediaId));
}

/** Whether a collection exists and is not deleted by its creator (a slide may point at a hidden one: it is not shown). */
export async function collectionExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.id, id), isNull(collections.deletedAt)));
  return row !== undefined;
}
