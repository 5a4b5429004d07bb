import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createMediaWorkQueue } from '@nft/media';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import { signedInAccount } from '../../test-support/signed-in-account';
import { createUploadTestApp, fileParts, pngOf, pngOfSize, storedFiles, type UploadTestApp } from './uploads.fixtures';
import { createUploadService } from './uploads.service';

// Issue 9 item 4: each limit answers a clear 429/503 and writes nothing (no row, no link, no file).
const apps: UploadTestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

async function appWith(env: Record<string, string>) {
  const app = await createUploadTestApp(env);
  apps.push(app);
  return app;
}

let colour = 0;
const freshPng = () => pngOf(16, 16, `#${(++colour).toString(16).padStart(6, '0')}`);

function upload(t: UploadTestApp, data: Buffer, headers: Record<string, string>) {
  const body = fileParts(data);
  return t.app.inject({ method: 'POST', url: '/v1/uploads?kind=logo', payload: body.payload, headers: { ...body.headers, ...headers } });
}

async function expectRefusedWithNothingWritten(
  t: UploadTestApp,
  send: () => Promise<{ statusCode: number; json(): { error: string } }>,
  status: number,
  error: string,
) {
  const before = await databaseFingerprint(t.database.db);
  const files = await storedFiles(t.mediaDir);
  const response = await send();
  expect({ status: response.statusCode, error: response.json().error }).toEqual({ status, error });
  expect(await databaseFingerprint(t.database.db)).toBe(before);
  expect(await storedFiles(t.mediaDir)).toEqual(files);
}

describe('upload quotas per account', () => {
  it('files per minute: past the quota 429 upload_quota_exceeded, nothing written; another account is unaffected', async () => {
    const t = await appWith({ UPLOAD_FILES_PER_MINUTE: '2' });
    const alice = await signedInAccount(t.database.db);
    const bob = await signedInAccount(t.database.db);
    for (let i = 0; i < 2; i++) {
      const r = await upload(t, await freshPng(), alice.headers);
      expect(r.statusCode, r.body).toBe(200);
    }
    const third = await freshPng();
    await expectRefusedWithNothingWritten(t, () => upload(t, third, alice.headers), 429, 'upload_quota_exceeded');
    expect((await upload(t, third, bob.headers)).statusCode).toBe(200);
  });

  it('bytes per day: a file that would pass the quota is refused before processing, nothing written', async () => {
    const t = await appWith({ UPLOAD_BYTES_PER_DAY: '300000' });
    const alice = await signedInAccount(t.database.db);
    expect((await upload(t, await pngOfSize(200_000), alice.headers)).statusCode).toBe(200);
    const next = await pngOfSize(150_000);
    await expectRefusedWithNothingWritten(t, () => upload(t, next, alice.headers), 429, 'upload_quota_exceeded');
    // A smaller file still fits what is left of the day.
    expect((await upload(t, await pngOfSize(50_000), alice.headers)).statusCode).toBe(200);
  });
});

describe('upload rate limit per signed-in account', () => {
  it('past UPLOAD_REQUESTS_PER_MINUTE an account gets 429 rate_limited (even for refused files), nothing written; another account is not limited', async () => {
    const t = await appWith({ UPLOAD_REQUESTS_PER_MINUTE: '3' });
    const alice = await signedInAccount(t.database.db);
    const bob = await signedInAccount(t.database.db);
    // Refused files count too: the limit is on requests, before any body is read.
    for (let i = 0; i < 3; i++) expect((await upload(t, Buffer.from('not an image'), alice.headers)).statusCode).toBe(415);
    const png = await freshPng();
    await expectRefusedWithNothingWritten(t, () => upload(t, png, alice.headers), 429, 'rate_limited');
    expect((await upload(t, png, bob.headers)).statusCode).toBe(200);
  });
});

describe('bounded image processing', () => {
  it('a full processing queue answers 503 media_busy at once and writes nothing', async () => {
    const t = await appWith({});
    const alice = await signedInAccount(t.database.db);
    const queue = createMediaWorkQueue({ concurrency: 1, maxWaiting: 1 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // One job runs and one waits: the queue is full.
    const running = queue.run(() => held);
    const waiting = queue.run(() => held);
    const service = createUploadService({ db: t.database.db, store: t.store, mediaOrigin: 'https://media.example', queue });
    const before = await databaseFingerprint(t.database.db);
    const files = await storedFiles(t.mediaDir);
    await expect(service.upload(alice.accountId, 'logo', await freshPng())).rejects.toMatchObject({ code: 'media_busy' });
    expect(await databaseFingerprint(t.database.db)).toBe(before);
    expect(await storedFiles(t.mediaDir)).toEqual(files);
    release();
    await Promise.all([running, waiting]);
    // Once there is room again the same upload goes through.
    await expect(service.upload(alice.accountId, 'logo', await freshPng())).resolves.toMatchObject({ mime: 'image/png' });
  });
});
