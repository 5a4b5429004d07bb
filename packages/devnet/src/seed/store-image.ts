import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { media } from '@nft/db';
import type { SeedContext } from './seed-context';

export interface StoredImage {
  mediaId: number;
  key: string;
}

const thumbnailWidth = 256;

/** Stores a PNG and a thumbnail in the media store and records them; the same bytes map to one row. */
export async function storeImage(context: SeedContext, png: Buffer): Promise<StoredImage> {
  const meta = await sharp(png).metadata();
  const stored = await context.media.put(png, 'image/png');
  const thumb = await sharp(png).resize({ width: thumbnailWidth, withoutEnlargement: true }).png().toBuffer({ resolveWithObject: true });
  const storedThumb = await context.media.put(thumb.data, 'image/png');
  const { db } = context.database;
  await db
    .insert(media)
    .values({
      sha256: stored.sha256,
      mime: stored.contentType,
      sizeBytes: stored.size,
      width: meta.width ?? null,
      height: meta.height ?? null,
      storageKey: stored.key,
      thumbnails: [
        { width: thumb.info.width, height: thumb.info.height, mime: 'image/png', storageKey: storedThumb.key, sizeBytes: storedThumb.size },
      ],
    })
    .onConflictDoNothing({ target: media.sha256 });
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.sha256, stored.sha256));
  if (!row) throw new Error(`media row for ${stored.key} was not written`);
  return { mediaId: row.id, key: stored.key };
}
