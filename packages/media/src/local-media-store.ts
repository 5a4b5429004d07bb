import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentTypeOfKey, mediaContentTypes, type MediaContentType } from './content-types';
import { mediaKeyPattern, type MediaStore, type StoredMedia } from './media-store';

/** A content-addressed store in a local directory, sharded by the first two hex digits. */
export function createLocalMediaStore(dir: string): MediaStore {
  const pathOf = (key: string) => join(dir, key.slice(0, 2), key);

  async function has(key: string): Promise<boolean> {
    if (!mediaKeyPattern.test(key)) return false;
    return stat(pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  async function put(data: Uint8Array, contentType: MediaContentType): Promise<StoredMedia> {
    const sha256 = createHash('sha256').update(data).digest('hex');
    const key = `${sha256}.${mediaContentTypes[contentType]}`;
    if (!(await has(key))) {
      const path = pathOf(key);
      await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
      // Write then rename, so a reader never sees a half-written file; a temporary name of its own per put,
      // so two puts of the same bytes at once (in one process too) do not rename each other's file away.
      const tmp = `${path}.${process.pid}.${randomUUID()}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, path);
    }
    return { key, sha256, size: data.byteLength, contentType };
  }

  async function get(key: string) {
    const contentType = contentTypeOfKey(key);
    if (!contentType || !(await has(key))) return undefined;
    return { data: await readFile(pathOf(key)), contentType };
  }

  async function open(key: string) {
    const contentType = contentTypeOfKey(key);
    if (!contentType || !mediaKeyPattern.test(key)) return undefined;
    const path = pathOf(key);
    const found = await stat(path).catch(() => undefined);
    if (!found?.isFile()) return undefined;
    // Objects never change (content-addressed), so the size read here holds for the stream.
    return { size: found.size, contentType, stream: (range?: { start: number; end: number }) => createReadStream(path, range) };
  }

  return { put, get, has, open };
}
