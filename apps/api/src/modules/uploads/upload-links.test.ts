import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountUploads, media } from '@nft/db';
import { processMedia, storeMedia } from '@nft/media';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import { signedInAccount, type SignedInAccount } from '../../test-support/signed-in-account';
import { createDraftTestApp, type DraftTestApp } from '../nft-create/nft-draft.fixtures';
import { fileParts, pngOf } from './uploads.fixtures';

// Issue 9 item 13 (decision 015): uploads are linked to accounts through account_uploads, so the same
// bytes can be used by every account that uploaded them, and indexed media is nobody's.
let t: DraftTestApp;
let alice: SignedInAccount;
let bob: SignedInAccount;

beforeAll(async () => {
  t = await createDraftTestApp({ RATE_LIMIT_MAX: '100000' });
  alice = await signedInAccount(t.database.db);
  bob = await signedInAccount(t.database.db);
});

afterAll(async () => {
  await t?.close();
});

async function uploadAs(user: SignedInAccount, data: Buffer): Promise<number> {
  const body = fileParts(data);
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/uploads?kind=logo',
    payload: body.payload,
    headers: { ...body.headers, ...user.headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as number;
}

/** Uses `mediaId` in each form the account fills in; answers the status of each. */
async function useInForms(user: SignedInAccount, mediaId: number) {
  const draft = await t.app.inject({
    method: 'POST',
    url: '/v1/nft-drafts',
    payload: { chain: 'local1', name: 'Shared', mediaId },
    headers: user.headers,
  });
  const collection = await t.app.inject({
    method: 'POST',
    url: '/v1/collections',
    payload: {
      chain: 'local1',
      name: `Shared ${user.accountId}-${mediaId}`,
      royalty: 2.5,
      royaltyAddress: user.address,
      termsAccepted: true,
      logoMediaId: mediaId,
    },
    headers: user.headers,
  });
  const profile = await t.app.inject({ method: 'PUT', url: '/v1/me/profile', payload: { pictureMediaId: mediaId }, headers: user.headers });
  // A refusal must be about the media field, not anything else in the form.
  const refusedField = (response: typeof draft) =>
    response.statusCode === 200
      ? 200
      : `${response.statusCode} ${(response.json().details?.issues ?? []).map((issue: { path: string }) => issue.path).join(',')}`;
  return { draft: refusedField(draft), collection: refusedField(collection), profile: refusedField(profile) };
}

const refusedAll = { draft: '400 /mediaId', collection: '400 /logoMediaId', profile: '400 /pictureMediaId' };

describe('upload links', () => {
  it('two accounts uploading the same bytes share one media row with two links, and both can use it in their forms', async () => {
    const bytes = await pngOf(20, 20, '#123456');
    const aliceId = await uploadAs(alice, bytes);
    const bobId = await uploadAs(bob, bytes);
    expect(bobId).toBe(aliceId);
    const [rows] = (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(media)
        .where(eq(media.id, aliceId))
    ).map((row) => row.n);
    expect(rows).toBe(1);
    const links = await t.database.db
      .select({ accountId: accountUploads.accountId })
      .from(accountUploads)
      .where(eq(accountUploads.mediaId, aliceId));
    expect(links.map((link) => link.accountId).sort((a, b) => a - b)).toEqual([alice.accountId, bob.accountId].sort((a, b) => a - b));
    expect(await useInForms(alice, aliceId)).toEqual({ draft: 200, collection: 200, profile: 200 });
    expect(await useInForms(bob, aliceId)).toEqual({ draft: 200, collection: 200, profile: 200 });
  });

  it("media stored by the indexer (no link) cannot be used in anyone's form, and nothing is written", async () => {
    const indexed = await storeMedia(t.database.db, t.media, await processMedia(await pngOf(24, 24, '#654321')), {
      sourceUrl: 'https://somewhere.example/a.png',
    });
    const before = await databaseFingerprint(t.database.db);
    expect(await useInForms(alice, indexed.id)).toEqual(refusedAll);
    expect(await useInForms(bob, indexed.id)).toEqual(refusedAll);
    expect(await databaseFingerprint(t.database.db)).toBe(before);
  });

  it("another account's upload cannot be used until this account uploads the same bytes itself", async () => {
    const bytes = await pngOf(28, 28, '#abcdef');
    const id = await uploadAs(alice, bytes);
    expect(await useInForms(bob, id)).toEqual(refusedAll);
    await uploadAs(bob, bytes);
    expect((await useInForms(bob, id)).draft).toBe(200);
  });
});
