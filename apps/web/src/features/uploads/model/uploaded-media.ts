import { z } from 'zod';
import type { UploadKind } from '@nft/shared';

export type { UploadKind };

/** What a form keeps of an upload: the media id it submits and what it needs to show a preview. */
export type UploadedMedia = { id: number; url: string; mime: string; width: number | null; height: number | null };

export const uploadThumbnailSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), mime: z.string() });

/** The data of POST /v1/uploads (the web keeps its own copy of the response schema). */
export const uploadResponseSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  mime: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  sizeBytes: z.number().int(),
  thumbnails: z.array(uploadThumbnailSchema),
});

export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export function toUploadedMedia({ id, url, mime, width, height }: UploadResponse): UploadedMedia {
  return { id, url, mime, width, height };
}
