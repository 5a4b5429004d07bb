import { sql } from 'drizzle-orm';
import { reports, type Database } from '@nft/db';
import type { NftReportBody } from '@nft/api-contract';

export type NewReport = NftReportBody & { nftId: number; reporterAccountId: number };

/**
 * Opens a report unless the reporter already has an open one on this NFT (the partial unique index
 * decides, so two simultaneous clicks still give one row). Undefined means one was already open.
 */
export async function openReport(db: Database, report: NewReport) {
  const [row] = await db
    .insert(reports)
    .values({
      nftId: report.nftId,
      reporterAccountId: report.reporterAccountId,
      reason: report.reason,
      originalLink: report.originalLink ?? null,
      extraInfo: report.extraInfo ?? null,
    })
    .onConflictDoNothing({ target: [reports.nftId, reports.reporterAccountId], where: sql`status = 'open'` })
    .returning({ id: reports.id, reason: reports.reason, createdAt: reports.createdAt });
  return row;
}
