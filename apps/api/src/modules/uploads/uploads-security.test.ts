import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '@nft/db';
import { sniffMedia } from '@nft/media';
import { hostileSvg, jpegHtmlPolyglot, pixelFloodPng, svgMarkers } from '@nft/media/testing';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import { signedInAccount, type SignedInAccount } from '../../test-support/signed-in-account';
import { buildMediaServer } from '../media/media-server';
import { createUploadTestApp, fileParts, storedFiles, type UploadTestApp } from './uploads.fixtures';

// docs/security.md row 8 through the upload route: hostile files are rasterised or refused, and what is
// stored is served only from the media origin with headers that keep it inert.
let testApp: UploadTestApp;
let alice: SignedInAccount;

beforeAll(async () => {
  testApp = await createUploadTestApp();
  alice = await signedInAccount(testApp.database.db);
});

afterAll(async () => {
  await testApp?.close();
});

const upload = (kind: string, body: ReturnType<typeof fileParts>) =>
  testApp.app.inject({
    method: 'POST',
    url: `/v1/uploads?kind=${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...alice.headers },
  });

async function storedBytesOf(id: number): Promise<Buffer[]> {
  const [row] = await testApp.database.db.select().from(media).where(eq(media.id, id));
  const keys = [row!.storageKey, ...row!.thumbnails.map((thumb) => thumb.storageKey)];
  return Promise.all(keys.map(async (key) => (await testApp.store.get(key))!.data));
}

describe('hostile uploads (docs/security.md row 8)', () => {
  it('rasterises an SVG with <script>, onload, foreignObject and javascript: links: none of them survives', async () => {
    for (const kind of ['nft_media', 'nft_preview']) {
      const response = await upload(kind, fileParts(hostileSvg, 'art.svg', 'image/svg+xml'));
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({ mime: 'image/png', width: 64, height: 64 });
      for (const file of await storedBytesOf(data.id)) {
        expect(['png', 'webp']).toContain(sniffMedia(file));
        const text = file.toString('latin1').toLowerCase();
        for (const marker of svgMarkers) expect(text).not.toContain(marker.toLowerCase());
      }
    }
  });

  it('refuses SVG where only PNG or JPEG is accepted (logo, banner ...), storing nothing', async () => {
    const before = await databaseFingerprint(testApp.database.db);
    const files = await storedFiles(testApp.mediaDir);
    const response = await upload('logo', fileParts(hostileSvg, 'logo.png', 'image/png'));
    expect(response.statusCode).toBe(415);
    expect(await databaseFingerprint(testApp.database.db)).toBe(before);
    expect(await storedFiles(testApp.mediaDir)).toEqual(files);
  });

  it('refuses a JPEG/HTML polyglot and a 20000x20000 PNG, storing nothing', async () => {
    const polyglot = await jpegHtmlPolyglot();
    const flood = pixelFloodPng();
    for (const [data, status, error] of [
      [polyglot, 415, 'file_type_not_supported'],
      [flood, 413, 'file_too_large'],
    ] as const) {
      for (const kind of ['nft_media', 'banner']) {
        const before = await databaseFingerprint(testApp.database.db);
        const files = await storedFiles(testApp.mediaDir);
        const response = await upload(kind, fileParts(data, 'image.jpg', 'image/jpeg'));
        expect({ kind, status: response.statusCode, error: response.json().error }).toEqual({ kind, status, error });
        expect(await databaseFingerprint(testApp.database.db)).toBe(before);
        expect(await storedFiles(testApp.mediaDir)).toEqual(files);
      }
    }
  });

  it('refuses HTML dressed as audio or video', async () => {
    const mp4WithHtml = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const response = await upload('nft_media', fileParts(mp4WithHtml, 'clip.mp4', 'video/mp4'));
    expect(response.statusCode).toBe(415);
  });

  it('serves an upload from the media origin only, inert: nosniff, sandbox CSP, no cookie, immutable', async () => {
    const response = await upload('nft_media', fileParts(hostileSvg, 'art.svg', 'image/svg+xml'));
    const { url } = response.json().data as { url: string };
    expect(new URL(url).origin).toBe(testApp.config.public.mediaUrl);
    expect(new URL(url).origin).not.toBe(new URL(testApp.config.public.publicUrl).origin);
    const mediaServer = await buildMediaServer({ store: testApp.store });
    try {
      const served = await mediaServer.inject({ url: new URL(url).pathname, headers: { cookie: 'token=abc', accept: 'text/html' } });
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'content-security-policy': expect.stringMatching(/^default-src 'none';.*sandbox/),
        'cache-control': 'public, max-age=31536000, immutable',
      });
      expect(served.headers['set-cookie']).toBeUndefined();
    } finally {
      await mediaServer.close();
    }
    // The API origin answers the same path with no media at all.
    const onApi = await testApp.app.inject({ url: new URL(url).pathname, headers: { accept: 'image/png' } });
    expect(onApi.statusCode).toBe(404);
    expect(onApi.headers['content-type']).not.toBe('image/png');
  });
});
