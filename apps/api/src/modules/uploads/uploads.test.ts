import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountUploads, media } from '@nft/db';
import { sniffMedia } from '@nft/media';
import { uploadKinds, uploadLimits, type UploadKind } from '@nft/shared';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import { createTestApp } from '../../test-support/test-app';
import { signedInAccount, type SignedInAccount } from '../../test-support/signed-in-account';
import {
  createUploadTestApp,
  fileParts,
  gifOf,
  jpegOf,
  mp3Bytes,
  mp4Bytes,
  multipart,
  oggBytes,
  pngOf,
  pngOfSize,
  storedFiles,
  wavBytes,
  webmBytes,
  type UploadTestApp,
} from './uploads.fixtures';

let testApp: UploadTestApp;
let alice: SignedInAccount;

beforeAll(async () => {
  testApp = await createUploadTestApp();
  alice = await signedInAccount(testApp.database.db);
});

afterAll(async () => {
  await testApp?.close();
});

async function upload(
  kind: string,
  body: { payload: Buffer; headers: Record<string, string> },
  headers: Record<string, string> = alice.headers,
) {
  return testApp.app.inject({
    method: 'POST',
    url: `/v1/uploads?kind=${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

/** Sends the upload and expects a refusal with `status`/`error` that wrote no row and no file. */
async function expectRefused(
  kind: string,
  body: { payload: Buffer; headers: Record<string, string> },
  status: number,
  error: string,
  headers?: Record<string, string>,
) {
  const before = await databaseFingerprint(testApp.database.db);
  const filesBefore = await storedFiles(testApp.mediaDir);
  const response = await upload(kind, body, headers);
  expect({ status: response.statusCode, error: response.json().error }).toEqual({ status, error });
  expect(await databaseFingerprint(testApp.database.db)).toBe(before);
  expect(await storedFiles(testApp.mediaDir)).toEqual(filesBefore);
  return response;
}

describe('POST /v1/uploads', () => {
  it('stores a logo: re-encoded PNG on the media origin, thumbnails, a media row with the uploader', async () => {
    const png = await pngOf(400, 400);
    const response = await upload('logo', fileParts(png, 'logo.png'));
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      mime: 'image/png',
      width: 400,
      height: 400,
      url: expect.stringMatching(/^https:\/\/media\.example\/media\/[0-9a-f]{64}\.png$/),
    });
    expect(data.thumbnails).toEqual([
      { url: expect.stringMatching(/^https:\/\/media\.example\/media\/[0-9a-f]{64}\.webp$/), width: 400, height: 400, mime: 'image/webp' },
    ]);
    const [row] = await testApp.database.db.select().from(media).where(eq(media.id, data.id));
    expect(row).toMatchObject({ mime: 'image/png', sizeBytes: data.sizeBytes });
    const links = await testApp.database.db.select().from(accountUploads).where(eq(accountUploads.mediaId, data.id));
    expect(links).toEqual([expect.objectContaining({ accountId: alice.accountId, kind: 'logo', sizeBytes: png.byteLength })]);
    const stored = await testApp.store.get(row!.storageKey);
    expect(stored && sniffMedia(stored.data)).toBe('png');
  });

  it('dedupes by content: the same bytes twice give the same media row', async () => {
    const png = await pngOf(120, 80, '#135');
    const first = (await upload('featured', fileParts(png))).json().data;
    const second = (await upload('banner', fileParts(png, 'again.jpg', 'image/jpeg'))).json().data;
    expect(second.id).toBe(first.id);
    expect(second.url).toBe(first.url);
  });

  it('makes 400 and 1000 wide thumbnails of a large banner and strips metadata', async () => {
    const jpeg = await sharp({ create: { width: 1400, height: 400, channels: 3, background: '#777' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'gps-and-name-marker' } } })
      .toBuffer();
    const response = await upload('banner', fileParts(jpeg, 'banner.jpg', 'image/jpeg'));
    const data = response.json().data;
    expect(data).toMatchObject({ mime: 'image/jpeg', width: 1400, height: 400 });
    expect(data.thumbnails.map((t: { width: number }) => t.width)).toEqual([400, 1000]);
    const [row] = await testApp.database.db.select().from(media).where(eq(media.id, data.id));
    const stored = await testApp.store.get(row!.storageKey);
    expect(stored!.data.toString('latin1')).not.toContain('gps-and-name-marker');
  });

  it('accepts each kind its formats, judged by content', async () => {
    const png = await pngOf(64, 64);
    const jpeg = await jpegOf(64, 64);
    const gif = await gifOf(64, 64);
    const accepted: [UploadKind, Buffer, string][] = [
      ['logo', jpeg, 'image/jpeg'],
      ['profile_picture', png, 'image/png'],
      ['profile_cover', jpeg, 'image/jpeg'],
      ['featured', png, 'image/png'],
      ['banner', jpeg, 'image/jpeg'],
      ['nft_preview', gif, 'image/gif'],
      ['nft_preview', png, 'image/png'],
      ['nft_media', gif, 'image/gif'],
      ['nft_media', jpeg, 'image/jpeg'],
      ['nft_media', mp4Bytes(), 'video/mp4'],
      ['nft_media', webmBytes(), 'video/webm'],
      ['nft_media', mp3Bytes(), 'audio/mpeg'],
      ['nft_media', wavBytes(), 'audio/wav'],
      ['nft_media', oggBytes(), 'audio/ogg'],
    ];
    for (const [kind, data, mime] of accepted) {
      const response = await upload(kind, fileParts(data, 'file.bin', 'application/octet-stream'));
      expect({ kind, mime, status: response.statusCode }).toEqual({ kind, mime, status: 200 });
      expect(response.json().data.mime, `${kind} ${mime}`).toBe(mime);
    }
  });

  it('accepts the right content under a wrong name and type (a PNG called song.mp3)', async () => {
    const response = await upload('logo', fileParts(await pngOf(50, 50, '#fa0'), 'song.mp3', 'audio/mpeg'));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.mime).toBe('image/png');
  });

  it('refuses the wrong content under the right name and type: "File type not supported", nothing written', async () => {
    const cases: [string, Buffer][] = [
      ['logo', Buffer.from('<html><script>alert(1)</script></html>')],
      ['banner', Buffer.from('just some text pretending to be a png')],
      ['featured', Buffer.alloc(0)],
      ['logo', await gifOf(10, 10)], // GIF only where an NFT is shown
      ['profile_picture', mp4Bytes()],
      ['nft_preview', mp3Bytes()], // a preview is an image
      ['nft_media', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], // a PNG signature, then garbage
    ];
    for (const [kind, data] of cases) {
      const response = await expectRefused(kind, fileParts(data, 'image.png', 'image/png'), 415, 'file_type_not_supported');
      expect(response.json().message).toBe('File type not supported');
    }
    const ja = await expectRefused('logo', fileParts('text', 'a.png'), 415, 'file_type_not_supported', { ...alice.headers, locale: 'ja' });
    expect(ja.json().message).toBe('対応していないファイル形式です');
  });

  it('takes each kind up to exactly its maximum and refuses one byte more: "The file size is too large", nothing written', async () => {
    for (const kind of ['logo', 'banner'] as const) {
      const max = uploadLimits[kind].maxBytes;
      expect((await upload(kind, fileParts(await pngOfSize(max)))).statusCode, kind).toBe(200);
      const response = await expectRefused(kind, fileParts(await pngOfSize(max + 1)), 413, 'file_too_large');
      expect(response.json().message).toBe('The file size is too large');
    }
    const ja = await expectRefused(
      'profile_picture',
      fileParts(await pngOfSize(uploadLimits.profile_picture.maxBytes + 1)),
      413,
      'file_too_large',
      { ...alice.headers, locale: 'ja' },
    );
    expect(ja.json().message).toBe('ファイルサイズが大きすぎます');
  });

  it('refuses a request without exactly one file part, or of another kind, with a 4xx and writes nothing', async () => {
    const png = await pngOf(10, 10);
    const missing = await expectRefused('logo', multipart([]), 400, 'validation_failed');
    expect(missing.json().details.issues).toEqual([expect.objectContaining({ path: '/file', message: 'This field is required' })]);
    await expectRefused('logo', multipart([{ name: 'picture', filename: 'a.png', data: png }]), 400, 'validation_failed');
    await expectRefused(
      'logo',
      multipart([
        { name: 'note', data: 'hello' },
        { name: 'file', filename: 'a.png', data: png },
      ]),
      400,
      'validation_failed',
    );
    await expectRefused(
      'logo',
      multipart([
        { name: 'file', filename: 'a.png', data: png },
        { name: 'file', filename: 'b.png', data: png },
      ]),
      400,
      'validation_failed',
    );
    await expectRefused('avatar', fileParts(png), 400, 'validation_failed');
    await expectRefused('', fileParts(png), 400, 'validation_failed');
    await expectRefused(
      'logo',
      { payload: Buffer.from('{"file":"x"}'), headers: { 'content-type': 'application/json' } },
      415,
      'unsupported_media_type',
    );
    await expectRefused(
      'logo',
      {
        payload: Buffer.from('--x\r\ncontent-disposition: form-data; name="file"; filename="a"\r\n\r\nabc'),
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      },
      400,
      'bad_request',
    );
  });
});

describe('upload authorisation (docs/security.md row 12)', () => {
  it('refuses anonymous callers and dead tokens with 401 before reading the file', async () => {
    const png = await pngOf(10, 10);
    await expectRefused('logo', fileParts(png), 401, 'token_expired', {});
    await expectRefused('logo', fileParts(png), 401, 'token_expired', { token: 'not-a-session' });
  });

  it('lets any signed-in account upload; a link records who did', async () => {
    const bob = await signedInAccount(testApp.database.db);
    const response = await upload('profile_picture', fileParts(await pngOf(33, 33, '#b0b')), bob.headers);
    expect(response.statusCode).toBe(200);
    const links = await testApp.database.db.select().from(accountUploads).where(eq(accountUploads.mediaId, response.json().data.id));
    expect(links.map((link) => link.accountId)).toEqual([bob.accountId]);
  });
});

describe('GET /v1/uploads/limits', () => {
  it('lists every kind with the spec sizes, formats and recommended sizes, to anyone', async () => {
    const response = await testApp.app.inject({ url: '/v1/uploads/limits' });
    expect(response.statusCode).toBe(200);
    const kinds = response.json().data.kinds as { kind: string }[];
    expect(kinds.map((k) => k.kind)).toEqual([...uploadKinds]);
    expect(kinds.find((k) => k.kind === 'logo')).toEqual({
      kind: 'logo',
      maxBytes: 1024 * 1024,
      formats: ['png', 'jpeg'],
      mimeTypes: ['image/png', 'image/jpeg'],
      extensions: ['png', 'jpg', 'jpeg'],
      recommended: { width: 400, height: 400 },
    });
    expect(kinds.find((k) => k.kind === 'banner')).toMatchObject({ maxBytes: 3 * 1024 * 1024, recommended: { width: 1400, height: 400 } });
    expect(kinds.find((k) => k.kind === 'nft_media')).toMatchObject({
      maxBytes: 50 * 1024 * 1024,
      formats: ['png', 'jpeg', 'gif', 'svg', 'mp4', 'webm', 'mp3', 'wav', 'ogg'],
    });
  });
});

describe('a server role without a media store', () => {
  it('still lists the limits, and answers uploads with 503 instead of losing the file', async () => {
    const bare = await createTestApp();
    try {
      expect((await bare.app.inject({ url: '/v1/uploads/limits' })).statusCode).toBe(200);
      const bob = await signedInAccount(bare.database.db);
      const body = fileParts(await pngOf(10, 10));
      const response = await bare.app.inject({
        method: 'POST',
        url: '/v1/uploads?kind=logo',
        payload: body.payload,
        headers: { ...body.headers, ...bob.headers },
      });
      expect({ status: response.statusCode, error: response.json().error }).toEqual({ status: 503, error: 'service_unavailable' });
    } finally {
      await bare.close();
    }
  });
});
