import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3MediaStore } from './s3-media-store';
import { startS3TestServer, type S3TestServer } from './testing';

// What only the S3 store has (the behaviour shared with the directory store is in media-store.contract.test.ts).
let server: S3TestServer;
let client: S3Client;

beforeAll(async () => {
  server = await startS3TestServer();
  client = new S3Client({ region: 'us-east-1', endpoint: server.endpoint, forcePathStyle: true, credentials: server.credentials });
});

afterAll(async () => {
  client?.destroy();
  await server?.close();
});

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('S3 media store', () => {
  it('writes objects under the media/ prefix with their type and immutable caching, so a CDN can serve the bucket as is', async () => {
    const { key } = await server.createStore().put(Buffer.from('png bytes'), 'image/png');
    const head = await client.send(new HeadObjectCommand({ Bucket: server.bucket, Key: `media/${key}` }));
    expect(head).toMatchObject({ ContentType: 'image/png', ContentLength: 9, CacheControl: 'public, max-age=31536000, immutable' });
  });

  it('uses the configured prefix, and an empty one', async () => {
    const options = {
      bucket: server.bucket,
      region: 'us-east-1',
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: server.credentials,
    };
    const { key } = await createS3MediaStore({ ...options, prefix: '' }).put(Buffer.from('at the root'), 'application/json');
    await expect(client.send(new HeadObjectCommand({ Bucket: server.bucket, Key: key }))).resolves.toMatchObject({ ContentLength: 11 });
    const nested = createS3MediaStore({ ...options, prefix: 'market/media/' });
    const stored = await nested.put(Buffer.from('nested'), 'application/json');
    await expect(client.send(new HeadObjectCommand({ Bucket: server.bucket, Key: `market/media/${stored.key}` }))).resolves.toBeTruthy();
    expect(await server.createStore().has(stored.key)).toBe(false);
  });

  // s3rver checks the access key id (it does not verify V4 signatures): an unknown key is refused as on S3.
  it('fails loudly with wrong credentials instead of reporting media as absent', async () => {
    const { key } = await server.createStore().put(Buffer.from('guarded'), 'image/png');
    const wrong = createS3MediaStore({
      bucket: server.bucket,
      region: 'us-east-1',
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'not-the-secret' },
    });
    await expect(wrong.has(key)).rejects.toThrow();
    await expect(wrong.get(key)).rejects.toThrow();
    await expect(wrong.open(key)).rejects.toThrow();
    await expect(wrong.put(Buffer.from('new bytes'), 'image/png')).rejects.toThrow();
  });

  it('ends the stream with an error, not a short file, when the object is gone by the time it is read', async () => {
    const store = server.createStore();
    const { key } = await store.put(randomBytes(2048), 'video/mp4');
    const opened = await store.open(key);
    await client.send(new DeleteObjectCommand({ Bucket: server.bucket, Key: `media/${key}` }));
    await expect(collect(opened!.stream())).rejects.toThrow();
  });

  it('lets a reader stop early (a player seeking away) and keeps serving', async () => {
    const store = server.createStore();
    const data = randomBytes(4 * 1024 * 1024);
    const { key } = await store.put(data, 'video/webm');
    const stream = (await store.open(key))!.stream() as NodeJS.ReadableStream & { destroy(): void };
    for await (const _chunk of stream) break; // for-await's break destroys the stream
    const again = await collect((await store.open(key))!.stream({ start: 1, end: 3 }));
    expect(again.equals(data.subarray(1, 4))).toBe(true);
  });
});
