import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, ref } from './columns';

/** A re-encoded smaller copy of a media file. */
export type MediaThumbnail = { width: number; height: number; mime: string; storageKey: string; sizeBytes: number };

/**
 * Stored media (uploads and files fetched from token metadata), after magic-byte checks and
 * re-encoding. Keyed by content hash so the same bytes are stored once.
 */
export const media = pgTable(
  'media',
  {
    id: id(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    storageKey: text('storage_key').notNull(),
    thumbnails: jsonb('thumbnails').$type<MediaThumbnail[]>().notNull().default([]),
    // Where an indexed file came from; null for uploads. Kept for re-fetching, never for serving.
    sourceUrl: text('source_url'),
    uploaderAccountId: ref('uploader_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_sha256_key').on(t.sha256),
    uniqueIndex('media_storage_key_key').on(t.storageKey),
    check('media_sha256_hex', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('media_size_positive', sql`${t.sizeBytes} > 0`),
    check('media_dimensions_positive', sql`(${t.width} is null or ${t.width} > 0) and (${t.height} is null or ${t.height} > 0)`),
  ],
);
