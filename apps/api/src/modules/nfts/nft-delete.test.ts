import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContract, insertNft } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import { actionEnv, insertListing, insertStake, nftPath, signedIn } from './nft-actions.fixtures';
import { insertOwnership } from './nfts.fixtures';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: actionEnv });
});

afterAll(async () => {
  await testApp.close();
});

const tables = ['nfts', 'ownerships', 'orders', 'stakes'];

async function remove(url: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method: 'DELETE', url, headers });
  return { status: response.statusCode, body: response.json() };
}

async function ownedNft(values: Parameters<typeof insertNft>[1] = {}) {
  const { db } = testApp.database;
  const owner = await signedIn(testApp.app);
  const nft = await insertNft(db, values);
  await insertOwnership(db, nft, owner.address);
  return { nft, owner, url: nftPath(nft) };
}

async function expectRefused(url: string, headers: Record<string, string>, status: number, error: string) {
  const { db } = testApp.database;
  const before = await databaseFingerprint(db, tables);
  expect(await remove(url, headers)).toMatchObject({ status, body: { error } });
  expect(await databaseFingerprint(db, tables)).toBe(before);
}

describe('DELETE /v1/nfts/:chain/:contractAddress/:tokenId', () => {
  it('answers anonymous 401 and another account 403, and hides the NFT for its owner', async () => {
    const { owner, url } = await ownedNft();
    const stranger = await signedIn(testApp.app);
    await expectRefused(url, {}, 401, 'token_expired');
    await expectRefused(url, stranger.headers, 403, 'not_nft_owner');
    expect(await remove(url, owner.headers)).toMatchObject({ status: 200, body: { data: { deleted: true, hiddenFromMarketplace: true } } });
    expect((await testApp.app.inject({ url })).statusCode).toBe(404);
    // Deleted is gone: a second delete finds nothing.
    expect(await remove(url, owner.headers)).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('refuses a listed NFT (active or inactive listing) with nft_in_trade', async () => {
    for (const status of ['active', 'inactive'] as const) {
      const { nft, owner, url } = await ownedNft();
      await insertListing(testApp.database.db, nft, owner.address, status);
      await expectRefused(url, owner.headers, 409, 'nft_in_trade');
    }
  });

  it('refuses a staked NFT with nft_staked', async () => {
    const { nft, owner, url } = await ownedNft();
    await insertStake(testApp.database.db, nft, owner.address);
    await expectRefused(url, owner.headers, 409, 'nft_staked');
  });

  it('answers burn_required for tokens of the platform contracts, changing nothing', async () => {
    const contract = await insertContract(testApp.database.db, { isPlatform: true });
    const { owner, url } = await ownedNft({ contractAddress: contract.address });
    await expectRefused(url, owner.headers, 409, 'burn_required');
  });

  it('refuses a past owner and a partial holder of an ERC-1155', async () => {
    const { db } = testApp.database;
    const { nft, url } = await ownedNft({ standard: 'ERC-1155', supply: '3' });
    const [partial, past] = [await signedIn(testApp.app), await signedIn(testApp.app)];
    await insertOwnership(db, nft, partial.address, '2');
    await insertOwnership(db, nft, past.address, '0');
    await expectRefused(url, past.headers, 403, 'not_nft_owner');
    await expectRefused(url, partial.headers, 403, 'forbidden');
  });

  it('tells the detail page whether the NFT is listed, staked or a platform token', async () => {
    const { db } = testApp.database;
    const platform = await insertContract(db, { isPlatform: true });
    const { nft, owner, url } = await ownedNft({ contractAddress: platform.address });
    expect((await testApp.app.inject({ url })).json().data).toMatchObject({ isPlatformToken: true, inTrade: false, staked: false });
    await insertListing(db, nft, owner.address);
    await insertStake(db, nft, owner.address);
    expect((await testApp.app.inject({ url })).json().data).toMatchObject({ isPlatformToken: true, inTrade: true, staked: true });
  });
});
