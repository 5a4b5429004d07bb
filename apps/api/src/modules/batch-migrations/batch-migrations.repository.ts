import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accounts, batchMigrations, batchMigrationTokens, collections, contractBackfills, contracts, nfts, type Database } from '@nft/db';
import type { BatchMigrationStatus } from '@nft/api-contract';

export type MigrationRow = typeof batchMigrations.$inferSelect & {
  collectionName: string;
  requesterAddress: string;
  reviewedByAddress: string | null;
  backfilledToBlock: number | null;
};
export type NewMigration = typeof batchMigrations.$inferInsert;

const reviewer = alias(accounts, 'reviewer');

function selectMigrations(db: Database) {
  return db
    .select({
      row: batchMigrations,
      collectionName: collections.name,
      requesterAddress: accounts.address,
      reviewedByAddress: reviewer.address,
      backfillCursor: contractBackfills.cursorBlock,
      backfillDone: contractBackfills.done,
    })
    .from(batchMigrations)
    .innerJoin(collections, eq(collections.id, batchMigrations.collectionId))
    .innerJoin(accounts, eq(accounts.id, batchMigrations.requesterAccountId))
    .leftJoin(reviewer, eq(reviewer.id, batchMigrations.reviewedByAccountId))
    .leftJoin(
      contractBackfills,
      and(eq(contractBackfills.chain, batchMigrations.chain), eq(contractBackfills.contractAddress, batchMigrations.sourceContractAddress)),
    );
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectMigrations>['execute']>>[number];

function toRow(selected: Selected): MigrationRow {
  return {
    ...selected.row,
    collectionName: selected.collectionName,
    requesterAddress: selected.requesterAddress,
    reviewedByAddress: selected.reviewedByAddress,
    backfilledToBlock: selected.backfillCursor ?? null,
  };
}

export async function findMigration(db: Database, id: number): Promise<MigrationRow | undefined> {
  const [selected] = await selectMigrations(db).where(eq(batchMigrations.id, id));
  return selected && toRow(selected);
}

export async function listOwnMigrations(db: Database, accountId: number): Promise<MigrationRow[]> {
  const rows = await selectMigrations(db)
    .where(eq(batchMigrations.requesterAccountId, accountId))
    .orderBy(desc(batchMigrations.id))
    .limit(100);
  return rows.map(toRow);
}

export async function listMigrations(
  db: Database,
  options: { status: BatchMigrationStatus | 'all'; beforeId?: number; limit: number },
): Promise<MigrationRow[]> {
  const conditions: SQL[] = [];
  if (options.status !== 'all') conditions.push(eq(batchMigrations.status, options.status));
  if (options.beforeId !== undefined) conditions.push(lt(batchMigrations.id, options.beforeId));
  const rows = await selectMigrations(db)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(batchMigrations.id))
    .limit(options.limit);
  return rows.map(toRow);
}

/** An open (not rejected, done or failed) request for the same contract and collection. */
export async function hasOpenMigration(db: Database, chain: string, contract: string, collectionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: batchMigrations.id })
    .from(batchMigrations)
    .where(
      and(
        eq(batchMigrations.chain, chain),
        eq(batchMigrations.sourceContractAddress, contract),
        eq(batchMigrations.collectionId, collectionId),
        inArray(batchMigrations.status, ['pending', 'approved', 'importing']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findOwnCollection(db: Database, id: number, creatorAddress: string) {
  const [row] = await db
    .select({ id: collections.id, chain: collections.chain, name: collections.name })
    .from(collections)
    .where(and(eq(collections.id, id), eq(collections.creatorAddress, creatorAddress), sql`${collections.deletedAt} is null`));
  return row;
}

export async function insertMigration(db: Database, values: NewMigration): Promise<number> {
  const [row] = await db.insert(batchMigrations).values(values).returning({ id: batchMigrations.id });
  return row!.id;
}

/** Per-token errors: the import's (not minted, burned) and the metadata pipeline's for imported tokens. */
export async function tokenErrors(db: Database, migration: MigrationRow, limit: number): Promise<{ tokenId: string; error: string }[]> {
  const failed = await db
    .select({ tokenId: batchMigrationTokens.tokenId, error: batchMigrationTokens.error })
    .from(batchMigrationTokens)
    .where(and(eq(batchMigrationTokens.migrationId, migration.id), eq(batchMigrationTokens.status, 'failed')))
    .orderBy(batchMigrationTokens.tokenId)
    .limit(limit);
  const metadata = await db
    .select({ tokenId: nfts.tokenId, error: nfts.metadataError, status: nfts.metadataStatus })
    .from(batchMigrationTokens)
    .innerJoin(
      nfts,
      and(
        eq(nfts.chain, migration.chain),
        eq(nfts.contractAddress, migration.sourceContractAddress),
        eq(nfts.tokenId, batchMigrationTokens.tokenId),
      ),
    )
    .where(
      and(
        eq(batchMigrationTokens.migrationId, migration.id),
        eq(batchMigrationTokens.status, 'imported'),
        inArray(nfts.metadataStatus, ['failed', 'invalid']),
      ),
    )
    .orderBy(nfts.tokenId)
    .limit(limit);
  return [
    ...failed.map((row) => ({ tokenId: row.tokenId, error: row.error ?? 'failed' })),
    ...metadata.map((row) => ({ tokenId: row.tokenId, error: `metadata ${row.status}: ${row.error ?? 'unknown'}` })),
  ].slice(0, limit);
}

export async function isPlatformContract(db: Database, chain: string, address: string): Promise<boolean> {
  const [row] = await db
    .select({ isPlatform: contracts.isPlatform })
    .from(contracts)
    .where(and(eq(contracts.chain, chain), eq(contracts.address, address)));
  return row?.isPlatform === true;
}

/** The request's row, locked for the review's transaction (two operators reviewing at once: the second sees it reviewed). */
export async function lockMigration(db: Database, id: number) {
  const [row] = await db.select().from(batchMigrations).where(eq(batchMigrations.id, id)).for('update');
  return row;
}

export async function setReview(
  db: Database,
  id: number,
  review: { status: 'approved' | 'rejected'; reason: string | null; reviewerAccountId: number },
): Promise<void> {
  const reviewedAt = new Date();
  await db
    .update(batchMigrations)
    .set({
      status: review.status,
      reviewNote: review.reason,
      reviewedByAccountId: review.reviewerAccountId,
      reviewedAt,
      updatedAt: reviewedAt,
    })
    .where(eq(batchMigrations.id, id));
}
