import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCollectionRarity } from '@nft/db';
import { insertCollection, insertNft } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { expectRejected } from '../../test-support/expect-rejected';
import { walkPages } from '../../test-support/walk-pages';
import { insertAttribute } from './nfts.fixtures';
import type { NftListItem } from '@nft/api-contract';

// Rarity in the API (docs/product.md "Rarity"): a collection's items sorted rarest first, each item's rank in the
// lists, and "rank of how many" on the NFT page.
let testApp: TestApp;
let collectionId: number;
const names = new Map<string, { contractAddress: string; tokenId: string }>();

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true', RATE_LIMIT_MAX: '100000' } });
  const { db } = testApp.database;
  collectionId = (await insertCollection(db)).id;
  // Background: Gold 1/4, Blue 3/4; Hat: Crown 1/4, Cap 2/4, none 1/4. So Gold crown is the rarest, then the blue one
  // without a hat, then the two blue caps, equally common (docs/product.md gives the scoring).
  const items: [string, [string, string][]][] = [
    [
      'Blue cap one',
      [
        ['Background', 'Blue'],
        ['Hat', 'Cap'],
      ],
    ],
    [
      'Gold crown',
      [
        ['Background', 'Gold'],
        ['Hat', 'Crown'],
      ],
    ],
    [
      'Blue cap two',
      [
        ['Background', 'Blue'],
        ['Hat', 'Cap'],
      ],
    ],
    ['Blue bare', [['Background', 'Blue']]],
  ];
  for (const [name, traits] of items) {
    const nft = await insertNft(db, { collectionId, name });
    for (const [traitType, value] of traits) await insertAttribute(db, nft.id, { collectionId, traitType, value });
    names.set(name, nft);
  }
  names.set('Loose', await insertNft(db, { collectionId: null, name: 'Loose' }));
  await refreshCollectionRarity(db, collectionId);
});

afterAll(async () => {
  await testApp.close();
});

describe('rarity', () => {
  it("sorts a collection's items rarest first, equal ranks by age, across pages, each with its rank", async () => {
    for (const limit of [1, 3]) {
      const items = await walkPages<NftListItem>(testApp.app, `/v1/nfts?collection=${collectionId}&sort=rarity`, limit);
      expect(items.map((item) => [item.name, item.rarityRank])).toEqual([
        ['Gold crown', 1],
        ['Blue bare', 2],
        ['Blue cap one', 3],
        ['Blue cap two', 3],
      ]);
    }
  });

  it('says on the NFT page which rank of how many, and nothing for a token outside a collection', async () => {
    const detail = async (name: string) => {
      const { contractAddress, tokenId } = names.get(name)!;
      const response = await testApp.app.inject({ url: `/v1/nfts/local1/${contractAddress}/${tokenId}` });
      expect(response.statusCode).toBe(200);
      return response.json().data as { rarity: unknown; rarityRank: unknown };
    };
    expect(await detail('Blue bare')).toMatchObject({ rarityRank: 2, rarity: { rank: 2, of: 4 } });
    expect(await detail('Loose')).toMatchObject({ rarityRank: null, rarity: null });
  });

  it('refuses the rarity sort without exactly one collection, with the message', async () => {
    const urls = ['/v1/nfts?sort=rarity', `/v1/nfts?sort=rarity&collection=${collectionId},${collectionId + 1}`];
    await expectRejected(testApp.app, testApp.database.db, urls, 400, 'validation_failed');
    const response = await testApp.app.inject({ url: urls[0]! });
    expect(JSON.stringify(response.json())).toContain('Sorting by rarity needs exactly one collection');
  });
});
