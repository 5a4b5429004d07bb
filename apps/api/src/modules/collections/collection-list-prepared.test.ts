import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@nft/db';
import { createTestDatabase, insertCollection } from '@nft/db/testing';
import type { KeysetPosition } from '../../http/keyset-cursor';
import { genericPlan } from '../../test-support/generic-plan';
import {
  collectionListStatements,
  collectionOrders,
  findCollections,
  preparedCollectionShape,
  type CollectionFilter,
} from './collections.repository';

// GET /v1/collections pages of a fixed-plan shape run statements prepared once per shape
// (docs/decisions/066-prepared-explore-statements.md): each read of a shape must answer with its own
// values, the floor sort's two keyset segments (priced collections, then those without a floor) must
// both run prepared, and each statement's generic plan must seek its index.
let database: DatabaseHandle;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const add = async (key: string, values: Parameters<typeof insertCollection>[1]) => {
    ids[key] = (await insertCollection(database.db, { name: key, ...values })).id;
  };
  await add('dear', { chain: 'local1', category: 'art', verified: true, floorPrice: '100' });
  await add('cheap', { chain: 'local2', category: 'music', verified: false, floorPrice: '50' });
  await add('unpriced', { chain: 'local2', category: 'music', verified: false });
});

afterAll(async () => {
  await database?.close();
});

const names = (rows: { id: number }[]) => rows.map((row) => Object.keys(ids).find((key) => ids[key] === row.id)).sort();

describe('prepared collection statements', () => {
  it('answer each read of one shape with that read’s values', async () => {
    const read = (filter: CollectionFilter) => findCollections(database.db, filter, collectionOrders.newest, undefined, 10).then(names);
    expect(await read({ chains: ['local1'] })).toEqual(['dear']);
    expect(await read({ chains: ['local2'] })).toEqual(['cheap', 'unpriced']);
    expect(await read({ categories: ['music'] })).toEqual(['cheap', 'unpriced']);
    expect(await read({ categories: ['art'] })).toEqual(['dear']);
    expect(await read({ verified: true })).toEqual(['dear']);
    expect(await read({ verified: false })).toEqual(['cheap', 'unpriced']);
  });

  it('walk the floor sort through both segments, one row a page: priced lowest first, then without a floor', async () => {
    const seen: number[] = [];
    let after: KeysetPosition | undefined;
    for (let page = 0; page < 4; page++) {
      const rows = await findCollections(database.db, {}, collectionOrders.floor, after, 1);
      if (rows.length === 0) break;
      seen.push(rows[0]!.id);
      after = { value: rows[0]!.cursorValue, id: rows[0]!.id };
    }
    expect(seen).toEqual([ids.cheap, ids.dear, ids.unpriced]);
  });

  it('are not used for a search or a creator', () => {
    expect(preparedCollectionShape({ search: 'ape' }, collectionOrders.newest, 25)).toBeUndefined();
    expect(preparedCollectionShape({ creator: '0x0000000000000000000000000000000000000001' }, collectionOrders.newest, 25)).toBeUndefined();
    expect(preparedCollectionShape({ chains: ['local1'], verified: true }, collectionOrders.newest, 25)).toBeDefined();
  });

  const priceAfter: KeysetPosition = { value: '1000', id: 5 };
  const shapes: [string, keyof typeof collectionOrders, CollectionFilter, KeysetPosition][] = [
    ['collections_created_idx', 'newest', {}, { value: '2024-01-01T00:00:00.123456Z', id: 5 }],
    ['collections_volume_idx', 'volume', { verified: true }, priceAfter],
    ['collections_volume_7d_idx', 'hottest', {}, priceAfter],
    ['collections_volume_24h_idx', 'volume_24h', { chains: ['local1'] }, priceAfter],
    ['collections_floor_idx', 'floor', {}, priceAfter],
    ['collections_floor_idx', 'floor_desc', {}, priceAfter],
    ['collections_chain_created_idx', 'newest', { chains: ['local1'] }, { value: '2024-01-01T00:00:00.123456Z', id: 5 }],
    ['collections_category_created_idx', 'oldest', { categories: ['art'] }, { value: '2024-01-01T00:00:00.123456Z', id: 5 }],
  ];
  for (const [index, sort, filter, after] of shapes) {
    it(`keep generic plans on ${index} for ${sort} ${JSON.stringify(filter)}`, async () => {
      for (const position of [undefined, after]) {
        const { values, statements } = collectionListStatements(database.db, filter, collectionOrders[sort], position, 25);
        const plans = await Promise.all(statements.map((statement) => genericPlan(database.db, statement.build(), values)));
        for (const plan of plans) {
          expect(plan).toContain(`using ${index} `);
          expect(plan).not.toMatch(/Seq Scan|Sort/);
        }
        if (position) expect(plans[0]).toMatch(/Index Cond: .*ROW\(/);
        // The floor sort's second segment, the collections without a floor, after the priced ones.
        if (position && collectionOrders[sort].nullable) expect(plans[1]).toMatch(/Index Cond: \(floor_price IS NULL\)/);
      }
    });
  }
});
