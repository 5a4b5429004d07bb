import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCollection, insertContract, insertNft, testAddress } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { insertMedia } from '../media/media.fixtures';
import { nftPath } from './nft-actions.fixtures';
import { insertOwnership } from './nfts.fixtures';
import { nftDetailSchema } from '@nft/api-contract';

let testApp: TestApp;
const publicUrl = 'https://market.example';

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true', PUBLIC_URL: publicUrl, RPC_URL_BSC: 'http://127.0.0.1:9' } });
});

afterAll(async () => {
  await testApp.close();
});

// Media may be served from an origin of its own (docs/security.md row 8); links follow the configuration.
const mediaBase = (): string => (testApp.config.public as { mediaUrl?: string }).mediaUrl ?? publicUrl;

async function detail(url: string) {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return nftDetailSchema.parse(response.json().data);
}

describe('NFT detail: collection, chain and explorer links', () => {
  it('shows the collection logo, verified flag and royalty', async () => {
    const { db } = testApp.database;
    const logo = await insertMedia(db);
    const royaltyAddress = testAddress();
    const collection = await insertCollection(db, { name: 'Royal', logoMediaId: logo.id, verified: true, royaltyBps: 250, royaltyAddress });
    const nft = await insertNft(db, { collectionId: collection.id });
    expect((await detail(nftPath(nft))).collection).toEqual({
      id: collection.id,
      name: 'Royal',
      verified: true,
      royaltyBps: 250,
      royaltyAddress,
      logo: {
        url: `${mediaBase()}/media/${logo.storageKey}`,
        thumbnailUrl: `${mediaBase()}/media/${logo.thumbnails[0]!.storageKey}`,
        width: 400,
        height: 300,
      },
    });
  });

  it('links the contract, token, owner and creator on a chain with an explorer', async () => {
    const { db } = testApp.database;
    const contract = await insertContract(db, { chain: 'bsc' });
    const [owner, creator] = [testAddress(), testAddress()];
    const nft = await insertNft(db, { chain: 'bsc', contractAddress: contract.address, tokenId: '17', creatorAddress: creator });
    await insertOwnership(db, nft, owner);
    expect(await detail(nftPath(nft))).toMatchObject({
      chainName: 'BNB Chain',
      explorer: {
        contract: `https://bscscan.com/address/${contract.address}`,
        token: `https://bscscan.com/token/${contract.address}?a=17`,
        owner: `https://bscscan.com/address/${owner}`,
        creator: `https://bscscan.com/address/${creator}`,
      },
    });
  });

  it('gives no explorer links on a local chain', async () => {
    const nft = await insertNft(testApp.database.db);
    expect((await detail(nftPath(nft))).explorer).toEqual({ contract: null, token: null, owner: null, creator: null });
  });
});
