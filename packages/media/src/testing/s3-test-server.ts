// s3rver ships no types: this reference carries ours to every workspace that imports the helper.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an import cannot name a .d.ts file
/// <reference path="./s3rver.d.ts" />
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { createS3MediaStore, type S3Credentials } from '../s3-media-store';
import type { MediaStore } from '../media-store';

export type S3TestServer = {
  /** http://127.0.0.1:<port>: loopback only. */
  endpoint: string;
  bucket: string;
  /** s3rver's one account: it refuses other access key ids (it does not verify V4 signatures themselves). */
  credentials: S3Credentials;
  /** The MEDIA_S3_* variables that select this bucket. */
  env: Record<string, string>;
  /** A store on the bucket with its own client, as another process would have. */
  createStore(): MediaStore;
  close(): Promise<void>;
};

/**
 * A real S3-compatible server over HTTP (s3rver) on a free loopback port, keeping its objects in a
 * temporary directory that close() removes. An unknown access key id is refused, as on S3.
 */
export async function startS3TestServer(bucket = 'media-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'nft-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const region = 'us-east-1';
  return {
    endpoint,
    bucket,
    credentials,
    env: {
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_REGION: region,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
      MEDIA_S3_ACCESS_KEY_ID: credentials.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    createStore: () => createS3MediaStore({ bucket, region, endpoint, forcePathStyle: true, credentials }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
