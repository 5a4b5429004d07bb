import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeNulsAddress } from '@nft/chains';
import { insertCollection, insertContract, insertNft, testAddress } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { expectRejected } from '../../test-support/expect-rejected';
import { insertMedia } from '../media/media.fixtures';
import { insertAttribute, insertOwnership } from './nfts.fixtures';
import { nftDetailSchema } from '@nft/api-contract';

let testApp: TestApp;
const publicUrl = 'https://market.example';
const zero = '0x0000000000000000000000000000000000000000';

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true', PUBLIC_URL: publicUrl } });
});

afterAll(async () => {
  await testApp.close();
});

// Media may be served from an origin of its own (docs/security.md row 8); links follow the configuration.
const mediaBase = (): string => (testApp.config.public as { mediaUrl?: string }).mediaUrl ?? publicUrl;

const detailUrl = (nft: { chain: string; contractAddress: string; tokenId: string }) =>
  `/v1/nfts/${nft.chain}/${nft.contractAddress}/${nft.tokenId}`;

async function detail(url: string) {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return nftDetailSchema.parse(response.json().data);
}

describe('GET /v1/nfts/:chain/:contractAddress/:tokenId', () => {
  it('returns the token with attributes, metadata, holders, mint and prices', async () => {
    const { db } = testApp.database;
    const creator = testAddress();
    const collection = await insertCollection(db, { chain: 'local2', name: 'Detailed' });
    const contract = await insertContract(db, {
      chain: 'local2',
      address: '0x00000000000000000000000000000000000a11ce',
      standard: 'ERC-1155',
    });
    const [image, animation] = [
      await insertMedia(db),
      await insertMedia(db, { mime: 'video/mp4', width: null, height: null, thumbnails: [] }),
    ];
    const mintedAt = new Date(Date.UTC(2024, 4, 1));
    const nft = await insertNft(db, {
      chain: 'local2',
      contractAddress: contract.address,
      tokenId: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
      standard: 'ERC-1155',
      collectionId: collection.id,
      creatorAddress: creator,
      name: 'Everything',
      description: 'All fields',
      tokenUri: 'https://market.example/media/meta.json',
      metadata: { name: 'Everything', attributes: [{ trait_type: 'Mood', value: 'Calm' }] },
      imageMediaId: image.id,
      animationMediaId: animation.id,
      externalUrl: 'https://artist.example',
      frozen: true,
      supply: '12',
      mintedBlockNumber: 42,
      mintedBlockHash: `0x${'b'.repeat(64)}`,
      mintedTxHash: `0x${'a'.repeat(64)}`,
      mintedAt,
      bestOfferPrice: '5',
      bestOfferCurrency: zero,
      lastSalePrice: '9',
      lastSaleCurrency: zero,
      lastSaleAt: mintedAt,
      favoriteCount: 4,
    });
    await insertAttribute(db, nft.id, { traitType: 'Mood', value: 'Calm' });
    await insertAttribute(db, nft.id, { traitType: 'Level', value: '3', displayType: 'level', numericValue: '3', maxValue: '10' });
    const [small, large] = [testAddress(), testAddress()];
    await insertOwnership(db, nft, small, '2');
    await insertOwnership(db, nft, large, '10');
    await insertOwnership(db, nft, testAddress(), '0');

    expect(await detail(detailUrl(nft))).toEqual({
      chain: 'local2',
      contractAddress: contract.address,
      tokenId: nft.tokenId,
      standard: 'ERC-1155',
      name: 'Everything',
      image: {
        url: `${mediaBase()}/media/${image.storageKey}`,
        thumbnailUrl: `${mediaBase()}/media/${image.thumbnails[0]!.storageKey}`,
        width: 400,
        height: 300,
      },
      collection: { id: collection.id, name: 'Detailed', logo: null, verified: false, royaltyBps: 0, royaltyAddress: null },
      owner: null,
      ownerCount: 2,
      supply: '12',
      bestListing: null,
      createdAt: nft.createdAt.toISOString(),
      description: 'All fields',
      animation: { url: `${mediaBase()}/media/${animation.storageKey}`, thumbnailUrl: null, width: null, height: null },
      // Sent as the URL standard serialises it (the API vets and normalises links, docs/security.md).
      externalUrl: 'https://artist.example/',
      tokenUri: 'https://market.example/media/meta.json',
      metadata: { name: 'Everything', attributes: [{ trait_type: 'Mood', value: 'Calm' }] },
      frozen: true,
      creator,
      royalty: { bps: 0, receiver: null, source: 'none' },
      attributes: [
        { traitType: 'Mood', value: 'Calm', displayType: 'text', maxValue: null },
        { traitType: 'Level', value: '3', displayType: 'level', maxValue: '10' },
      ],
      owners: [
        { address: large, balance: '10' },
        { address: small, balance: '2' },
      ],
      mint: { txHash: `0x${'a'.repeat(64)}`, blockNumber: 42, mintedAt: mintedAt.toISOString() },
      bestOffer: { price: '5', currency: zero, orderHash: null },
      lastSale: { price: '9', currency: zero, at: mintedAt.toISOString() },
      rarityRank: null,
      rarity: null,
      favoriteCount: 4,
      chainName: 'Local Chain B',
      isPlatformToken: false,
      inTrade: false,
      staked: false,
      hasUnlockable: false,
      favorited: false,
      animationMime: 'video/mp4',
      explorer: { contract: null, token: null, owner: null, creator: null },
    });
  });

  it('names the single owner of an ERC-721 token and shows a token not minted through the indexer', async () => {
    const { db } = testApp.database;
    const nft = await insertNft(db, { name: 'Plain' });
    const holder = testAddress();
    await insertOwnership(db, nft, holder);
    expect(await detail(detailUrl(nft))).toMatchObject({
      owner: holder,
      ownerCount: 1,
      owners: [{ address: holder, balance: '1' }],
      mint: null,
      attributes: [],
      metadata: null,
    });
  });

  it('finds a token by a checksum-case address and a token id with leading zeros', async () => {
    const { db } = testApp.database;
    const contract = await insertContract(db, { address: '0x00000000000000000000000000000000000beef1' });
    const nft = await insertNft(db, { contractAddress: contract.address, tokenId: '7', name: 'Seven' });
    const found = await detail(`/v1/nfts/local1/0x00000000000000000000000000000000000BEEF1/007`);
    expect(found).toMatchObject({ contractAddress: contract.address, tokenId: '7', name: nft.name });
  });

  it('finds a NULS token by its case-sensitive base58 contract address', async () => {
    const { db } = testApp.database;
    const address = encodeNulsAddress({ chainId: 1, type: 2, hash160: new Uint8Array(20).fill(7) });
    const contract = await insertContract(db, { chain: 'nuls', address, standard: 'NRC-721' });
    await insertNft(db, { chain: 'nuls', contractAddress: contract.address, tokenId: '3', standard: 'NRC-721' });
    expect(await detail(`/v1/nfts/nuls/${address}/3`)).toMatchObject({ chain: 'nuls', contractAddress: address, standard: 'NRC-721' });
    await expectRejected(testApp.app, db, [`/v1/nfts/nuls/${address.toLowerCase()}/3`], 400, 'validation_failed');
  });

  it('answers 404 for absent, hidden, burned and deleted tokens, and for another chain', async () => {
    const { db } = testApp.database;
    const hidden = await insertNft(db, { hidden: true });
    const burned = await insertNft(db, { burned: true });
    const deleted = await insertNft(db, { deletedAt: new Date() });
    const inHiddenCollection = await insertNft(db, { collectionId: (await insertCollection(db, { hidden: true })).id });
    const shown = await insertNft(db);
    const urls = [hidden, burned, deleted, inHiddenCollection].map(detailUrl);
    urls.push(
      detailUrl({ ...shown, chain: 'local2' }),
      detailUrl({ ...shown, tokenId: '999999999' }),
      `/v1/nfts/local1/${testAddress()}/1`,
    );
    await expectRejected(testApp.app, db, urls, 404, 'not_found');
  });

  it('refuses an unknown chain with unsupported_chain', async () => {
    await expectRejected(
      testApp.app,
      testApp.database.db,
      [`/v1/nfts/solana/${testAddress()}/1`, `/v1/nfts/LOCAL1/${testAddress()}/1`],
      400,
      'unsupported_chain',
    );
  });

  it('refuses a malformed address or token id with validation_failed', async () => {
    const address = testAddress();
    const overflow = (1n << 256n).toString();
    const urls = [
      `/v1/nfts/local1/0x1234/1`,
      `/v1/nfts/local1/${address}00/1`,
      `/v1/nfts/local1/0x${'g'.repeat(40)}/1`,
      `/v1/nfts/local1/${address.slice(2)}/1`,
      `/v1/nfts/local1/NULSd6Hgnotanaddress/1`,
      `/v1/nfts/local1/${address}/-1`,
      `/v1/nfts/local1/${address}/1.5`,
      `/v1/nfts/local1/${address}/0x10`,
      `/v1/nfts/local1/${address}/abc`,
      `/v1/nfts/local1/${address}/${overflow}`,
      `/v1/nfts/local1/${address}/${'9'.repeat(79)}`,
      `/v1/nfts/local1/${address}/%20`,
    ];
    await expectRejected(testApp.app, testApp.database.db, urls, 400, 'validation_failed');
  });
});
