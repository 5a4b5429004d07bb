import { createHash } from 'node:crypto';
import { accountUploads, media, type Database } from '@nft/db';

let counter = 0;

/** A media row with a distinct content hash and one thumbnail (test fixture). */
export async function insertMedia(
  db: Database,
  { uploaderAccountId, ...values }: Partial<typeof media.$inferInsert> & { uploaderAccountId?: number } = {},
) {
  const sha256 = createHash('sha256').update(`fixture-${process.pid}-${++counter}`).digest('hex');
  const thumbSha = createHash('sha256').update(`thumb-${sha256}`).digest('hex');
  const [row] = await db
    .insert(media)
    .values({
      sha256,
      mime: 'image/png',
      sizeBytes: 100,
      width: 400,
      height: 300,
      storageKey: `${sha256}.png`,
      thumbnails: [{ width: 200, height: 150, mime: 'image/png', storageKey: `${thumbSha}.png`, sizeBytes: 50 }],
      ...values,
    })
    .returning();
  if (uploaderAccountId !== undefined) {
    await db.insert(accountUploads).values({ accountId: uploaderAccountId, mediaId: row!.id, kind: 'logo', sizeBytes: row!.sizeBytes });
  }
  return row!;
}
