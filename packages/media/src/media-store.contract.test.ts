import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaContentTypes, type MediaContentType } from './content-types';
import { createLocalMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';
import { startS3TestServer } from './testing';

/**
 * One contract for every MediaStore (docs/decisions/043-media-on-object-storage.md): the directory store
 * and the S3 store (over real HTTP to s3rver on loopback) must answer alike, since uploads, the metadata
 * pipeline and the media listener use whichever the configuration picks.
 */
const stores: [string, () => Promise<{ store: MediaStore; close(): Promise<void> }>][] = [
  [
    'local directory',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'media-contract-'));
      return { store: createLocalMediaStore(dir), close: () => rm(dir, { recursive: true, force: true }) };
    },
  ],
  [
    'S3 (s3rver)',
    async () => {
      const server = await startS3TestServer();
      return { store: server.createStore(), close: () => server.close() };
    },
  ],
];

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return chunks;
}

describe.each(stores)('MediaStore contract: %s', (_name, setup) => {
  let store: MediaStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await setup());
  });
  afterAll(async () => {
    await close?.();
  });

  it('puts bytes under their SHA-256 with the extension of their type, and gets them back', async () => {
    const data = Buffer.from(`{"name":"contract ${Math.random()}"}`);
    expect(await store.has(`${sha256(data)}.json`)).toBe(false);
    const stored = await store.put(data, 'application/json');
    expect(stored).toEqual({ key: `${sha256(data)}.json`, sha256: sha256(data), size: data.byteLength, contentType: 'application/json' });
    expect(await store.has(stored.key)).toBe(true);
    const read = await store.get(stored.key);
    expect(read?.contentType).toBe('application/json');
    expect(read?.data.equals(data)).toBe(true);
  });

  it('keeps one object for the same bytes, also when two puts race', async () => {
    const data = randomBytes(1024);
    const [a, b, c] = await Promise.all([store.put(data, 'image/png'), store.put(data, 'image/png'), store.put(data, 'image/png')]);
    expect(new Set([a.key, b.key, c.key]).size).toBe(1);
    expect((await store.get(a.key))?.data.equals(data)).toBe(true);
  });

  it('answers every type from the key', async () => {
    for (const [contentType, extension] of Object.entries(mediaContentTypes) as [MediaContentType, string][]) {
      const stored = await store.put(Buffer.from(`bytes of ${contentType}`), contentType);
      expect(stored.key.endsWith(`.${extension}`)).toBe(true);
      expect((await store.get(stored.key))?.contentType).toBe(contentType);
      expect((await store.open(stored.key))?.contentType).toBe(contentType);
    }
  });

  it('opens an object with its size and streams it whole or a byte range (inclusive)', async () => {
    const data = randomBytes(10_000);
    const { key } = await store.put(data, 'video/mp4');
    const opened = await store.open(key);
    expect(opened).toMatchObject({ size: 10_000, contentType: 'video/mp4' });
    expect(Buffer.concat(await collect(opened!.stream())).equals(data)).toBe(true);
    expect(Buffer.concat(await collect(opened!.stream({ start: 100, end: 199 }))).equals(data.subarray(100, 200))).toBe(true);
    expect(Buffer.concat(await collect(opened!.stream({ start: 9_999, end: 9_999 }))).equals(data.subarray(9_999))).toBe(true);
  });

  it('streams a large object in chunks instead of one whole buffer', async () => {
    const data = randomBytes(6 * 1024 * 1024);
    const { key } = await store.put(data, 'video/webm');
    const opened = await store.open(key);
    const chunks = await collect(opened!.stream());
    expect(chunks.length).toBeGreaterThan(4);
    expect(Math.max(...chunks.map((chunk) => chunk.byteLength))).toBeLessThan(data.byteLength / 4);
    expect(sha256(Buffer.concat(chunks))).toBe(sha256(data));
  });

  it('stores an empty object', async () => {
    const { key, size } = await store.put(new Uint8Array(0), 'audio/ogg');
    expect(size).toBe(0);
    expect(await store.has(key)).toBe(true);
    expect((await store.open(key))?.size).toBe(0);
    expect((await store.get(key))?.data.byteLength).toBe(0);
  });

  it('answers undefined or false for objects that are not there', async () => {
    const absent = `${'a'.repeat(64)}.png`;
    expect(await store.has(absent)).toBe(false);
    expect(await store.get(absent)).toBeUndefined();
    expect(await store.open(absent)).toBeUndefined();
  });

  it('refuses keys that are not content addresses before touching storage', async () => {
    const { key } = await store.put(Buffer.from('traversal target'), 'image/png');
    for (const bad of ['../../etc/passwd', `ab/../../${key}`, `../${key}`, key.toUpperCase(), `${key}?x=1`, `${'a'.repeat(64)}.exe`, '']) {
      expect(await store.has(bad)).toBe(false);
      expect(await store.get(bad)).toBeUndefined();
      expect(await store.open(bad)).toBeUndefined();
    }
  });
});
