import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCollection, insertNft, testAddress } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { expectRejected } from '../../test-support/expect-rejected';
import { insertMedia } from '../media/media.fixtures';
import { insertOwnership } from './nfts.fixtures';
import { nftPageSchema } from '@nft/api-contract';

let testApp: TestApp;
const publicUrl = 'https://market.example';

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true', PUBLIC_URL: publicUrl } });
});

afterAll(async () => {
  await testApp.close();
});

async function list(query: string) {
  const response = await testApp.app.inject({ url: `/v1/nfts?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return nftPageSchema.parse(response.json().data);
}

const tokenIds = async (query: string) => (await list(query)).items.map((item) => item.tokenId);

describe('GET /v1/nfts', () => {
  it('shows an ERC-721 token with its owner and listing, and an ERC-1155 token with its owner count', async () => {
    const { db } = testApp.database;
    const creator = testAddress();
    const collection = await insertCollection(db, { name: 'Shown collection' });
    const image = await insertMedia(db);
    const [holder, other] = [testAddress(), testAddress()];
    const single = await insertNft(db, {
      collectionId: collection.id,
      creatorAddress: creator,
      name: 'Single',
      imageMediaId: image.id,
      bestListingPrice: '2500000000000000000',
      bestListingCurrency: '0x0000000000000000000000000000000000000000',
      bestListingKind: 'fixed',
      bestListingOrderHash: `0x${'ab'.repeat(32)}`,
    });
    await insertOwnership(db, single, holder);
    const multi = await insertNft(db, {
      collectionId: collection.id,
      creatorAddress: creator,
      name: 'Multi',
      standard: 'ERC-1155',
      supply: '10',
      // Sold once, not on sale now: its card shows the last sale.
      lastSalePrice: '300',
      lastSaleCurrency: '0x0000000000000000000000000000000000000000',
      lastSaleAt: new Date('2026-03-04T05:06:07.000Z'),
    });
    await insertOwnership(db, multi, holder, '7');
    await insertOwnership(db, multi, other, '3');
    // A past owner keeps a zero balance row; it is not an owner.
    await insertOwnership(db, multi, testAddress(), '0');

    const { items, nextCursor } = await list(`creator=${creator}`);
    expect(nextCursor).toBeNull();
    expect(items).toEqual([
      {
        chain: 'local1',
        contractAddress: multi.contractAddress,
        tokenId: multi.tokenId,
        standard: 'ERC-1155',
        name: 'Multi',
        image: null,
        collection: { id: collection.id, name: 'Shown collection' },
        owner: null,
        ownerCount: 2,
        supply: '10',
        bestListing: null,
        lastSale: { price: '300', currency: '0x0000000000000000000000000000000000000000', at: '2026-03-04T05:06:07.000Z' },
        rarityRank: null,
        createdAt: multi.createdAt.toISOString(),
      },
      {
        chain: 'local1',
        contractAddress: single.contractAddress,
        tokenId: single.tokenId,
        standard: 'ERC-721',
        name: 'Single',
        image: {
          url: `${testApp.config.public.mediaUrl}/media/${image.storageKey}`,
          thumbnailUrl: `${testApp.config.public.mediaUrl}/media/${image.thumbnails[0]!.storageKey}`,
          width: 400,
          height: 300,
        },
        collection: { id: collection.id, name: 'Shown collection' },
        owner: holder,
        ownerCount: 1,
        supply: '1',
        bestListing: {
          price: '2500000000000000000',
          currency: '0x0000000000000000000000000000000000000000',
          kind: 'fixed',
          orderHash: `0x${'ab'.repeat(32)}`,
        },
        lastSale: null,
        rarityRank: null,
        createdAt: single.createdAt.toISOString(),
      },
    ]);
  });

  it('never shows hidden, burned or deleted tokens, nor tokens of hidden or deleted collections', async () => {
    const { db } = testApp.database;
    const creator = testAddress();
    const shown = await insertNft(db, { creatorAddress: creator });
    const loose = await insertNft(db, { creatorAddress: creator, collectionId: null });
    await insertNft(db, { creatorAddress: creator, hidden: true });
    await insertNft(db, { creatorAddress: creator, burned: true });
    await insertNft(db, { creatorAddress: creator, deletedAt: new Date() });
    await insertNft(db, { creatorAddress: creator, collectionId: (await insertCollection(db, { hidden: true })).id });
    await insertNft(db, { creatorAddress: creator, collectionId: (await insertCollection(db, { deletedAt: new Date() })).id });
    const { items } = await list(`creator=${creator}`);
    expect(items.map((item) => item.tokenId)).toEqual([loose.tokenId, shown.tokenId]);
    expect(items[0]!.collection).toBeNull();
  });

  it('filters by collection, chains, creator and search', async () => {
    const { db } = testApp.database;
    const creator = testAddress();
    const collection = await insertCollection(db);
    const a = await insertNft(db, { creatorAddress: creator, collectionId: collection.id, name: 'Red Fox' });
    const b = await insertNft(db, { creatorAddress: creator, chain: 'local2', name: 'Blue fox' });
    const c = await insertNft(db, { creatorAddress: creator, chain: 'bsc', name: 'Owl_1' });
    expect(await tokenIds(`collection=${collection.id}`)).toEqual([a.tokenId]);
    expect(await tokenIds(`creator=${creator}&chain=local2`)).toEqual([b.tokenId]);
    expect(await tokenIds(`creator=${creator}&chain=local1,bsc`)).toEqual([c.tokenId, a.tokenId]);
    expect(await tokenIds(`creator=${creator}&chain=local1&chain=local2`)).toEqual([b.tokenId, a.tokenId]);
    expect(await tokenIds(`creator=${creator}&search=FOX`)).toEqual([b.tokenId, a.tokenId]);
    expect(await tokenIds(`creator=${creator}&search=l_`)).toEqual([c.tokenId]);
    const mixedCase = await insertNft(db, { creatorAddress: '0x0000000000000000000000000000000000fedcba' });
    expect(await tokenIds('creator=0x0000000000000000000000000000000000FEDCBA')).toEqual([mixedCase.tokenId]);
  });

  it('filters by current owner through ownerships, in any letter case', async () => {
    const { db } = testApp.database;
    const owner = '0x00000000000000000000000000000000000abcde';
    const held = await insertNft(db);
    const heldCopies = await insertNft(db, { standard: 'ERC-1155', supply: '5' });
    const sold = await insertNft(db);
    await insertOwnership(db, held, owner);
    await insertOwnership(db, heldCopies, owner, '2');
    await insertOwnership(db, heldCopies, testAddress(), '3');
    await insertOwnership(db, sold, owner, '0');
    expect(await tokenIds(`owner=${owner}`)).toEqual([heldCopies.tokenId, held.tokenId]);
    expect(await tokenIds(`owner=${owner.toUpperCase().replace('0X', '0x')}`)).toEqual([heldCopies.tokenId, held.tokenId]);
  });

  it('sorts by time, and by listing price over listed tokens only', async () => {
    const { db } = testApp.database;
    const creator = testAddress();
    const at = (minute: number) => new Date(Date.UTC(2024, 0, 1, 0, minute));
    const listed = { bestListingCurrency: '0x0000000000000000000000000000000000000000', bestListingKind: 'fixed' as const };
    const a = await insertNft(db, { creatorAddress: creator, createdAt: at(1), ...listed, bestListingPrice: '900' });
    const b = await insertNft(db, { creatorAddress: creator, createdAt: at(2), ...listed, bestListingPrice: '100000000000000000000' });
    const c = await insertNft(db, { creatorAddress: creator, createdAt: at(3) });
    const d = await insertNft(db, { creatorAddress: creator, createdAt: at(4), ...listed, bestListingPrice: '50' });
    expect(await tokenIds(`creator=${creator}`)).toEqual([d, c, b, a].map((row) => row.tokenId));
    expect(await tokenIds(`creator=${creator}&sort=oldest`)).toEqual([a, b, c, d].map((row) => row.tokenId));
    expect(await tokenIds(`creator=${creator}&sort=price_asc`)).toEqual([d, a, b].map((row) => row.tokenId));
    expect(await tokenIds(`creator=${creator}&sort=price_desc`)).toEqual([b, a, d].map((row) => row.tokenId));
  });

  it('refuses an unknown chain with unsupported_chain', async () => {
    await expectRejected(
      testApp.app,
      testApp.database.db,
      ['/v1/nfts?chain=solana', '/v1/nfts?chain=local1&chain=dogechain'],
      400,
      'unsupported_chain',
    );
  });

  it('refuses malformed parameters and tampered cursors with validation_failed', async () => {
    const { db } = testApp.database;
    const creator = testAddress();
    await insertNft(db, { creatorAddress: creator });
    await insertNft(db, { creatorAddress: creator });
    const { nextCursor } = await list(`creator=${creator}&limit=1`);
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const bad = [
      'collection=abc',
      'collection=0',
      'collection=-5',
      'owner=0xzz',
      'owner=bob',
      'creator=0x1234',
      'sort=price',
      'sort=PRICE_ASC',
      'limit=0',
      'limit=1000',
      `search=${'y'.repeat(101)}`,
      'cursor=%2F%2F',
      `cursor=${nextCursor}AA`,
      `cursor=${encode(['newest', null, 1])}`,
      `cursor=${encode(['price_asc', '1.5', 1])}`,
      `sort=price_asc&cursor=${nextCursor}`,
      `cursor=${encode(['oldest', '2024-01-01T00:00:00.000000Z', 1])}`,
    ];
    await expectRejected(
      testApp.app,
      db,
      bad.map((query) => `/v1/nfts?${query}`),
      400,
      'validation_failed',
    );
  });
});
