import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCollection, insertNft, testAddress } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { nftPath } from './nft-actions.fixtures';
import { nftDetailSchema } from '@nft/api-contract';

// The royalty on the detail page is the one a sale pays: the token's ERC-2981 answer stored by the
// indexer, the collection's setting only when the contract has none (docs/decisions/023-effective-royalty.md).
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true', PUBLIC_URL: 'https://market.example' } });
});

afterAll(async () => {
  await testApp.close();
});

async function royaltyOf(nft: { chain: string; contractAddress: string; tokenId: string }) {
  const response = await testApp.app.inject({ url: nftPath(nft) });
  expect(response.statusCode, response.body).toBe(200);
  return nftDetailSchema.parse(response.json().data);
}

describe('NFT detail royalty', () => {
  it("shows the token's ERC-2981 royalty, not the collection's setting", async () => {
    const { db } = testApp.database;
    const [creatorSetting, receiver] = [testAddress(), testAddress()];
    const collection = await insertCollection(db, { royaltyBps: 250, royaltyAddress: creatorSetting });
    const nft = await insertNft(db, { collectionId: collection.id, royaltyBps: 750, royaltyReceiver: receiver, royaltyReadAt: new Date() });
    const detail = await royaltyOf(nft);
    expect(detail.royalty).toEqual({ bps: 750, receiver, source: 'chain' });
    // The collection's own setting is still there, as the collection's.
    expect(detail.collection).toMatchObject({ royaltyBps: 250, royaltyAddress: creatorSetting });
  });

  it('shows a zero ERC-2981 royalty as zero even when the collection sets one', async () => {
    const { db } = testApp.database;
    const collection = await insertCollection(db, { royaltyBps: 250, royaltyAddress: testAddress() });
    const nft = await insertNft(db, { collectionId: collection.id, royaltyBps: 0, royaltyReceiver: null, royaltyReadAt: new Date() });
    expect((await royaltyOf(nft)).royalty).toEqual({ bps: 0, receiver: null, source: 'chain' });
  });

  it("falls back to the collection's setting for a contract without ERC-2981", async () => {
    const { db } = testApp.database;
    const royaltyAddress = testAddress();
    const collection = await insertCollection(db, { royaltyBps: 250, royaltyAddress });
    const nft = await insertNft(db, { collectionId: collection.id, royaltyBps: null, royaltyReadAt: new Date() });
    expect((await royaltyOf(nft)).royalty).toEqual({ bps: 250, receiver: royaltyAddress, source: 'collection' });
  });

  it('is none without ERC-2981 and without a collection royalty', async () => {
    const { db } = testApp.database;
    const collection = await insertCollection(db, { royaltyBps: 0 });
    const nft = await insertNft(db, { collectionId: collection.id, royaltyBps: null, royaltyReadAt: new Date() });
    expect((await royaltyOf(nft)).royalty).toEqual({ bps: 0, receiver: null, source: 'none' });
  });
});
