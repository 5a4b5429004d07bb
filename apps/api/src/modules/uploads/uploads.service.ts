import type { Database } from '@nft/db';
import { linkUpload } from './uploads.repository';
import {
  defaultMediaLimits,
  defaultMediaWorkQueue,
  MediaBusyError,
  MediaRefusedError,
  mediaUrl,
  processMedia,
  sniffMedia,
  storeMedia,
  type MediaLimits,
  type MediaStore,
  type MediaWorkQueue,
} from '@nft/media';
import { AppError, uploadFormats, uploadKinds, uploadLimits, type SniffedKind, type UploadFormat, type UploadKind } from '@nft/shared';
import { assertUploadQuota, type UploadQuota } from './upload-quota';
import type { UploadedMedia } from '@nft/api-contract';

export type UploadServiceDeps = {
  db: Database;
  store: MediaStore;
  mediaOrigin: string;
  mediaLimits?: MediaLimits;
  /** Per-account quotas (config.uploads); the defaults are the configuration's. */
  quota?: UploadQuota;
  /** The bounded image-processing queue (full: 503 media_busy). */
  queue?: MediaWorkQueue;
};

export const defaultUploadQuota: UploadQuota = { bytesPerDay: 200 * 1024 * 1024, filesPerMinute: 20 };

export type UploadService = ReturnType<typeof createUploadService>;

/**
 * Takes an uploaded file's bytes for a slot: the type is read from the content (never the name or
 * the declared type), checked against the slot, then the shared pipeline re-encodes it. Nothing is
 * stored until every check has passed, so a refusal leaves no file and no row behind.
 */
export function createUploadService({
  db,
  store,
  mediaOrigin,
  mediaLimits,
  quota = defaultUploadQuota,
  queue = defaultMediaWorkQueue,
}: UploadServiceDeps) {
  return {
    /** Before the body is read: an account already at a quota is refused without receiving the file. */
    async checkQuota(accountId: number): Promise<void> {
      await assertUploadQuota(db, accountId, quota, 0);
    },

    async upload(accountId: number, kind: UploadKind, data: Buffer): Promise<UploadedMedia> {
      const limit = uploadLimits[kind];
      if (data.byteLength > limit.maxBytes) throw new AppError('file_too_large');
      const format = uploadFormatOf(sniffMedia(data));
      if (!format || !limit.formats.includes(format)) throw new AppError('file_type_not_supported');
      // Before any decoding: this file must fit the account's quotas.
      await assertUploadQuota(db, accountId, quota, data.byteLength);
      const processed = await processMedia(data, mediaLimits ?? defaultMediaLimits, queue).catch((error: unknown) => {
        if (error instanceof MediaBusyError) throw new AppError('media_busy', undefined, { cause: error });
        if (!(error instanceof MediaRefusedError)) throw error;
        // A pixel flood is an over-large file in pixels; anything else (polyglot, broken) is not a file we take.
        throw new AppError(error.reason === 'too_large' ? 'file_too_large' : 'file_type_not_supported', undefined, { cause: error });
      });
      const row = await storeMedia(db, store, processed);
      // The same bytes again renew the link (one row per account and media): the per-account request
      // limit on the route is what bounds repeating one file.
      await linkUpload(db, { accountId, mediaId: row.id, kind, sizeBytes: data.byteLength });
      return {
        id: row.id,
        url: mediaUrl(mediaOrigin, row.storageKey),
        mime: row.mime,
        width: row.width,
        height: row.height,
        sizeBytes: row.sizeBytes,
        thumbnails: row.thumbnails.map((thumb) => ({
          url: mediaUrl(mediaOrigin, thumb.storageKey),
          width: thumb.width,
          height: thumb.height,
          mime: thumb.mime,
        })),
      };
    },
  };
}

/** What each kind accepts, for GET /v1/uploads/limits (static: answered even where no media is stored). */
export function describeUploadLimits() {
  return {
    kinds: uploadKinds.map((kind) => {
      const { maxBytes, formats, recommended } = uploadLimits[kind];
      return {
        kind,
        maxBytes,
        formats: [...formats],
        mimeTypes: formats.map((format) => uploadFormats[format].mime),
        extensions: formats.flatMap((format) => uploadFormats[format].extensions),
        recommended,
      };
    }),
  };
}

function uploadFormatOf(kind: SniffedKind | undefined): UploadFormat | undefined {
  return kind === undefined || kind === 'webp' ? undefined : kind;
}
