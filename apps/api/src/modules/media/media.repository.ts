import { inArray } from 'drizzle-orm';
import { media, type Database } from '@nft/db';
import { toMediaObject, type MediaObject, type MediaRow } from './media-object';

/** Looks up a media object by id; ids that were not loaded (or were null) give null. */
export type MediaLookup = (id: number | null | undefined) => MediaObject | null;

export type MediaRowWithId = MediaRow & { id: number };

/** A lookup over media rows a statement already read (the explore lists read them with the page). */
export function mediaLookupOf(rows: readonly MediaRowWithId[], mediaOrigin: string): MediaLookup {
  const byId = new Map(rows.map((row) => [row.id, toMediaObject(row, mediaOrigin)]));
  return (id) => (typeof id === 'number' ? (byId.get(id) ?? null) : null);
}

/**
 * Loads every media row a page refers to in one query, rather than joining the media table once
 * per image column (a collection has three). URLs are on `mediaOrigin` (config.public.mediaUrl).
 */
export async function loadMedia(db: Database, ids: (number | null | undefined)[], mediaOrigin: string): Promise<MediaLookup> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({ id: media.id, storageKey: media.storageKey, width: media.width, height: media.height, thumbnails: media.thumbnails })
          .from(media)
          .where(inArray(media.id, wanted));
  return mediaLookupOf(rows, mediaOrigin);
}
