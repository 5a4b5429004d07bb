import { z } from 'zod';
import type { MediaThumbnail } from '@nft/db';
import { mediaUrl } from '@nft/media';

export { mediaUrl };

/** How every read route shows a stored image: absolute URLs on the media origin, never the source URL. */
export const mediaObjectSchema = z
  .object({
    url: z.string(),
    thumbnailUrl: z.string().nullable().describe('A smaller re-encoded copy; null when none was made'),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .describe('Stored media, served from <media origin>/media/<key>');

export type MediaObject = z.infer<typeof mediaObjectSchema>;

export type MediaRow = { storageKey: string; width: number | null; height: number | null; thumbnails: MediaThumbnail[] };

/** `mediaOrigin` is config.public.mediaUrl: media is never served from the app's origin (SECURITY.md row 8). */
export function toMediaObject(row: MediaRow, mediaOrigin: string): MediaObject {
  // The first thumbnail is the card-size copy (the only one the demo seed makes).
  const thumbnail = row.thumbnails[0];
  return {
    url: mediaUrl(mediaOrigin, row.storageKey),
    thumbnailUrl: thumbnail ? mediaUrl(mediaOrigin, thumbnail.storageKey) : null,
    width: row.width,
    height: row.height,
  };
}
