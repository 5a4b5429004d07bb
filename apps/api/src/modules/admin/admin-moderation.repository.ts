import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accounts, collections, nfts, reports, type Database } from '@nft/db';
import type { AdminReportStatus } from '@nft/api-contract';
import type { KeysetPosition } from '../../http/keyset-cursor';

/** The moderation reads and writes of the operator console (docs/decisions/036-operators-and-audit-log.md). */

const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const adminCollectionColumns = {
  id: collections.id,
  chain: collections.chain,
  name: collections.name,
  contractAddress: collections.contractAddress,
  creatorAddress: collections.creatorAddress,
  itemCount: collections.itemCount,
  verified: collections.verified,
  hidden: collections.hidden,
  hiddenReason: collections.hiddenReason,
  hiddenAt: collections.hiddenAt,
  deletedAt: collections.deletedAt,
};
export const adminNftColumns = {
  id: nfts.id,
  chain: nfts.chain,
  contractAddress: nfts.contractAddress,
  tokenId: nfts.tokenId,
  name: nfts.name,
  imageMediaId: nfts.imageMediaId,
  collectionId: nfts.collectionId,
  collectionName: collections.name,
  hidden: nfts.hidden,
  hiddenReason: nfts.hiddenReason,
  hiddenAt: nfts.hiddenAt,
};

/** Collections by id, newest first; `q` matches part of the name or the exact contract address. */
export async function searchCollections(db: Database, q: string | undefined, after: KeysetPosition | undefined, take: number) {
  const conditions: (SQL | undefined)[] = [after ? sql`${collections.id} < ${after.id}` : undefined];
  if (q) {
    const address = q.startsWith('0x') ? q.toLowerCase() : q;
    conditions.push(or(ilike(collections.name, containsPattern(q)), eq(collections.contractAddress, address)));
  }
  return db
    .select(adminCollectionColumns)
    .from(collections)
    .where(and(...conditions))
    .orderBy(desc(collections.id))
    .limit(take);
}

export async function findCollectionForUpdate(db: Database, id: number) {
  const [row] = await db.select(adminCollectionColumns).from(collections).where(eq(collections.id, id)).for('update');
  return row;
}

export async function updateCollectionModeration(
  db: Database,
  id: number,
  values: Partial<Pick<typeof collections.$inferInsert, 'verified' | 'hidden' | 'hiddenReason' | 'hiddenAt'>>,
) {
  const [row] = await db.update(collections).set(values).where(eq(collections.id, id)).returning(adminCollectionColumns);
  return row!;
}

export async function findNftForUpdate(db: Database, id: number) {
  const [row] = await db
    .select(adminNftColumns)
    .from(nfts)
    .leftJoin(collections, eq(collections.id, nfts.collectionId))
    .where(eq(nfts.id, id))
    .for('update', { of: nfts });
  return row;
}

export async function updateNftModeration(
  db: Database,
  id: number,
  values: Pick<typeof nfts.$inferInsert, 'hidden' | 'hiddenReason' | 'hiddenAt'>,
) {
  await db.update(nfts).set(values).where(eq(nfts.id, id));
  return (await findNftForUpdate(db, id))!;
}

const reporter = alias(accounts, 'reporter');
const resolver = alias(accounts, 'resolver');

const reportColumns = {
  id: reports.id,
  status: reports.status,
  reason: reports.reason,
  originalLink: reports.originalLink,
  extraInfo: reports.extraInfo,
  createdAt: reports.createdAt,
  resolvedAt: reports.resolvedAt,
  resolutionNote: reports.resolutionNote,
  nftId: reports.nftId,
  reporterAddress: reporter.address,
  resolvedByAddress: resolver.address,
};

function reportQuery(db: Database) {
  return db
    .select({ report: reportColumns, nft: adminNftColumns })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterAccountId))
    .leftJoin(resolver, eq(resolver.id, reports.resolvedByAccountId))
    .innerJoin(nfts, eq(nfts.id, reports.nftId))
    .leftJoin(collections, eq(collections.id, nfts.collectionId));
}

export type AdminReportRow = Awaited<ReturnType<typeof listReports>>[number];

/** Reports newest first; `status` 'all' lists every one. */
export async function listReports(db: Database, status: AdminReportStatus | 'all', after: KeysetPosition | undefined, take: number) {
  return reportQuery(db)
    .where(and(status === 'all' ? undefined : eq(reports.status, status), after ? sql`${reports.id} < ${after.id}` : undefined))
    .orderBy(desc(reports.id))
    .limit(take);
}

export async function findReport(db: Database, id: number) {
  const [row] = await reportQuery(db).where(eq(reports.id, id));
  return row;
}

/** The report row itself, locked for a resolve or reopen. */
export async function lockReport(db: Database, id: number) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).for('update');
  return row;
}

export async function updateReport(
  db: Database,
  id: number,
  values: Pick<typeof reports.$inferInsert, 'status' | 'resolvedAt' | 'resolvedByAccountId' | 'resolutionNote'>,
) {
  await db.update(reports).set(values).where(eq(reports.id, id));
}

/** Whether the reporter already has another open report on the NFT (the one-open-report index would refuse a reopen). */
export async function hasOtherOpenReport(db: Database, report: { id: number; nftId: number; reporterAccountId: number }) {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.nftId, report.nftId),
        eq(reports.reporterAccountId, report.reporterAccountId),
        eq(reports.status, 'open'),
        sql`${reports.id} <> ${report.id}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The NFTs hidden by operators, newest rows first. */
export async function listHiddenNfts(db: Database, after: KeysetPosition | undefined, take: number) {
  return db
    .select(adminNftColumns)
    .from(nfts)
    .leftJoin(collections, eq(collections.id, nfts.collectionId))
    .where(and(eq(nfts.hidden, true), after ? sql`${nfts.id} < ${after.id}` : undefined))
    .orderBy(desc(nfts.id))
    .limit(take);
}

/** The collections hidden by operators, newest rows first. */
export async function listHiddenCollections(db: Database, after: KeysetPosition | undefined, take: number) {
  return db
    .select(adminCollectionColumns)
    .from(collections)
    .where(and(eq(collections.hidden, true), after ? sql`${collections.id} < ${after.id}` : undefined))
    .orderBy(desc(collections.id))
    .limit(take);
}

/** What the owner of a hidden NFT is told (the NFT's own reason, else its collection's). */
export async function findNftModeration(db: Database, key: { chain: string; contractAddress: string; tokenId: string }) {
  const [row] = await db
    .select({
      nftId: nfts.id,
      nftHidden: nfts.hidden,
      nftReason: nfts.hiddenReason,
      nftHiddenAt: nfts.hiddenAt,
      collectionHidden: collections.hidden,
      collectionReason: collections.hiddenReason,
      collectionHiddenAt: collections.hiddenAt,
    })
    .from(nfts)
    .leftJoin(collections, eq(collections.id, nfts.collectionId))
    .where(and(eq(nfts.chain, key.chain), eq(nfts.contractAddress, key.contractAddress), eq(nfts.tokenId, key.tokenId)));
  return row;
}

export type AdminCollectionRow = Awaited<ReturnType<typeof searchCollections>>[number];
export type AdminNftRow = Awaited<ReturnType<typeof listHiddenNfts>>[number];
