import { eq } from 'drizzle-orm';
import { media, type Database } from '@nft/db';
import type { MediaStore } from './media-store';
import type { ProcessedMedia } from './process-media';

export type StoreMediaOptions = {
  /** Where the indexer found it (kept for re-fetching); null for uploads and data: URIs. */
  sourceUrl?: string | null;
};

/**
 * Puts processed media and its thumbnails in the store and returns its media row (one row per
 * content hash: the same bytes uploaded twice, or uploaded and indexed, share a row).
 */
export async function storeMedia(db: Database, store: MediaStore, processed: ProcessedMedia, options: StoreMediaOptions = {}) {
  const stored = await store.put(processed.main.data, processed.main.contentType);
  const thumbnails = [];
  for (const thumbnail of processed.thumbnails) {
    const storedThumb = await store.put(thumbnail.data, thumbnail.contentType);
    thumbnails.push({
      width: thumbnail.width ?? 0,
      height: thumbnail.height ?? 0,
      mime: storedThumb.contentType,
      storageKey: storedThumb.key,
      sizeBytes: storedThumb.size,
    });
  }
  const sourceUrl = options.sourceUrl ?? null;
  await db
    .insert(media)
    .values({
      sha256: stored.sha256,
      mime: stored.contentType,
      sizeBytes: stored.size,
      width: processed.main.width,
      height: processed.main.height,
      storageKey: stored.key,
      thumbnails,
      sourceUrl: sourceUrl && sourceUrl.length <= 2048 ? sourceUrl : null,
    })
    // Same bytes again (uploaded twice, or uploaded and indexed): one row; who may use it is in account_uploads.
    .onConflictDoNothing({ target: media.sha256 });
  const [row] = await db.select().from(media).where(eq(media.sha256, stored.sha256));
  if (!row) throw new Error(`media row for ${stored.key} was not written`);
  return row;
}
