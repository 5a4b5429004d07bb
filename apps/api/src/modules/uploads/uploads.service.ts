import { accountUploads, type Database } from '@nft/db';
import { MediaRefusedError, mediaUrl, processMedia, sniffMedia, storeMedia, type MediaLimits, type MediaStore } from '@nft/media';
import { AppError, uploadFormats, uploadKinds, uploadLimits, type SniffedKind, type UploadFormat, type UploadKind } from '@nft/shared';
import type { UploadedMedia } from './uploads.schemas';

export type UploadServiceDeps = { db: Database; store: MediaStore; mediaOrigin: string; mediaLimits?: MediaLimits };

export type UploadService = ReturnType<typeof createUploadService>;

/**
 * Takes an uploaded file's bytes for a slot: the type is read from the content (never the name or
 * the declared type), checked against the slot, then the shared pipeline re-encodes it. Nothing is
 * stored until every check has passed, so a refusal leaves no file and no row behind.
 */
export function createUploadService({ db, store, mediaOrigin, mediaLimits }: UploadServiceDeps) {
  return {
    async upload(accountId: number, kind: UploadKind, data: Buffer): Promise<UploadedMedia> {
      const limit = uploadLimits[kind];
      if (data.byteLength > limit.maxBytes) throw new AppError('file_too_large');
      const format = uploadFormatOf(sniffMedia(data));
      if (!format || !limit.formats.includes(format)) throw new AppError('file_type_not_supported');
      const processed = await processMedia(data, mediaLimits).catch((error: unknown) => {
        if (!(error instanceof MediaRefusedError)) throw error;
        // A pixel flood is an over-large file in pixels; anything else (polyglot, broken) is not a file we take.
        throw new AppError(error.reason === 'too_large' ? 'file_too_large' : 'file_type_not_supported', undefined, { cause: error });
      });
      const row = await storeMedia(db, store, processed);
      await db.insert(accountUploads).values({ accountId, mediaId: row.id, kind, sizeBytes: data.byteLength }).onConflictDoNothing();
      return {
        id: row.id,
        url: mediaUrl(mediaOrigin, row.storageKey),
        mime: row.mime,
        width: row.width,
        height: row.height,
        sizeBytes: row.sizeBytes,
        thumbnails: row.thumbnails.map((thumb) => ({ url: mediaUrl(mediaOrigin, thumb.storageKey), width: thumb.width, height: thumb.height, mime: thumb.mime })),
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
