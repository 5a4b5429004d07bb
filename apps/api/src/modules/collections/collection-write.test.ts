import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, nftDrafts, nfts } from '@nft/db';
import { insertCollection, insertNft, testAddress } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import { signedInAccount, type SignedInAccount } from '../../test-support/signed-in-account';
import { insertMedia } from '../media/media.fixtures';
import { insertOwnership } from '../nfts/nfts.fixtures';
import { collectionSchema } from '@nft/api-contract';
import { insertOpenListing, insertStakedToken } from './collection-write.fixtures';

const usdt = '0x00000000000000000000000000000000000000d7';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    env: {
      LOCAL_CHAINS: 'true',
      PUBLIC_URL: 'https://market.example',
      RATE_LIMIT_MAX: '100000',
      CHAIN_PAYMENT_TOKENS: JSON.stringify({ local1: [{ symbol: 'USDT', name: 'Tether USD', decimals: 6, address: usdt }] }),
    },
  });
});

afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.db;
const fingerprintTables = ['collections', 'nfts', 'media', 'ownerships', 'orders', 'stakes', 'nft_drafts'];

type Reply = {
  status: number;
  body: { code: number; data?: unknown; error?: string; message?: string; details?: { issues?: { path: string; message: string }[] } };
};

async function call(
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const response = await testApp.app.inject({ method, url, payload, headers });
  return { status: response.statusCode, body: response.json() };
}

async function validBody(user: SignedInAccount) {
  const logo = await insertMedia(db(), { uploaderAccountId: user.accountId });
  return { chain: 'local1', name: 'Night Owls', royalty: 2.5, royaltyAddress: user.address, termsAccepted: true, logoMediaId: logo.id };
}

/** Creates a collection through the API and answers it. */
async function create(user: SignedInAccount, extra: object = {}) {
  const reply = await call('POST', '/v1/collections', { ...(await validBody(user)), ...extra }, user.headers);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return collectionSchema.parse(reply.body.data);
}

/** The issue messages of a rejected body, by field, in the asked language. */
async function issuesOf(
  user: SignedInAccount,
  body: object,
  locale: 'en' | 'ja',
  method: 'POST' | 'PATCH' = 'POST',
  url = '/v1/collections',
) {
  const reply = await call(method, url, body, { ...user.headers, locale });
  expect(reply.status, JSON.stringify(reply.body)).toBe(400);
  expect(reply.body.error).toBe('validation_failed');
  return Object.fromEntries((reply.body.details?.issues ?? []).map((issue) => [issue.path, issue.message]));
}

