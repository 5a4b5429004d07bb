import type { MediaContentType } from './content-types';

/** A stored object: addressed by the SHA-256 of its bytes, so the same bytes are stored once. */
export interface StoredMedia {
  key: string;
  sha256: string;
  size: number;
  contentType: MediaContentType;
}

/**
 * Where media bytes live. The embedded default is a local directory; production may use any
 * S3-compatible store behind the same interface. Keys are content addresses and never change,
 * which is what frozen metadata relies on.
 */
export interface MediaStore {
  put(data: Uint8Array, contentType: MediaContentType): Promise<StoredMedia>;
  get(key: string): Promise<{ data: Buffer; contentType: MediaContentType } | undefined>;
  has(key: string): Promise<boolean>;
  /**
   * The object's size and type, and a stream of its bytes from `start` to `end` inclusive (the whole
   * object by default): the media listener serves files (and `Range` requests) without holding them in memory.
   */
  open(key: string): Promise<OpenedMedia | undefined>;
}

export interface OpenedMedia {
  size: number;
  contentType: MediaContentType;
  stream(range?: { start: number; end: number }): NodeJS.ReadableStream;
}

/** Keys are `<64 hex>.<ext>`; anything else is refused before it can reach a file system path. */
export const mediaKeyPattern = /^[0-9a-f]{64}\.[a-z0-9]{2,4}$/;
