import { and, eq, gt, sql } from 'drizzle-orm';
import { accountUploads, type Database } from '@nft/db';
import { AppError } from '@nft/shared';

export type UploadQuota = {
  /** Bytes an account may send per rolling 24 hours. */
  bytesPerDay: number;
  /** Files an account may store per rolling minute. */
  filesPerMinute: number;
};

const day = 24 * 60 * 60 * 1000;
const minute = 60 * 1000;

/**
 * The account's recent uploads, counted from account_uploads (issue 9 item 4): bytes received in the
 * last 24 hours and files in the last minute. One index range scan (account_uploads_account_created_idx).
 */
export async function recentUploads(db: Database, accountId: number, now = Date.now()) {
  const [row] = await db
    .select({
      bytesToday: sql<number>`coalesce(sum(${accountUploads.sizeBytes}), 0)::bigint`.mapWith(Number),
      filesThisMinute: sql<number>`count(*) filter (where ${accountUploads.createdAt} > ${new Date(now - minute)})::int`.mapWith(Number),
    })
    .from(accountUploads)
    .where(and(eq(accountUploads.accountId, accountId), gt(accountUploads.createdAt, new Date(now - day))));
  return row ?? { bytesToday: 0, filesThisMinute: 0 };
}

/**
 * Refuses with 429 upload_quota_exceeded when storing `incomingBytes` more would pass a quota.
 * Called before the body is read (incomingBytes 0: already at the limit) and again with the file's
 * size before it is processed, so a refused upload costs no decoding and writes nothing.
 */
export async function assertUploadQuota(db: Database, accountId: number, quota: UploadQuota, incomingBytes: number): Promise<void> {
  const used = await recentUploads(db, accountId);
  const overFiles = used.filesThisMinute >= quota.filesPerMinute;
  const overBytes = incomingBytes === 0 ? used.bytesToday >= quota.bytesPerDay : used.bytesToday + incomingBytes > quota.bytesPerDay;
  if (overFiles || overBytes) {
    throw new AppError('upload_quota_exceeded', undefined, {
      details: { bytesPerDay: quota.bytesPerDay, filesPerMinute: quota.filesPerMinute },
    });
  }
}
