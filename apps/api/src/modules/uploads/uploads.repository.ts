import { sql } from 'drizzle-orm';
import { accountUploads, type Database } from '@nft/db';
import type { UploadKind } from '@nft/shared';

export type UploadLink = { accountId: number; mediaId: number; kind: UploadKind; sizeBytes: number };

/**
 * Records that an account uploaded a media file (what lets it use the file in its forms). The same
 * bytes again renew the one link rather than adding a row; the route's per-account request limit is
 * what bounds repeating one file.
 */
export async function linkUpload(db: Database, link: UploadLink): Promise<void> {
  await db
    .insert(accountUploads)
    .values(link)
    .onConflictDoUpdate({
      target: [accountUploads.accountId, accountUploads.mediaId],
      set: { createdAt: sql`now()`, sizeBytes: link.sizeBytes, kind: link.kind },
    });
}
