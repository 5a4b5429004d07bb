import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import { createMediaStore, mediaKeyOfUrl, type MediaStore } from '@nft/media';
import { startS3TestServer, type S3TestServer } from '@nft/media/testing';
import { loadConfig } from '../../config/env';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { signedInAccount } from '../../test-support/signed-in-account';
import { fileParts, pngOf } from '../uploads/uploads.fixtures';
import { mediaListenerOptions } from './media-listener-options';
import { startMediaServer, type RunningMediaServer } from './media-server';

/**
 * Issue 17 item 4 (docs/decisions/043-media-on-object-storage.md): two API replicas with their own
 * DATA_DIR and only the MEDIA_S3_* bucket (and the database) in common. Media uploaded through one is
 * served by the other's media listener, over real HTTP to an S3-compatible server on loopback.
 */
type Replica = { api: TestApp; store: MediaStore; listener: RunningMediaServer; dataDir: string };

const mediaOrigin = 'https://media.example';
let s3: S3TestServer;
let database: DatabaseHandle;
let first: Replica;
let second: Replica;

async function startReplica(): Promise<Replica> {
  const dataDir = await mkdtemp(join(tmpdir(), 'nft-replica-'));
  const env = {
    ...s3.env,
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://market.example',
    MEDIA_PUBLIC_URL: mediaOrigin,
    UPLOAD_REQUESTS_PER_MINUTE: '1000',
    UPLOAD_FILES_PER_MINUTE: '1000',
  };
  // As main.ts does: the store the configuration names (its DATA_DIR/media unused when a bucket is set).
  const config = loadConfig(env);
  const store = createMediaStore(config.mediaStore, {
    localDir: join(config.paths.dataDir, 'media'),
    ...(config.secrets.mediaS3Credentials ? { credentials: config.secrets.mediaS3Credentials } : {}),
  });
  const api = await createTestApp({ env, database, media: store });
  const listener = await startMediaServer({ ...mediaListenerOptions(api.config, store), host: '127.0.0.1', port: 0 });
  return { api, store, listener, dataDir };
}

beforeAll(async () => {
  s3 = await startS3TestServer();
  database = await createTestDatabase();
  first = await startReplica();
  second = await startReplica();
});

afterAll(async () => {
  for (const replica of [first, second]) {
    await replica?.listener.close();
    await replica?.api.close();
    if (replica) await rm(replica.dataDir, { recursive: true, force: true });
  }
  await database?.close();
  await s3?.close();
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('media on object storage shared by two API replicas', () => {
  it('serves media uploaded through one replica from the other, with nothing written to either disk', async () => {
    expect(first.api.config.mediaStore).toMatchObject({ kind: 's3', bucket: s3.bucket });
    const alice = await signedInAccount(database.db);
    const png = await pngOf(640, 480, '#a3c');
    const body = fileParts(png);
    const uploaded = await first.api.app.inject({
      method: 'POST',
      url: '/v1/uploads?kind=logo',
      payload: body.payload,
      headers: { ...body.headers, ...alice.headers },
    });
    expect(uploaded.statusCode).toBe(200);
    const { url, thumbnails } = uploaded.json<{ data: { url: string; thumbnails: { url: string }[] } }>().data;
    expect(thumbnails.length).toBeGreaterThan(0);

    for (const mediaAddress of [url, ...thumbnails.map((thumbnail) => thumbnail.url)]) {
      const key = mediaKeyOfUrl(mediaOrigin, new URL(mediaAddress));
      expect(key).toMatch(/^[0-9a-f]{64}\.(png|webp)$/);
      const response = await fetch(`${second.listener.url}/media/${key}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const served = Buffer.from(await response.arrayBuffer());
      // The bytes the first replica wrote, read back by the second replica's own client.
      expect(served.equals((await second.store.get(key!))!.data)).toBe(true);
      expect(response.headers.get('content-type')).toBe((await second.store.open(key!))!.contentType);
    }

    const key = mediaKeyOfUrl(mediaOrigin, new URL(url))!;
    const ranged = await fetch(`${second.listener.url}/media/${key}`, { headers: { range: 'bytes=0-7' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(Buffer.from('89504e470d0a1a0a', 'hex'))).toBe(true);

    // A CDN in front of the bucket finds each object at the path the media listener serves it on.
    const direct = await fetch(`${s3.endpoint}/${s3.bucket}/media/${key}`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/png');

    expect(await filesUnder(first.dataDir)).toEqual([]);
    expect(await filesUnder(second.dataDir)).toEqual([]);
  });

  it('answers 404 on every replica for a key the bucket does not hold', async () => {
    for (const replica of [first, second]) {
      const response = await fetch(`${replica.listener.url}/media/${'0'.repeat(64)}.png`);
      expect(response.status).toBe(404);
    }
  });
});
