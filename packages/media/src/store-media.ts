import { eq } from 'drizzle-orm';
import { media, type Database } from '@nft/db';
import type { MediaStore } from '@nft/media';
import type { ProcessedMedia } from './process-media';

/** Puts processed media and its thumbnail in the store and returns its media row id (one row per content hash). */
export async function storeMedia(db: Database, store: MediaStore, processed: ProcessedMedia, sourceUrl: string | null): Promise<number> {
  const stored = await store.put(processed.main.data, processed.main.contentType);
  const thumbnail = processed.thumbnail;
  const storedThumb = thumbnail ? await store.put(thumbnail.data, thumbnail.contentType) : undefined;
  await db
    .insert(media)
    .values({
      sha256: stored.sha256,
      mime: stored.contentType,
      sizeBytes: stored.size,
      width: processed.main.width,
      height: processed.main.height,
      storageKey: stored.key,
      thumbnails:
        thumbnail && storedThumb
          ? [{ width: thumbnail.width ?? 0, height: thumbnail.height ?? 0, mime: storedThumb.contentType, storageKey: storedThumb.key, sizeBytes: storedThumb.size }]
          : [],
      // Kept for re-fetching only; data: URIs are re-read from the metadata instead.
      sourceUrl: sourceUrl && sourceUrl.length <= 2048 ? sourceUrl : null,
    })
    .onConflictDoNothing({ target: media.sha256 });
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.sha256, stored.sha256));
  if (!row) throw new Error(`media row for ${stored.key} was not written`);
  return row.id;
}
