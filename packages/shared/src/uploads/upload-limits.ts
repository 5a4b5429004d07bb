/**
 * What each upload slot accepts (docs/product.md, spec section 5), in one place: the API enforces it, serves it at
 * GET /v1/uploads/limits, and the web checks files against it before sending them.
 */
export const uploadKinds = ['logo', 'featured', 'banner', 'profile_picture', 'profile_cover', 'nft_media', 'nft_preview'] as const;
export type UploadKind = (typeof uploadKinds)[number];

export function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === 'string' && (uploadKinds as readonly string[]).includes(value);
}

/** Formats an upload may be, recognised by content (see sniffMedia), never by name or declared type. */
export type UploadFormat = 'png' | 'jpeg' | 'gif' | 'svg' | 'mp4' | 'webm' | 'mp3' | 'wav' | 'ogg';

export const uploadFormats: Record<UploadFormat, { mime: string; extensions: readonly string[] }> = {
  png: { mime: 'image/png', extensions: ['png'] },
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  gif: { mime: 'image/gif', extensions: ['gif'] },
  // Accepted for NFT media only and stored rasterised as PNG, so none of its script survives.
  svg: { mime: 'image/svg+xml', extensions: ['svg'] },
  mp4: { mime: 'video/mp4', extensions: ['mp4', 'm4v'] },
  webm: { mime: 'video/webm', extensions: ['webm'] },
  mp3: { mime: 'audio/mpeg', extensions: ['mp3'] },
  wav: { mime: 'audio/wav', extensions: ['wav'] },
  ogg: { mime: 'audio/ogg', extensions: ['ogg', 'oga', 'ogv'] },
};

export type UploadLimit = {
  maxBytes: number;
  formats: readonly UploadFormat[];
  /** The size the page lays the image out at; larger images are fine, smaller ones look blurred. */
  recommended: { width: number; height: number } | null;
};

const MB = 1024 * 1024;
// docs/product.md (spec section 5): images are PNG, JPG or JPEG; GIF only where an NFT is shown (preview, media).
const still = ['png', 'jpeg'] as const;

export const uploadLimits: Record<UploadKind, UploadLimit> = {
  logo: { maxBytes: 1 * MB, formats: still, recommended: { width: 400, height: 400 } },
  profile_picture: { maxBytes: 1 * MB, formats: still, recommended: { width: 400, height: 400 } },
  featured: { maxBytes: 3 * MB, formats: still, recommended: { width: 600, height: 400 } },
  profile_cover: { maxBytes: 3 * MB, formats: still, recommended: { width: 600, height: 400 } },
  banner: { maxBytes: 3 * MB, formats: still, recommended: { width: 1400, height: 400 } },
  nft_preview: { maxBytes: 10 * MB, formats: ['png', 'jpeg', 'gif', 'svg'], recommended: null },
  nft_media: { maxBytes: 50 * MB, formats: ['png', 'jpeg', 'gif', 'svg', 'mp4', 'webm', 'mp3', 'wav', 'ogg'], recommended: null },
};

/** The `accept` attribute of a file input for a kind (a hint for the picker; content decides). */
export function acceptAttribute(kind: UploadKind): string {
  return uploadLimits[kind].formats
    .flatMap((format) => [uploadFormats[format].mime, ...uploadFormats[format].extensions.map((ext) => `.${ext}`)])
    .join(',');
}

/** "1M", "3M", "50M": sizes as the spec writes them. */
export function formatMaxSize(bytes: number): string {
  return bytes % MB === 0 ? `${bytes / MB}M` : `${Math.ceil(bytes / 1024)}K`;
}
