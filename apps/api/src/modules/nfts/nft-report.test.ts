import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reports } from '@nft/db';
import { insertNft } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import { actionEnv, nftPath, signedIn, type SignedIn } from './nft-actions.fixtures';

let testApp: TestApp;
let reporter: SignedIn;

beforeAll(async () => {
  testApp = await createTestApp({ env: actionEnv });
  reporter = await signedIn(testApp.app);
});

afterAll(async () => {
  await testApp.close();
});

const reportTables = ['reports', 'nfts'];

async function report(url: string, payload: unknown, headers: Record<string, string> = reporter.headers) {
  const response = await testApp.app.inject({ method: 'POST', url: `${url}/reports`, payload: payload as object, headers });
  return { status: response.statusCode, body: response.json() };
}

describe('POST /v1/nfts/:chain/:contractAddress/:tokenId/reports', () => {
  it('refuses anonymous callers with 401 and writes nothing', async () => {
    const url = nftPath(await insertNft(testApp.database.db));
    const before = await databaseFingerprint(testApp.database.db, reportTables);
    expect(await report(url, { reason: 'copyright' }, {})).toMatchObject({ status: 401, body: { error: 'token_expired' } });
    expect(await databaseFingerprint(testApp.database.db, reportTables)).toBe(before);
  });

  it('opens a report with its reason, link and extra information', async () => {
    const nft = await insertNft(testApp.database.db);
    const reply = await report(nftPath(nft), {
      reason: 'copyright',
      originalLink: 'https://artist.example/works/1',
      extraInfo: '  I made this.  ',
    });
    expect(reply).toMatchObject({ status: 200, body: { data: { reason: 'copyright', status: 'open', createdAt: expect.any(String) } } });
    const rows = await testApp.database.db.select().from(reports);
    expect(rows.find((row) => row.id === reply.body.data.id)).toMatchObject({
      nftId: nft.id,
      reason: 'copyright',
      originalLink: 'https://artist.example/works/1',
      extraInfo: 'I made this.',
      status: 'open',
    });
  });

  it('accepts each reason, and empty optional fields as absent', async () => {
    for (const reason of ['copyright', 'explicit', 'other']) {
      const url = nftPath(await insertNft(testApp.database.db));
      expect(await report(url, { reason, originalLink: '', extraInfo: '' })).toMatchObject({ status: 200, body: { data: { reason } } });
    }
  });

  it('answers 409 already_reported to a second report while the first is open, and accepts one after review', async () => {
    const { db } = testApp.database;
    const url = nftPath(await insertNft(db));
    const [first, second] = await Promise.all([report(url, { reason: 'explicit' }), report(url, { reason: 'other' })]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body).toMatchObject({ error: 'already_reported', message: 'You have already reported this NFT; it is under review' });
    // Another reporter is not blocked by the first one's report.
    expect((await report(url, { reason: 'other' }, (await signedIn(testApp.app)).headers)).status).toBe(200);
    const accepted = first.status === 200 ? first : second;
    await db.update(reports).set({ status: 'dismissed', resolvedAt: new Date() }).where(eqId(accepted.body.data.id));
    expect((await report(url, { reason: 'copyright' })).status).toBe(200);
  });

  it.each([
    [{}, '/reason', 'This field is required', 'この項目は必須です'],
    [{ reason: 'spam' }, '/reason', 'This field is required', 'この項目は必須です'],
    [{ reason: 'other', originalLink: 'javascript:alert(1)' }, '/originalLink', 'Invalid website URL', '無効なウェブサイトURLです'],
    [{ reason: 'other', originalLink: 'not a url' }, '/originalLink', 'Invalid website URL', '無効なウェブサイトURLです'],
    [{ reason: 'other', extraInfo: 'x'.repeat(1001) }, '/extraInfo', 'Length should be at most 1000.', '1000文字以内で入力してください。'],
  ])('refuses %j with the field message in English and Japanese', async (payload, path, english, japanese) => {
    const { db } = testApp.database;
    const url = nftPath(await insertNft(db));
    const before = await databaseFingerprint(db, reportTables);
    const en = await report(url, payload);
    expect(en).toMatchObject({ status: 400, body: { error: 'validation_failed', message: 'Please fill in the form correctly' } });
    expect(en.body.details.issues).toContainEqual(expect.objectContaining({ path, message: english }));
    const ja = await report(url, payload, { ...reporter.headers, locale: 'ja' });
    expect(ja.body.message).toBe('フォームを正しく入力してください');
    expect(ja.body.details.issues).toContainEqual(expect.objectContaining({ path, message: japanese }));
    expect(await databaseFingerprint(db, reportTables)).toBe(before);
  });

  it('accepts extra information of exactly 1000 characters', async () => {
    const url = nftPath(await insertNft(testApp.database.db));
    expect((await report(url, { reason: 'other', extraInfo: 'x'.repeat(1000) })).status).toBe(200);
  });

  it('answers 404 for a hidden NFT', async () => {
    const url = nftPath(await insertNft(testApp.database.db, { hidden: true }));
    expect(await report(url, { reason: 'other' })).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });
});

function eqId(id: number) {
  return eq(reports.id, id);
}
