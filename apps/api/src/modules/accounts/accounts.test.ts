import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites } from '@nft/db';
import { insertCollection, insertNft, testAddress } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { signedInAccount } from '../../test-support/signed-in-account';
import { insertActivity } from '../activity/activity.fixtures';
import { insertOwnership } from '../nfts/nfts.fixtures';
import { accountNftPageSchema } from '@nft/api-contract';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true', PUBLIC_URL: 'https://market.example', RATE_LIMIT_MAX: '100000' } });
});

afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.db;

async function get(url: string) {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: Record<string, unknown>[]; nextCursor: string | null };
}

/** Every item of a list, following cursors page by page. */
async function walk(url: string, limit: number) {
  const seen: Record<string, unknown>[] = [];
  let cursor: string | null = null;
  do {
    const separator = url.includes('?') ? '&' : '?';
    const page = await get(`${url}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

describe('GET /v1/accounts/:address/nfts', () => {
  it('lists collected tokens most recently received first, across pages, without hidden ones or past holdings', async () => {
    const holder = testAddress();
    const tokens = [];
    for (let i = 0; i < 5; i++) {
      const nft = await insertNft(db(), { name: `Held ${i}` });
      await insertOwnership(db(), nft, holder);
      tokens.push(nft);
    }
    const sold = await insertNft(db());
    await insertOwnership(db(), sold, holder, '0');
    const hidden = await insertNft(db(), { hidden: true });
    await insertOwnership(db(), hidden, holder);
    const names = (await walk(`/v1/accounts/${holder}/nfts?tab=collected`, 2)).map((item) => item.name);
    expect(names).toEqual(['Held 4', 'Held 3', 'Held 2', 'Held 1', 'Held 0']);
    const page = accountNftPageSchema.parse(await get(`/v1/accounts/${holder}/nfts?limit=1`));
    expect(page.items[0]).toMatchObject({ name: 'Held 4', owner: holder, ownerCount: 1, chain: 'local1', chainName: 'Local Chain A' });
  });

  it('lists created NFTs newest first and favorited ones by when they were favourited', async () => {
    const user = await signedInAccount(db());
    const collection = await insertCollection(db());
    const first = await insertNft(db(), { creatorAddress: user.address, name: 'First', collectionId: collection.id });
    const second = await insertNft(db(), { creatorAddress: user.address, name: 'Second', collectionId: collection.id });
    await insertNft(db(), { creatorAddress: user.address, name: 'Deleted', deletedAt: new Date() });
    expect((await walk(`/v1/accounts/${user.address}/nfts?tab=created`, 1)).map((item) => item.name)).toEqual(['Second', 'First']);
    await db()
      .insert(favorites)
      .values({ accountId: user.accountId, nftId: second.id, createdAt: new Date(Date.now() - 1000) });
    await db().insert(favorites).values({ accountId: user.accountId, nftId: first.id });
    const favorited = await walk(`/v1/accounts/${user.address}/nfts?tab=favorited`, 1);
    expect(favorited.map((item) => item.name)).toEqual(['First', 'Second']);
    expect(favorited[0]).toMatchObject({ collection: { id: collection.id, name: collection.name } });
  });

  it('refuses a cursor of another tab and anything that is not a tab', async () => {
    const holder = testAddress();
    for (let i = 0; i < 2; i++) await insertOwnership(db(), await insertNft(db()), holder);
    const { nextCursor } = await get(`/v1/accounts/${holder}/nfts?tab=collected&limit=1`);
    for (const url of [`/v1/accounts/${holder}/nfts?tab=created&cursor=${nextCursor}`, `/v1/accounts/${holder}/nfts?tab=offers`]) {
      const response = await testApp.app.inject({ url });
      expect([response.statusCode, response.json().error]).toEqual([400, 'validation_failed']);
    }
  });
});

describe('GET /v1/accounts/:address/collections and /activity', () => {
  it("lists the account's own listable collections newest first", async () => {
    const creator = testAddress();
    const older = await insertCollection(db(), { creatorAddress: creator, createdAt: new Date(Date.now() - 5000) });
    const newer = await insertCollection(db(), { creatorAddress: creator });
    await insertCollection(db(), { creatorAddress: creator, deletedAt: new Date() });
    await insertCollection(db());
    expect((await walk(`/v1/accounts/${creator}/collections`, 1)).map((item) => item.id)).toEqual([newer.id, older.id]);
  });

  it('shows what the address sent and received, newest first', async () => {
    const address = testAddress();
    const nft = await insertNft(db());
    const token = { chain: nft.chain, contractAddress: nft.contractAddress, tokenId: nft.tokenId };
    await insertActivity(db(), { ...token, kind: 'mint', toAddress: address, occurredAt: new Date(Date.now() - 2000) });
    await insertActivity(db(), {
      ...token,
      kind: 'transfer',
      fromAddress: address,
      toAddress: testAddress(),
      occurredAt: new Date(Date.now() - 1000),
    });
    await insertActivity(db(), { ...token, kind: 'transfer', fromAddress: testAddress(), toAddress: testAddress() });
    expect((await walk(`/v1/accounts/${address}/activity`, 1)).map((item) => item.kind)).toEqual(['transfer', 'mint']);
  });
});
