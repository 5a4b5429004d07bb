import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCollection, insertNft, testAddress } from '@nft/db/testing';
import { favorites } from '@nft/db';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import { signedInAccount } from '../../test-support/signed-in-account';
import { insertMedia } from '../media/media.fixtures';
import { insertOwnership } from '../nfts/nfts.fixtures';
import { accountProfileSchema } from '@nft/api-contract';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true', PUBLIC_URL: 'https://market.example', RATE_LIMIT_MAX: '100000' } });
});

afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.db;
const tables = ['profiles', 'accounts', 'media'];

async function put(body: object, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method: 'PUT', url: '/v1/me/profile', payload: body, headers });
  return { status: response.statusCode, body: response.json() };
}

async function profileOf(address: string) {
  const response = await testApp.app.inject({ url: `/v1/accounts/${address}` });
  expect(response.statusCode, response.body).toBe(200);
  return accountProfileSchema.parse(response.json().data);
}

describe('GET /v1/accounts/:address', () => {
  it('shows an address that never signed in, with its counts', async () => {
    const holder = testAddress();
    const nft = await insertNft(db(), { creatorAddress: holder });
    await insertOwnership(db(), nft, holder);
    await insertCollection(db(), { creatorAddress: holder });
    expect(await profileOf(holder.toUpperCase().replace('0X', '0x'))).toEqual({
      address: holder,
      name: null,
      picture: null,
      cover: null,
      description: null,
      website: null,
      joinedAt: null,
      counts: { collected: 1, created: 1, favorited: 0, collections: 1 },
    });
  });

  it('refuses what is not an address', async () => {
    const response = await testApp.app.inject({ url: '/v1/accounts/not-an-address' });
    expect([response.statusCode, response.json().error]).toEqual([400, 'validation_failed']);
  });
});

describe('PUT /v1/me/profile', () => {
  it('saves the profile of the signed-in account and shows it publicly', async () => {
    const user = await signedInAccount(db());
    const [picture, cover] = [
      await insertMedia(db(), { uploaderAccountId: user.accountId }),
      await insertMedia(db(), { uploaderAccountId: user.accountId }),
    ];
    const nft = await insertNft(db());
    await db().insert(favorites).values({ accountId: user.accountId, nftId: nft.id });
    const reply = await put(
      {
        name: ' Owl Keeper ',
        pictureMediaId: picture.id,
        coverMediaId: cover.id,
        description: 'I keep owls',
        website: 'https://owls.example',
      },
      user.headers,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const shown = await profileOf(user.address);
    expect(reply.body.data).toEqual(shown);
    expect(shown).toMatchObject({
      address: user.address,
      name: 'Owl Keeper',
      description: 'I keep owls',
      website: 'https://owls.example',
      joinedAt: expect.any(String),
      picture: { url: expect.stringContaining(`/media/${picture.storageKey}`) },
      cover: { url: expect.stringContaining(`/media/${cover.storageKey}`) },
      counts: { favorited: 1 },
    });
    // Left out stays, null or empty clears, and an image already shown may be sent again.
    expect((await put({ pictureMediaId: picture.id, coverMediaId: null, description: '', website: null }, user.headers)).status).toBe(200);
    expect(await profileOf(user.address)).toMatchObject({
      name: 'Owl Keeper',
      cover: null,
      description: null,
      website: null,
      picture: { url: expect.any(String) },
    });
  });

  it.each([
    ['name too short', { name: 'Owl' }, '/name', 'Length should be 4 to 20.', '4〜20文字で入力してください。'],
    ['name too long', { name: 'o'.repeat(21) }, '/name', 'Length should be 4 to 20.', '4〜20文字で入力してください。'],
    ['website not a URL', { website: 'owls' }, '/website', 'Invalid website URL', '無効なウェブサイトURLです'],
    [
      'website with a script',
      { website: 'javascript:alert(document.cookie)' },
      '/website',
      'Invalid website URL',
      '無効なウェブサイトURLです',
    ],
    [
      'description too long',
      { description: 'd'.repeat(1001) },
      '/description',
      'Length should be at most 1000.',
      '1000文字以内で入力してください。',
    ],
  ])('refuses %s with the spec message in English and Japanese, writing nothing', async (_name, body, path, english, japanese) => {
    const user = await signedInAccount(db());
    const before = await databaseFingerprint(db(), tables);
    for (const [locale, message] of [
      ['en', english],
      ['ja', japanese],
    ] as const) {
      const reply = await put(body, { ...user.headers, locale });
      expect([reply.status, reply.body.error]).toEqual([400, 'validation_failed']);
      expect(reply.body.details.issues).toContainEqual(expect.objectContaining({ path, message }));
    }
    expect(await databaseFingerprint(db(), tables)).toBe(before);
  });

  it("answers anonymous 401, refuses another account's upload, and a user changes only their own profile", async () => {
    const user = await signedInAccount(db());
    const other = await signedInAccount(db());
    const theirs = await insertMedia(db(), { uploaderAccountId: other.accountId });
    const before = await databaseFingerprint(db(), tables);
    const anonymous = await put({ name: 'Nobody here' });
    expect([anonymous.status, anonymous.body.error]).toEqual([401, 'token_expired']);
    const stolen = await put({ name: 'Thief', pictureMediaId: theirs.id }, user.headers);
    expect([stolen.status, stolen.body.details.issues[0].path]).toEqual([400, '/pictureMediaId']);
    expect(await databaseFingerprint(db(), tables)).toBe(before);
    expect((await put({ name: 'Mine only' }, user.headers)).status).toBe(200);
    expect((await profileOf(other.address)).name).toBeNull();
  });
});
