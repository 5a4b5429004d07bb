import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createLocalMediaStore, type MediaStore } from '@nft/media';
import { createTestApp, type TestApp } from '../../test-support/test-app';

export type UploadTestApp = TestApp & { store: MediaStore; mediaDir: string };

/** The real app with a media store in its temporary directory (createTestApp builds one without). */
export async function createUploadTestApp(env: Record<string, string> = {}): Promise<UploadTestApp> {
  const mediaDir = await mkdtemp(join(tmpdir(), 'nft-upload-media-'));
  const store = createLocalMediaStore(mediaDir);
  const base = await createTestApp({
    env: {
      RATE_LIMIT_MAX: '100000',
      UPLOAD_REQUESTS_PER_MINUTE: '100000',
      UPLOAD_FILES_PER_MINUTE: '100000',
      PUBLIC_URL: 'https://market.example',
      MEDIA_PUBLIC_URL: 'https://media.example',
      ...env,
    },
    media: store,
  });
  return {
    ...base,
    store,
    mediaDir,
    async close() {
      await base.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/** Every file in the media directory (shards included): what a refused upload must not add to. */
export async function storedFiles(mediaDir: string): Promise<string[]> {
  const shards = await readdir(mediaDir).catch(() => [] as string[]);
  const files = await Promise.all(shards.map((shard) => readdir(join(mediaDir, shard)).catch(() => [] as string[])));
  return files.flat().sort();
}

export type Part = { name: string; filename?: string; contentType?: string; data: Buffer | string };

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----upload-test-${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) => {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = `--${boundary}\r\ncontent-disposition: ${disposition}\r\n${part.contentType ? `content-type: ${part.contentType}\r\n` : ''}\r\n`;
    return [Buffer.from(head), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from('\r\n')];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const fileParts = (data: Buffer | string, filename = 'image.png', contentType = 'image/png') =>
  multipart([{ name: 'file', filename, contentType, data }]);

export async function pngOf(width: number, height: number, background = '#2a7'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();
}

export async function jpegOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#a52' } })
    .jpeg()
    .toBuffer();
}

export async function gifOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#25a' } })
    .gif()
    .toBuffer();
}

/** A PNG of exactly `size` bytes: a real image followed by padding (re-encoding drops the padding). */
export async function pngOfSize(size: number): Promise<Buffer> {
  const png = await pngOf(8, 8);
  return Buffer.concat([png, Buffer.alloc(size - png.byteLength)]);
}

export const mp4Bytes = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(256, 1)]);
export const webmBytes = () => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(256, 2)]);
export const mp3Bytes = () => Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.alloc(256, 3)]);
export const wavBytes = () =>
  Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 1, 0, 0]), Buffer.from('WAVEfmt '), Buffer.alloc(256, 4)]);
export const oggBytes = () => Buffer.concat([Buffer.from('OggS'), Buffer.alloc(256, 5)]);
