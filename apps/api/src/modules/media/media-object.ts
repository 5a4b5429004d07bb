import type { MediaThumbnail } from '@nft/db';
import { mediaUrl } from '@nft/media';
import type { MediaObject } from '@nft/api-contract';

export { mediaObjectSchema, type MediaObject } from '@nft/api-contract';
export { mediaUrl };
export type MediaRow = { storageKey: string; width: number | null; height: number | null; thumbnails: MediaThumbnail[] };

/** `mediaOrigin` is config.public.mediaUrl: media is never served from the app's origin (docs/security.md row 8). */
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
