import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStore, type MediaStore } from '@nft/media';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { buildMediaServer } from './media-server';

let app: FastifyInstance;
let api: TestApp;
let store: MediaStore;
let tempDir: string;

const sandboxPolicy = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";
// The 8-byte PNG signature and a little more: the route serves bytes, it does not decode them.
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

beforeAll(async () => {
  tempDir = await mkdtemp(join(tmpdir(), 'nft-api-media-'));
  store = createLocalMediaStore(join(tempDir, 'media'));
  app = await buildMediaServer({ store });
  // The API with the same store: it takes uploads but must never serve them itself.
  api = await createTestApp({ media: store });
});

afterAll(async () => {
  await app?.close();
  await api?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

function expectInert(headers: Record<string, unknown>, contentType: string) {
  expect(headers['content-type']).toBe(contentType);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toBe(sandboxPolicy);
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(headers['set-cookie']).toBeUndefined();
  expect(headers['access-control-allow-origin']).toBe('*');
}

describe('the media origin: GET /media/:key', () => {
  it('serves stored bytes with their type and inert, immutable headers', async () => {
    const { key } = await store.put(png, 'image/png');
    const response = await app.inject({ url: `/media/${key}`, headers: { cookie: 'session=abc' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(png)).toBe(true);
    expectInert(response.headers, 'image/png');
  });

  it('serves metadata JSON the same way, and HEAD without a body', async () => {
    const json = Buffer.from(JSON.stringify({ name: 'Token', image: 'https://market.example/media/x.png' }));
    const { key } = await store.put(json, 'application/json');
    const response = await app.inject({ url: `/media/${key}` });
    expect(response.rawPayload.equals(json)).toBe(true);
    expectInert(response.headers, 'application/json');
    const head = await app.inject({ method: 'HEAD', url: `/media/${key}` });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expectInert(head.headers, 'application/json');
  });

  it('keeps a hostile file inert: HTML bytes stored as an image are served as that image type, sandboxed', async () => {
    const html = Buffer.from('<html><script>fetch("/v1/health")</script></html>');
    const { key } = await store.put(html, 'image/png');
    const response = await app.inject({ url: `/media/${key}`, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expectInert(response.headers, 'image/png');
  });

  it('answers 404 for a well-formed key that is not stored, or of a type the store does not serve', async () => {
    for (const key of [`${'a'.repeat(64)}.png`, `${'b'.repeat(64)}.exe`]) {
      const response = await app.inject({ url: `/media/${key}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe(sandboxPolicy);
    }
  });

  it('serves nothing but media: no API, no web app, no other method', async () => {
    for (const url of ['/', '/v1/health', '/v1/uploads/limits', '/index.html', '/media']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/plain; charset=utf-8');
    }
    const { key } = await store.put(png, 'image/png');
    const post = await app.inject({ method: 'POST', url: `/media/${key}`, payload: 'x' });
    expect(post.statusCode).toBe(404);
  });
});

describe('the API origin', () => {
  it('does not serve stored media, as HTML or otherwise', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const { key } = await store.put(html, 'image/png');
    for (const accept of ['text/html', 'image/*', '*/*']) {
      const response = await api.app.inject({ url: `/media/${key}`, headers: { accept } });
      expect(response.rawPayload.includes(html)).toBe(false);
      expect(response.statusCode === 404 || response.statusCode === 503).toBe(true);
    }
  });

  it('refuses paths that are not media keys with a 4xx envelope, never a 5xx', async () => {
    const { key } = await store.put(Buffer.from('other bytes'), 'image/png');
    const paths = [
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/%2e%2e',
      '/media/..',
      '/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      `/media/${key.toUpperCase()}`,
      `/media/${key.slice(1)}`,
      `/media/${key}%00`,
      `/media/${key}.png`,
      `/media/${key.replace('.png', '')}`,
      '/media/%ZZ',
      `/media/${'a'.repeat(5000)}.png`,
      `/media/${key}%2F..`,
      `/media/${key.slice(0, 2)}%2F${key}`,
      '/media/',
      '/media/../v1/health',
      `/media/${key}/extra`,
      `/media/%00${key}`,
    ];
    // Raw HTTP, not app.inject: inject resolves dot segments the way a browser would, while an
    // attacker's client sends the path exactly as written.
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    for (const path of paths) {
      const response = await rawGet(origin, path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers['content-type'], path).toBe('text/plain; charset=utf-8');
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });
});

function rawGet(origin: string, path: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, method: 'GET', agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}
