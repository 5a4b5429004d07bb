import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalMediaStore, type MediaStore } from '@nft/media';
import { buildMediaServer } from './media-server';

// Issue 9 item 4: the media listener streams from the store with Range, and has its own rate limit.
let app: FastifyInstance;
let store: MediaStore;
let tempDir: string;
let key: string;
const video = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251)),
]);

beforeAll(async () => {
  tempDir = await mkdtemp(join(tmpdir(), 'nft-media-range-'));
  store = createLocalMediaStore(join(tempDir, 'media'));
  key = (await store.put(video, 'video/mp4')).key;
  app = await buildMediaServer({ store, limits: { rateLimit: { max: 20, windowMs: 60_000 } } });
});

afterAll(async () => {
  await app?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

const get = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1', method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url: `/media/${key}`, headers, remoteAddress });

describe('media listener', () => {
  it('streams the whole file from the store (never store.get, which reads it into memory) with its length and Accept-Ranges', async () => {
    const whole = vi.spyOn(store, 'get');
    const response = await get({}, '10.0.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-length']).toBe(String(video.byteLength));
    expect(response.rawPayload.equals(video)).toBe(true);
    expect(whole).not.toHaveBeenCalled();
    whole.mockRestore();
  });

  it('answers a byte range with 206, Content-Range and exactly those bytes (open ranges and suffixes too)', async () => {
    const size = video.byteLength;
    for (const [header, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=500-', 500, size - 1],
      ['bytes=-10', size - 10, size - 1],
      ['bytes=900-99999', 900, size - 1],
    ] as const) {
      const response = await get({ range: header }, '10.0.0.2');
      expect(response.statusCode, header).toBe(206);
      expect(response.headers['content-range'], header).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers['content-length'], header).toBe(String(end - start + 1));
      expect(response.rawPayload.equals(video.subarray(start, end + 1)), header).toBe(true);
    }
  });

  it('a range past the end is 416 with the size; a malformed one is ignored (200, whole file)', async () => {
    const past = await get({ range: `bytes=${video.byteLength}-` }, '10.0.0.3');
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${video.byteLength}`);
    const malformed = await get({ range: 'bytes=abc' }, '10.0.0.3');
    expect(malformed.statusCode).toBe(200);
    expect(malformed.rawPayload.byteLength).toBe(video.byteLength);
  });

  it('HEAD answers the length without a body', async () => {
    const response = await get({}, '10.0.0.4', 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(video.byteLength));
    expect(response.rawPayload.byteLength).toBe(0);
  });

  it('has its own per-client rate limit: past it 429, other clients are still served', async () => {
    for (let i = 0; i < 20; i++) expect((await get({}, '10.9.9.9')).statusCode).toBe(200);
    const limited = await get({}, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['x-content-type-options']).toBe('nosniff');
    expect((await get({}, '10.9.9.10')).statusCode).toBe(200);
  });

  it('sets requestTimeout, connectionTimeout and a small body limit', () => {
    expect(app.server.requestTimeout).toBe(60_000);
    expect(app.initialConfig.connectionTimeout).toBe(30_000);
    expect(app.initialConfig.bodyLimit).toBe(1024);
  });
});
