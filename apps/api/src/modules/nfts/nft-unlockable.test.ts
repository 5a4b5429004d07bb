import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNft } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { actionEnv, insertUnlockable, nftPath, signedIn } from './nft-actions.fixtures';
import { insertOwnership } from './nfts.fixtures';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: actionEnv });
});

afterAll(async () => {
  await testApp.close();
});

async function read(url: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ url: `${url}/unlockable`, headers });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /v1/nfts/:chain/:contractAddress/:tokenId/unlockable', () => {
  it('answers anonymous 401, a non-owner and a past owner 403, the owner 200', async () => {
    const { db } = testApp.database;
    const [owner, stranger, pastOwner] = [await signedIn(testApp.app), await signedIn(testApp.app), await signedIn(testApp.app)];
    const nft = await insertNft(db);
    await insertOwnership(db, nft, owner.address);
    await insertOwnership(db, nft, pastOwner.address, '0');
    await insertUnlockable(db, nft.id, 'The secret: 42');
    const url = nftPath(nft);
    expect(await read(url)).toMatchObject({ status: 401, body: { error: 'token_expired' } });
    expect(await read(url, stranger.headers)).toMatchObject({
      status: 403,
      body: { error: 'not_nft_owner', message: "You don't have this NFT" },
    });
    expect(await read(url, { ...stranger.headers, locale: 'ja' })).toMatchObject({
      status: 403,
      body: { message: 'このNFTを所有していません' },
    });
    expect(await read(url, pastOwner.headers)).toMatchObject({ status: 403, body: { error: 'not_nft_owner' } });
    expect(await read(url, owner.headers)).toMatchObject({ status: 200, body: { data: { content: 'The secret: 42' } } });
  });

  it('lets every holder of an ERC-1155 read it', async () => {
    const { db } = testApp.database;
    const [first, second] = [await signedIn(testApp.app), await signedIn(testApp.app)];
    const nft = await insertNft(db, { standard: 'ERC-1155', supply: '5' });
    await insertOwnership(db, nft, first.address, '4');
    await insertOwnership(db, nft, second.address, '1');
    await insertUnlockable(db, nft.id, 'shared');
    for (const holder of [first, second]) expect((await read(nftPath(nft), holder.headers)).body.data.content).toBe('shared');
  });

  it('answers 404 to an owner when there is no unlockable content, and to a non-owner only 403', async () => {
    const { db } = testApp.database;
    const [owner, stranger] = [await signedIn(testApp.app), await signedIn(testApp.app)];
    const nft = await insertNft(db);
    await insertOwnership(db, nft, owner.address);
    expect(await read(nftPath(nft), owner.headers)).toMatchObject({ status: 404, body: { error: 'not_found' } });
    // A stranger cannot tell "none" from "some": both are 403.
    expect(await read(nftPath(nft), stranger.headers)).toMatchObject({ status: 403 });
  });

  it('never puts the content in the public detail, only whether there is some', async () => {
    const { db } = testApp.database;
    const owner = await signedIn(testApp.app);
    const nft = await insertNft(db);
    await insertOwnership(db, nft, owner.address);
    await insertUnlockable(db, nft.id, 'needle-7d1f');
    for (const headers of [{}, owner.headers]) {
      const response = await testApp.app.inject({ url: nftPath(nft), headers });
      expect(response.json().data.hasUnlockable).toBe(true);
      expect(response.body).not.toContain('needle-7d1f');
    }
  });
});
