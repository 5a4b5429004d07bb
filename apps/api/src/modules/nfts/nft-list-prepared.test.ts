import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@nft/db';
import { createTestDatabase, insertCollection, insertNft } from '@nft/db/testing';
import type { KeysetPosition } from '../../http/keyset-cursor';
import { genericPlan } from '../../test-support/generic-plan';
import { findNfts, listStatements, nftOrders, preparedShape, type NftFilter } from './nft-list.repository';

// Explore pages of a fixed-plan shape run one statement prepared per shape
// (docs/decisions/066-prepared-explore-statements.md). Two things must hold: every value reaches the
// statement through a placeholder (a value written into the text would answer the next read of the
// same shape with the first read's rows), and PostgreSQL's generic plan of each shape still seeks
// the sort's index, since that is the plan it keeps once it stops planning each read.
let database: DatabaseHandle;
const ids: Record<string, number> = {};
let art: number;
let music: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  art = (await insertCollection(db, { category: 'art', verified: true, chain: 'local1' })).id;
  music = (await insertCollection(db, { category: 'music', verified: false, chain: 'local2' })).id;
  const add = async (key: string, collectionId: number, chain: string, price: string) => {
    const row = await insertNft(db, {
      collectionId,
      chain,
      name: key,
      bestListingPrice: price,
      bestListingCurrency: '0x0000000000000000000000000000000000000000',
      bestListingKind: 'fixed',
    });
    ids[key] = row.id;
  };
  await add('art-1', art, 'local1', '300');
  await add('art-2', art, 'local1', '100');
  await add('music-1', music, 'local2', '200');
});

afterAll(async () => {
  await database?.close();
});

const names = (rows: { id: number }[]) => rows.map((row) => Object.keys(ids).find((key) => ids[key] === row.id)).sort();

