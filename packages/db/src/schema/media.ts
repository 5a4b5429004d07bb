import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { uploadKinds } from '@nft/shared';
import { accounts } from './accounts';
import { createdAt, id, ref } from './columns';

/** The form slot an upload was made for (the list lives in @nft/shared). */
export const uploadKind = pgEnum('upload_kind', uploadKinds);

/** A re-encoded smaller copy of a media file. */
export type MediaThumbnail = { width: number; height: number; mime: string; storageKey: string; sizeBytes: number };

/**
 * Stored media (uploads and files fetched from token metadata), after magic-byte checks and
 * re-encoding. Keyed by content hash so the same bytes are stored once; who may use a file is in
 * `account_uploads`, never on this row, so two accounts can upload the same bytes and indexed media
 * belongs to nobody.
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

/**
 * One account's upload of one media file: what lets that account put the file in its forms, and
 * what the per-account upload quotas count (bytes and files over a window). Uploading the same
 * bytes again refreshes nothing and adds no row.
 */
export const accountUploads = pgTable(
  'account_uploads',
  {
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    mediaId: ref('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    kind: uploadKind('kind').notNull(),
    // Bytes the account sent for this upload (the quota counts what was received, not what was kept).
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'account_uploads_pkey', columns: [t.accountId, t.mediaId] }),
    index('account_uploads_account_created_idx').on(t.accountId, t.createdAt),
    index('account_uploads_media_idx').on(t.mediaId),
    check('account_uploads_size_positive', sql`${t.sizeBytes} > 0`),
  ],
);
