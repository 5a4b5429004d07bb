import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { contentTypeOfKey, mediaContentTypes, type MediaContentType } from './content-types';
import { mediaKeyPattern, type MediaStore, type OpenedMedia, type StoredMedia } from './media-store';

export type S3Credentials = { accessKeyId: string; secretAccessKey: string };

export type S3MediaStoreOptions = {
  bucket: string;
  region: string;
  /** Any S3-compatible service (MinIO, R2, Ceph, ...); AWS itself when unset. */
  endpoint?: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (most self-hosted servers need it). */
  forcePathStyle?: boolean;
  /**
   * Prepended to every key, `media/` by default: a CDN in front of the bucket then serves an object at
   * the same `/media/<key>` path the media listener uses, so `MEDIA_PUBLIC_URL` can point at either.
   */
  prefix?: string;
  /** Static keys; the SDK's default chain (environment, instance role, ...) when unset. */
  credentials?: S3Credentials;
  /** A client built by the caller (tests); options above that configure a client are then ignored. */
  client?: S3Client;
};

/** Stored objects never change (content-addressed), so every cache may keep them for good. */
const immutable = 'public, max-age=31536000, immutable';

/**
 * A content-addressed media store in an S3-compatible bucket (issue 17 item 4, docs/decisions/043-media-on-object-storage.md):
 * the same interface as the local directory store, so API replicas, the indexer and workers share media
 * through the bucket and nothing on disk. Keys are checked against `mediaKeyPattern` before any request.
 */
export function createS3MediaStore(options: S3MediaStoreOptions): MediaStore {
  const client =
    options.client ??
    new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? false,
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
  const bucket = options.bucket;
  const prefix = options.prefix ?? 'media/';
  const objectKey = (key: string) => `${prefix}${key}`;

  /** The object's size, or undefined when there is none (404); any other failure is thrown, not hidden. */
  async function head(key: string): Promise<number | undefined> {
    try {
      const found = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return found.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async function has(key: string): Promise<boolean> {
    if (!mediaKeyPattern.test(key)) return false;
    return (await head(key)) !== undefined;
  }

  async function put(data: Uint8Array, contentType: MediaContentType): Promise<StoredMedia> {
    const sha256 = createHash('sha256').update(data).digest('hex');
    const key = `${sha256}.${mediaContentTypes[contentType]}`;
    // Same key, same bytes: an object already there is left alone. A PUT is atomic, so a reader never sees half an object.
    if (!(await has(key))) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: data,
          ContentLength: data.byteLength,
          ContentType: contentType,
          CacheControl: immutable,
        }),
      );
    }
    return { key, sha256, size: data.byteLength, contentType };
  }

  async function get(key: string) {
    const contentType = contentTypeOfKey(key);
    if (!contentType || !mediaKeyPattern.test(key)) return undefined;
    try {
      const found = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      if (!found.Body) return undefined;
      return { data: Buffer.from(await found.Body.transformToByteArray()), contentType };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async function open(key: string): Promise<OpenedMedia | undefined> {
    const contentType = contentTypeOfKey(key);
    if (!contentType || !mediaKeyPattern.test(key)) return undefined;
    const size = await head(key);
    if (size === undefined) return undefined;
    return {
      size,
      // The type comes from the key, as with the directory store, never from what the bucket says.
      contentType,
      stream: (range) => streamObject(key, range),
    };
  }

  /**
   * The object's bytes as they arrive from the bucket (a ranged GET when asked): piped, never collected,
   * so serving a 50 MB video holds a few chunks in memory, not the file.
   */
  function streamObject(key: string, range?: { start: number; end: number }): NodeJS.ReadableStream {
    const out = new PassThrough();
    const abort = new AbortController();
    out.on('close', () => abort.abort());
    client
      .send(
        new GetObjectCommand({ Bucket: bucket, Key: objectKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        { abortSignal: abort.signal },
      )
      .then(({ Body }) => {
        if (!(Body instanceof Readable)) throw new Error(`media object ${key}: no stream in the answer`);
        Body.on('error', (error) => out.destroy(error));
        Body.pipe(out);
        out.on('close', () => Body.destroy());
      })
      .catch((error: unknown) => {
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    return out;
  }

  return { put, get, has, open };
}

function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}