describe('prepared explore statements', () => {
  it('answer each read of one shape with that read’s values', async () => {
    const newest = nftOrders.newest;
    const read = (filter: NftFilter) => findNfts(database.db, filter, newest, undefined, 10).then(names);
    expect(await read({ collectionIds: [art] })).toEqual(['art-1', 'art-2']);
    expect(await read({ collectionIds: [music] })).toEqual(['music-1']);
    expect(await read({ chains: ['local2'] })).toEqual(['music-1']);
    expect(await read({ chains: ['local1'] })).toEqual(['art-1', 'art-2']);
    expect(await read({ categories: ['music'] })).toEqual(['music-1']);
    expect(await read({ categories: ['art'] })).toEqual(['art-1', 'art-2']);
    expect(await read({ verified: false })).toEqual(['music-1']);
    expect(await read({ verified: true })).toEqual(['art-1', 'art-2']);
    // A price range is prepared under a price sort only.
    const byPrice = (filter: NftFilter) => findNfts(database.db, filter, nftOrders.price_asc, undefined, 10).then(names);
    expect(await byPrice({ minPrice: '150', maxPrice: '250' })).toEqual(['music-1']);
    expect(await byPrice({ minPrice: '50', maxPrice: '150' })).toEqual(['art-2']);
    expect(await byPrice({ minPrice: '250' })).toEqual(['art-1']);
    expect(await byPrice({ minPrice: '150' })).toEqual(['art-1', 'music-1']);
  });

  it('bind the cursor: pages of one row walk the whole list in price order', async () => {
    const order = nftOrders.price_asc;
    const seen: number[] = [];
    let after: KeysetPosition | undefined;
    for (let page = 0; page < 4; page++) {
      const rows = await findNfts(database.db, {}, order, after, 1);
      if (rows.length === 0) break;
      seen.push(rows[0]!.id);
      after = { value: rows[0]!.cursorValue, id: rows[0]!.id };
    }
    expect(seen).toEqual([ids['art-2'], ids['music-1'], ids['art-1']]);
  });

  it('are not used for filters whose plan depends on their values', () => {
    const valueSensitive: NftFilter[] = [
      { search: 'cat' },
      { minPrice: '1' },
      { maxPrice: '9' },
      { collectionIds: [art], traits: [{ traitType: 'Eyes', value: 'Laser' }] },
      { owner: '0x0000000000000000000000000000000000000001' },
      { creator: '0x0000000000000000000000000000000000000001' },
    ];
    for (const filter of valueSensitive) expect(preparedShape(filter, nftOrders.newest, 25)).toBeUndefined();
    expect(preparedShape({ chains: ['local1'], statuses: ['buy_now'] }, nftOrders.newest, 25)).toBeDefined();
    // Under a price sort the sort's index reads any range in order: prepared there, and only there.
    expect(preparedShape({ minPrice: '1', maxPrice: '9' }, nftOrders.price_desc, 25)).toBeDefined();
    expect(preparedShape({ minPrice: '1', maxPrice: '9' }, nftOrders.hottest, 25)).toBeUndefined();
    // The market-wide trade-time sorts are prepared unfiltered only: narrowed, their best plan depends on the values.
    for (const sort of ['recently_listed', 'recently_sold'] as const) {
      expect(preparedShape({}, nftOrders[sort], 25)).toBeDefined();
      expect(preparedShape({ collectionIds: [3] }, nftOrders[sort], 25)).toBeUndefined();
      expect(preparedShape({ chains: ['local1'] }, nftOrders[sort], 25)).toBeUndefined();
    }
  });

  const shapes: [string, keyof typeof nftOrders, NftFilter, KeysetPosition][] = [
    ['nfts_created_idx', 'newest', {}, { value: '2024-01-01T00:00:00.123456Z', id: 5 }],
    ['nfts_created_idx', 'oldest', { verified: true }, { value: '2024-01-01T00:00:00.123456Z', id: 5 }],
    ['nfts_price_idx', 'price_asc', {}, { value: '1000', id: 5 }],
    ['nfts_price_idx', 'price_desc', { categories: ['art'] }, { value: '1000', id: 5 }],
    ['nfts_heat_idx', 'hottest', {}, { value: String(2 ** 40), id: 5 }],
    ['nfts_collection_created_idx', 'newest', { collectionIds: [3] }, { value: '2024-01-01T00:00:00.123456Z', id: 5 }],
    ['nfts_chain_price_only_idx', 'price_asc', { chains: ['local1'] }, { value: '1000', id: 5 }],
    ['nfts_price_idx', 'price_asc', { minPrice: '100', maxPrice: '5000' }, { value: '1000', id: 5 }],
    ['nfts_chain_price_only_idx', 'price_desc', { chains: ['local1'], minPrice: '100' }, { value: '1000', id: 5 }],
    ['nfts_offers_created_idx', 'newest', { statuses: ['has_offers'] }, { value: '2024-01-01T00:00:00.123456Z', id: 5 }],
    ['nfts_listed_idx', 'recently_listed', {}, { value: '2024-01-01T00:00:00.123456Z', id: 5 }],
    ['nfts_sold_idx', 'recently_sold', {}, { value: '2024-01-01T00:00:00.123456Z', id: 5 }],
  ];
  for (const [index, sort, filter, after] of shapes) {
    it(`keep a generic plan on ${index} for ${sort} ${JSON.stringify(filter)}`, async () => {
      for (const position of [undefined, after]) {
        const plan = await nftGenericPlan(filter, sort, position);
        expect(plan).toContain(`using ${index} `);
        expect(plan).not.toMatch(/Seq Scan|Sort/);
        if (position) expect(plan).toMatch(/Index Cond: .*ROW\(/);
      }
    });
  }
});

/** The generic plan of the page's one statement (NFT sorts are not nullable: one segment). */
async function nftGenericPlan(filter: NftFilter, sort: keyof typeof nftOrders, after: KeysetPosition | undefined): Promise<string> {
  const { values, statements } = listStatements(database.db, filter, nftOrders[sort], after, 25);
  expect(statements).toHaveLength(1);
  return genericPlan(database.db, statements[0]!.build(), values);
}
