import { z } from 'zod';
import type { MediaThumbnail } from '@nft/db';

/** How every read route shows a stored image: absolute URLs under the public origin, never the source URL. */
export const mediaObjectSchema = z
  .object({
    url: z.string(),
    thumbnailUrl: z.string().nullable().describe('A smaller re-encoded copy; null when none was made'),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .describe('Stored media, served from /media/<key>');

export type MediaObject = z.infer<typeof mediaObjectSchema>;

export type MediaRow = { storageKey: string; width: number | null; height: number | null; thumbnails: MediaThumbnail[] };

/** `<publicUrl>/media/<key>`: the route that serves media with inert headers. */
export function mediaUrl(publicUrl: string, storageKey: string): string {
  return `${publicUrl}/media/${encodeURIComponent(storageKey)}`;
}

export function toMediaObject(row: MediaRow, publicUrl: string): MediaObject {
  // The first thumbnail is the card-size copy (the only one the demo seed makes).
  const thumbnail = row.thumbnails[0];
  return {
    url: mediaUrl(publicUrl, row.storageKey),
    thumbnailUrl: thumbnail ? mediaUrl(publicUrl, thumbnail.storageKey) : null,
    width: row.width,
    height: row.height,
  };
}