describe('POST /v1/collections', () => {
  it('creates a collection for the signed-in creator with every field', async () => {
    const user = await signedInAccount(db());
    const [logo, featured, banner] = await Promise.all([1, 2, 3].map(() => insertMedia(db(), { uploaderAccountId: user.accountId })));
    const reply = await call(
      'POST',
      '/v1/collections',
      {
        chain: 'local1',
        name: '  Night Owls  ',
        description: 'Owls at night',
        logoMediaId: logo!.id,
        featuredMediaId: featured!.id,
        bannerMediaId: banner!.id,
        category: 'art',
        royalty: 7.07,
        royaltyAddress: user.address.toUpperCase().replace('0X', '0x'),
        paymentToken: usdt.toUpperCase().replace('0X', '0x'),
        website: 'https://owls.example/about',
        termsAccepted: true,
      },
      user.headers,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const created = collectionSchema.parse(reply.body.data);
    expect(created).toMatchObject({
      chain: 'local1',
      name: 'Night Owls',
      description: 'Owls at night',
      category: 'art',
      creator: user.address,
      royaltyBps: 707,
      royaltyAddress: user.address,
      paymentToken: usdt,
      website: 'https://owls.example/about',
      verified: false,
      contractAddress: null,
      logo: { url: expect.stringContaining(`/media/${logo!.storageKey}`) },
      featured: { url: expect.any(String) },
      banner: { url: expect.any(String) },
    });
    const shown = await testApp.app.inject({ url: `/v1/collections/${created.id}` });
    expect(shown.json().data).toMatchObject(reply.body.data as object);
  });

  it('stores the native currency as null and defaults to it', async () => {
    const user = await signedInAccount(db());
    expect((await create(user)).paymentToken).toBeNull();
    expect((await create(user, { paymentToken: '0x0000000000000000000000000000000000000000' })).paymentToken).toBeNull();
    expect((await create(user, { royalty: 0 })).royaltyBps).toBe(0);
    expect((await create(user, { royalty: 10 })).royaltyBps).toBe(1000);
  });

  it.each([
    ['name too short', { name: 'Owl' }, '/name', 'Length should be 4 to 45.', '4〜45文字で入力してください。'],
    ['name too long', { name: 'x'.repeat(46) }, '/name', 'Length should be 4 to 45.', '4〜45文字で入力してください。'],
    ['name of spaces', { name: '      ' }, '/name', 'This field is required', 'この項目は必須です'],
    ['name missing', { name: undefined }, '/name', 'This field is required', 'この項目は必須です'],
    [
      'description too long',
      { description: 'd'.repeat(1001) },
      '/description',
      'Length should be at most 1000.',
      '1000文字以内で入力してください。',
    ],
    [
      'royalty above 10%',
      { royalty: 10.01 },
      '/royalty',
      'Royalty should be 0% to 10% with at most two decimals',
      'ロイヤリティは0%〜10%（小数点以下2桁まで）で入力してください',
    ],
    [
      'negative royalty',
      { royalty: -1 },
      '/royalty',
      'Royalty should be 0% to 10% with at most two decimals',
      'ロイヤリティは0%〜10%（小数点以下2桁まで）で入力してください',
    ],
    [
      'royalty finer than 0.01',
      { royalty: 2.345 },
      '/royalty',
      'Royalty should be 0% to 10% with at most two decimals',
      'ロイヤリティは0%〜10%（小数点以下2桁まで）で入力してください',
    ],
    ['royalty address missing', { royaltyAddress: undefined }, '/royaltyAddress', 'This field is required', 'この項目は必須です'],
    ['royalty address empty', { royaltyAddress: '' }, '/royaltyAddress', 'This field is required', 'この項目は必須です'],
    [
      'royalty address not of the chain',
      { royaltyAddress: 'NULSd6HgUkssMi6oSY5pN2BPYH4dtwn9MqkEf' },
      '/royaltyAddress',
      'Invalid address for this chain',
      'このチェーンでは無効なアドレスです',
    ],
    [
      'payment token of no chain',
      { paymentToken: testAddress() },
      '/paymentToken',
      'This token is not a payment token of the chain',
      'このトークンはチェーンの支払いトークンではありません',
    ],
    ['website not a URL', { website: 'owls dot example' }, '/website', 'Invalid website URL', '無効なウェブサイトURLです'],
    ['website with a script', { website: 'javascript:alert(1)' }, '/website', 'Invalid website URL', '無効なウェブサイトURLです'],
    ['website on ftp', { website: 'ftp://owls.example' }, '/website', 'Invalid website URL', '無効なウェブサイトURLです'],
    [
      'terms not accepted',
      { termsAccepted: false },
      '/termsAccepted',
      'Please check the Terms of Service',
      '利用規約にチェックを入れてください',
    ],
    [
      'terms missing',
      { termsAccepted: undefined },
      '/termsAccepted',
      'Please check the Terms of Service',
      '利用規約にチェックを入れてください',
    ],
  ])('refuses %s with the spec message in English and Japanese', async (_name, change, path, english, japanese) => {
    const user = await signedInAccount(db());
    const body = { ...(await validBody(user)), ...change };
    const before = await databaseFingerprint(db(), fingerprintTables);
    expect((await issuesOf(user, body, 'en'))[path]).toBe(english);
    expect((await issuesOf(user, body, 'ja'))[path]).toBe(japanese);
    expect(await databaseFingerprint(db(), fingerprintTables)).toBe(before);
  });

  it("refuses another account's upload and media that does not exist", async () => {
    const user = await signedInAccount(db());
    const other = await signedInAccount(db());
    const theirs = await insertMedia(db(), { uploaderAccountId: other.accountId });
    const orphan = await insertMedia(db());
    const issues = await issuesOf(
      user,
      { ...(await validBody(user)), logoMediaId: theirs.id, featuredMediaId: orphan.id, bannerMediaId: 987654321 },
      'ja',
    );
    const japanese = '画像をもう一度アップロードしてください（あなたのアップロードではありません）';
    expect(issues).toEqual({ '/logoMediaId': japanese, '/featuredMediaId': japanese, '/bannerMediaId': japanese });
  });

  it('refuses unknown and inactive chains, unknown fields and a chain of another family', async () => {
    const user = await signedInAccount(db());
    const body = await validBody(user);
    for (const chain of ['solana', 'bsc']) {
      const reply = await call('POST', '/v1/collections', { ...body, chain }, user.headers);
      expect([reply.status, reply.body.error, reply.body.message]).toEqual([400, 'unsupported_chain', 'unexpected: unsupported chain']);
    }
    const extra = await call('POST', '/v1/collections', { ...body, verified: true }, user.headers);
    expect([extra.status, extra.body.error]).toEqual([400, 'validation_failed']);
    const nuls = await signedInAccount(db(), 'tNULSeBaMnrs6JKrCy6TQdzYJZkMZJDng7QAsD');
    const family = await issuesOf(nuls, { ...body, royaltyAddress: nuls.address }, 'en');
    expect(family['/chain']).toBe("Sign in with a wallet of this chain's family to create on it");
  });
});

describe('PATCH /v1/collections/:id', () => {
  it('changes only the fields sent, clears with null and keeps images the collection already shows', async () => {
    const user = await signedInAccount(db());
    const demoLogo = await insertMedia(db());
    const row = await insertCollection(db(), {
      creatorAddress: user.address,
      logoMediaId: demoLogo.id,
      website: 'https://old.example',
      royaltyBps: 100,
      royaltyAddress: user.address,
    });
    const reply = await call(
      'PATCH',
      `/v1/collections/${row.id}`,
      { name: 'Renamed owls', website: null, logoMediaId: demoLogo.id, chain: 'local1', royalty: 5 },
      user.headers,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(collectionSchema.parse(reply.body.data)).toMatchObject({
      id: row.id,
      name: 'Renamed owls',
      website: null,
      royaltyBps: 500,
      description: row.description,
      logo: { url: expect.stringContaining(demoLogo.storageKey) },
    });
  });

  it('refuses a chain change and invalid fields with the same messages as create', async () => {
    const user = await signedInAccount(db());
    const row = await insertCollection(db(), { creatorAddress: user.address });
    const url = `/v1/collections/${row.id}`;
    expect(await issuesOf(user, { chain: 'local2' }, 'ja', 'PATCH', url)).toEqual({ '/chain': 'コレクションのチェーンは変更できません' });
    expect(await issuesOf(user, { name: 'abc', website: 'nope', royalty: 11 }, 'en', 'PATCH', url)).toEqual({
      '/name': 'Length should be 4 to 45.',
      '/website': 'Invalid website URL',
      '/royalty': 'Royalty should be 0% to 10% with at most two decimals',
    });
  });
});

describe('authorisation (docs/security.md row 12)', () => {
  it('answers anonymous 401, another account 403 and the creator 2xx on every mutation, writing nothing when refused', async () => {
    const creator = await signedInAccount(db());
    const other = await signedInAccount(db());
    const row = await insertCollection(db(), { creatorAddress: creator.address });
    const body = await validBody(creator);
    const before = await databaseFingerprint(db(), fingerprintTables);
    const anonymous = [
      await call('POST', '/v1/collections', body),
      await call('POST', '/v1/collections', body, { token: 'not-a-session' }),
      await call('PATCH', `/v1/collections/${row.id}`, { name: 'Taken over' }),
      await call('DELETE', `/v1/collections/${row.id}`),
    ];
    expect(anonymous.map((reply) => [reply.status, reply.body.error])).toEqual(Array(4).fill([401, 'token_expired']));
    const forbidden = [
      await call('PATCH', `/v1/collections/${row.id}`, { name: 'Taken over' }, other.headers),
      await call('DELETE', `/v1/collections/${row.id}`, undefined, other.headers),
    ];
    expect(forbidden.map((reply) => [reply.status, reply.body.error])).toEqual(Array(2).fill([403, 'forbidden']));
    expect(await databaseFingerprint(db(), fingerprintTables)).toBe(before);

    expect((await call('PATCH', `/v1/collections/${row.id}`, { name: 'Still mine' }, creator.headers)).status).toBe(200);
    expect((await call('DELETE', `/v1/collections/${row.id}`, undefined, creator.headers)).status).toBe(200);
    expect((await call('POST', '/v1/collections', body, creator.headers)).status).toBe(200);
  });

  it('answers 404 for collections that do not exist, are deleted or hidden', async () => {
    const creator = await signedInAccount(db());
    const deleted = await insertCollection(db(), { creatorAddress: creator.address, deletedAt: new Date() });
    const hidden = await insertCollection(db(), { creatorAddress: creator.address, hidden: true });
    for (const id of [deleted.id, hidden.id, 999999999]) {
      expect((await call('PATCH', `/v1/collections/${id}`, { name: 'Back again' }, creator.headers)).status).toBe(404);
      expect((await call('DELETE', `/v1/collections/${id}`, undefined, creator.headers)).status).toBe(404);
    }
  });
});

describe('DELETE /v1/collections/:id', () => {
  async function collectionWithNft(creator: SignedInAccount) {
    const row = await insertCollection(db(), { creatorAddress: creator.address });
    const nft = await insertNft(db(), { collectionId: row.id, creatorAddress: creator.address });
    return { row, nft };
  }

  async function expectRefused(creator: SignedInAccount, id: number, blockers: object) {
    const before = await databaseFingerprint(db(), fingerprintTables);
    const reply = await call('DELETE', `/v1/collections/${id}`, undefined, { ...creator.headers, locale: 'ja' });
    expect([reply.status, reply.body.error, reply.body.details]).toEqual([409, 'collection_not_deletable', blockers]);
    expect(reply.body.message).toContain('コレクションを削除できる');
    expect(await databaseFingerprint(db(), fingerprintTables)).toBe(before);
  }

  it('deletes an empty collection: it leaves every list and its page', async () => {
    const creator = await signedInAccount(db());
    const row = await insertCollection(db(), { creatorAddress: creator.address });
    const reply = await call('DELETE', `/v1/collections/${row.id}`, undefined, creator.headers);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ id: row.id, deletedAt: expect.any(String), detachedNfts: 0 });
    expect((await testApp.app.inject({ url: `/v1/collections/${row.id}` })).statusCode).toBe(404);
    const listed = await testApp.app.inject({ url: `/v1/collections?creator=${creator.address}` });
    expect(listed.json().data.items).toEqual([]);
  });

  it('deletes a collection whose NFTs all belong to the creator; the NFTs stay and leave the collection', async () => {
    const creator = await signedInAccount(db());
    const { row, nft } = await collectionWithNft(creator);
    await insertOwnership(db(), nft, creator.address);
    // A token once held by someone else (balance 0) and a finished stake do not block.
    await insertOwnership(db(), nft, testAddress(), '0');
    await insertStakedToken(db(), nft, creator.address, 'unstaked');
    await db().insert(nftDrafts).values({
      accountId: creator.accountId,
      creatorAddress: creator.address,
      chain: 'local1',
      collectionId: row.id,
      tokenUri: 'https://market.example/t/1',
      metadata: {},
    });
    const reply = await call('DELETE', `/v1/collections/${row.id}`, undefined, creator.headers);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({ detachedNfts: 1 });
    const [stored] = await db().select({ deletedAt: collections.deletedAt }).from(collections).where(eq(collections.id, row.id));
    expect(stored!.deletedAt).toBeInstanceOf(Date);
    const [kept] = await db().select({ collectionId: nfts.collectionId, deletedAt: nfts.deletedAt }).from(nfts).where(eq(nfts.id, nft.id));
    expect(kept).toEqual({ collectionId: null, deletedAt: null });
    expect((await db().select().from(nftDrafts).where(eq(nftDrafts.collectionId, row.id))).length).toBe(0);
    const detail = await testApp.app.inject({ url: `/v1/nfts/${nft.chain}/${nft.contractAddress}/${nft.tokenId}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.collection).toBeNull();
  });

  it('refuses while someone else holds one of its NFTs', async () => {
    const creator = await signedInAccount(db());
    const { row, nft } = await collectionWithNft(creator);
    await insertOwnership(db(), nft, testAddress());
    await expectRefused(creator, row.id, { ownedByOthers: true, listed: false, staked: false });
  });

  it('refuses while one of its NFTs is listed, active or waiting for approval', async () => {
    for (const status of ['active', 'inactive'] as const) {
      const creator = await signedInAccount(db());
      const { row, nft } = await collectionWithNft(creator);
      await insertOwnership(db(), nft, creator.address);
      await insertOpenListing(db(), nft, creator.address, status);
      await expectRefused(creator, row.id, { ownedByOthers: false, listed: true, staked: false });
    }
  });

  it('refuses while one of its NFTs is staked', async () => {
    const creator = await signedInAccount(db());
    const { row, nft } = await collectionWithNft(creator);
    await insertStakedToken(db(), nft, creator.address);
    await expectRefused(creator, row.id, { ownedByOthers: false, listed: false, staked: true });
  });
});
