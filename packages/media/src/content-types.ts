/**
 * The media types the store accepts, with the file extension used in keys. Keys carry the
 * extension so a static server can answer with the right type without a database lookup.
 */
export const mediaContentTypes = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/json': 'json',
  'audio/mpeg': 'mp3',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
} as const;

export type MediaContentType = keyof typeof mediaContentTypes;

export function isMediaContentType(value: string): value is MediaContentType {
  return Object.hasOwn(mediaContentTypes, value);
}

export function contentTypeOfKey(key: string): MediaContentType | undefined {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  const found = Object.entries(mediaContentTypes).find(([, e]) => e === ext);
  return found?.[0] as MediaContentType | undefined;
}
