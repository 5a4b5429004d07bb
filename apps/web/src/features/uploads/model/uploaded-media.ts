import type { UploadedMedia as ContractUploadedMedia } from '@nft/api-contract';
import type { UploadKind } from '@nft/shared';

export type { UploadKind };

/** What a form keeps of an upload: the media id it submits and what it needs to show a preview. */
export type UploadedMedia = { id: number; url: string; mime: string; width: number | null; height: number | null };

/** The data of POST /v1/uploads, from the API contract. */
export { uploadedMediaSchema as uploadResponseSchema } from '@nft/api-contract';

export type UploadResponse = ContractUploadedMedia;

export function toUploadedMedia({ id, url, mime, width, height }: UploadResponse): UploadedMedia {
  return { id, url, mime, width, height };
}
