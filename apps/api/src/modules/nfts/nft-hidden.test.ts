import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, nfts } from '@nft/db';
import { insertCollection, insertNft } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import { actionEnv, nftPath, signedIn } from './nft-actions.fixtures';
import { insertOwnership } from './nfts.fixtures';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: actionEnv });
});

afterAll(async () => {
  await testApp.close();
});

const tables = ['nfts', 'ownerships'];

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method, url, headers });
  return { status: response.statusCode, body: response.json() };
}

/** An NFT of another contract its owner has just hidden through the delete route. */
async function hiddenNft(values: Parameters<typeof insertNft>[1] = {}) {
  const { db } = testApp.database;
  const owner = await signedIn(testApp.app);
  const nft = await insertNft(db, values);
  await insertOwnership(db, nft, owner.address);
  const url = nftPath(nft);
  expect(await call('DELETE', url, owner.headers)).toMatchObject({ status: 200 });
  return { nft, owner, url, restore: `${url}/restore` };
}

async function expectRefused(method: 'GET' | 'POST', url: string, headers: Record<string, string>, status: number, error: string) {
  const before = await databaseFingerprint(testApp.database.db, tables);
  expect(await call(method, url, headers)).toMatchObject({ status, body: { error } });
  expect(await databaseFingerprint(testApp.database.db, tables)).toBe(before);
}

describe('hidden NFTs: GET /v1/me/hidden-nfts and POST /v1/nfts/:chain/:contractAddress/:tokenId/restore', () => {
  it('lists an NFT its owner hid to that owner only, and the owner shows it again', async () => {
    const { nft, owner, url, restore } = await hiddenNft({ name: 'Tucked away' });
    const stranger = await signedIn(testApp.app);
    expect((await call('GET', url)).status).toBe(404);
    expect((await call('GET', '/v1/me/hidden-nfts', owner.headers)).body.data.items).toEqual([
      expect.objectContaining({
        chain: nft.chain,
        contractAddress: nft.contractAddress,
        tokenId: nft.tokenId,
        name: 'Tucked away',
        chainName: expect.any(String),
      }),
    ]);
    expect((await call('GET', '/v1/me/hidden-nfts', stranger.headers)).body.data.items).toEqual([]);
    await expectRefused('GET', '/v1/me/hidden-nfts', {}, 401, 'token_expired');

    expect(await call('POST', restore, owner.headers)).toMatchObject({ status: 200, body: { data: { restored: true } } });
    expect((await call('GET', url)).status).toBe(200);
    expect((await call('GET', '/v1/me/hidden-nfts', owner.headers)).body.data.items).toEqual([]);
    // Shown already: nothing left to restore.
    await expectRefused('POST', restore, owner.headers, 404, 'not_found');
  });

  it('refuses anonymous callers (401), other accounts and past owners (403), and changes nothing', async () => {
    const { nft, restore } = await hiddenNft();
    const [stranger, past] = [await signedIn(testApp.app), await signedIn(testApp.app)];
    await insertOwnership(testApp.database.db, nft, past.address, '0');
    await expectRefused('POST', restore, {}, 401, 'token_expired');
    await expectRefused('POST', restore, { token: 'no-such-session' }, 401, 'token_expired');
    await expectRefused('POST', restore, stranger.headers, 403, 'not_nft_owner');
    await expectRefused('POST', restore, past.headers, 403, 'not_nft_owner');
    expect((await call('GET', nftPath(nft))).status).toBe(404);
  });

  it('does not let a holder undo what moderation, a burn or a deleted collection hid', async () => {
    const { db } = testApp.database;
    const moderated = await hiddenNft();
    await db.update(nfts).set({ hidden: true }).where(eq(nfts.id, moderated.nft.id));
    await expectRefused('POST', moderated.restore, moderated.owner.headers, 404, 'not_found');
    const burned = await hiddenNft();
    await db.update(nfts).set({ burned: true }).where(eq(nfts.id, burned.nft.id));
    await expectRefused('POST', burned.restore, burned.owner.headers, 404, 'not_found');
    const collection = await insertCollection(db);
    const detached = await hiddenNft({ collectionId: collection.id });
    await db.update(collections).set({ deletedAt: new Date() }).where(eq(collections.id, collection.id));
    await expectRefused('POST', detached.restore, detached.owner.headers, 404, 'not_found');
    for (const { owner } of [moderated, burned, detached])
      expect((await call('GET', '/v1/me/hidden-nfts', owner.headers)).body.data.items).toEqual([]);
  });
});
