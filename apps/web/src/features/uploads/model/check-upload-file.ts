import { sniffLength, sniffMedia, uploadLimits, type SniffedKind, type UploadFormat, type UploadKind } from '@nft/shared';

export type FileCheckError = 'file_type_not_supported' | 'file_too_large';
export type FileCheck = { ok: true; format: UploadFormat } | { ok: false; error: FileCheckError };

/**
 * The browser's first look at a chosen file, with the spec's two messages: the size against the
 * slot's maximum, then the type read from the file's first bytes (as the server does), so a renamed
 * file is judged by what it is. The server checks again; this only spares a pointless upload.
 */
export async function checkUploadFile(file: Blob, kind: UploadKind): Promise<FileCheck> {
  const limit = uploadLimits[kind];
  if (file.size > limit.maxBytes) return { ok: false, error: 'file_too_large' };
  const head = new Uint8Array(await file.slice(0, sniffLength).arrayBuffer());
  const format = toUploadFormat(sniffMedia(head));
  if (!format || !limit.formats.includes(format)) return { ok: false, error: 'file_type_not_supported' };
  return { ok: true, format };
}

function toUploadFormat(kind: SniffedKind | undefined): UploadFormat | undefined {
  return kind === undefined || kind === 'webp' ? undefined : kind;
}
