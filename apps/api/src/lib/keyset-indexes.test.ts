import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import { activityOrder, activityQuery, type ActivityScope } from '../modules/activity/activity.repository';
import { collectionOrders, collectionsQuery, type CollectionFilter } from '../modules/collections/collections.repository';
import { nftOrders, nftsQuery, type NftFilter } from '../modules/nfts/nft-list.repository';
import { ordersQuery } from '../modules/orders/order-list.repository';
import type { OrderListQuery } from '@nft/api-contract';
import type { KeysetPosition } from '../http/keyset-cursor';
import { keysetSegments, type KeysetOrder } from './keyset';

// Every keyset page must seek into an index and read it in order: no sequential scan, no sort,
// and the cursor condition used as an index condition rather than a filter. Sequential scans and
// sorts are priced out, so the plan shows what the query *can* use even on an empty table: a
// partial index whose predicate the query does not imply would not appear.
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

async function plan(query: SQLWrapper): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

const timeAfter: KeysetPosition = { value: '2024-01-01T00:00:00.123456Z', id: 5 };
const priceAfter: KeysetPosition = { value: '1000', id: 5 };
// A heat past 2^31 (4096 sales in 7 days and 12 favourites): the cursor compares it as an int8.
const heatAfter: KeysetPosition = { value: String(4096 * 2 ** 20 + 12), id: 5 };

async function expectIndexed(index: string, order: KeysetOrder, position: KeysetPosition, query: (segment: SQL | undefined) => SQLWrapper) {
  const first = await plan(query(undefined));
  expect(first).toContain(`using ${index} `);
  expect(first).not.toMatch(/Seq Scan|Sort/);
  const [after, nulls] = keysetSegments(order, position);
  const text = await plan(query(after));
  expect(text).toContain(`using ${index} `);
  expect(text).not.toMatch(/Seq Scan|Sort/);
  // The cursor seeks: a row comparison, or for the nulls of a nullable order the id, in the index condition.
  expect(text).toMatch(position.value === null ? /Index Cond: \(\(\w+ IS NULL\) AND \(id > / : /Index Cond: .*ROW\(/);
  if (nulls) {
    const nullsPlan = await plan(query(nulls));
    expect(nullsPlan).toContain(`using ${index} `);
    expect(nullsPlan).toMatch(/Index Cond: \(\w+ IS NULL\)/);
  }
}

describe('keyset pages run on the indexes', () => {
  const collectionCases: [string, keyof typeof collectionOrders, CollectionFilter, KeysetPosition][] = [
    ['collections_created_idx', 'newest', {}, timeAfter],
    ['collections_created_idx', 'oldest', {}, timeAfter],
    ['collections_volume_idx', 'volume', {}, priceAfter],
    ['collections_floor_idx', 'floor', {}, priceAfter],
    ['collections_floor_idx', 'floor', {}, { value: null, id: 5 }],
    ['collections_chain_created_idx', 'newest', { chains: ['local1'] }, timeAfter],
    ['collections_category_created_idx', 'oldest', { categories: ['art'] }, timeAfter],
    ['collections_volume_7d_idx', 'hottest', {}, priceAfter],
    ['collections_volume_7d_idx', 'hottest', { chains: ['local1', 'local2'], verified: true }, priceAfter],
    ['collections_floor_idx', 'floor_desc', {}, priceAfter],
    ['collections_floor_idx', 'floor_desc', { categories: ['music'] }, priceAfter],
    ['collections_volume_idx', 'volume', { categories: ['art', 'music'], verified: false }, priceAfter],
    ['collections_created_idx', 'newest', { verified: true, search: 'ape' }, timeAfter],
  ];
  for (const [index, sort, filter, position] of collectionCases) {
    it(`collections by ${sort} ${JSON.stringify(filter)} use ${index}`, async () => {
      const order = collectionOrders[sort];
      await expectIndexed(index, order, position, (segment) => collectionsQuery(database.db, filter, order, segment, 25));
    });
  }

  const nftCases: [string, keyof typeof nftOrders, NftFilter, KeysetPosition][] = [
    ['nfts_created_idx', 'newest', {}, timeAfter],
    ['nfts_created_idx', 'oldest', {}, timeAfter],
    ['nfts_collection_created_idx', 'newest', { collectionIds: [3] }, timeAfter],
    ['nfts_chain_created_idx', 'newest', { chains: ['local2'] }, timeAfter],
    ['nfts_price_idx', 'price_asc', {}, priceAfter],
    ['nfts_price_idx', 'price_desc', {}, priceAfter],
    ['nfts_collection_price_idx', 'price_desc', { collectionIds: [3] }, priceAfter],
    ['nfts_collection_price_idx', 'price_asc', { collectionIds: [3], minPrice: '10', maxPrice: '900' }, priceAfter],
    ['nfts_chain_price_only_idx', 'price_asc', { minPrice: '10', maxPrice: '900', chains: ['local1'] }, priceAfter],
    ['nfts_chain_price_only_idx', 'price_desc', { chains: ['local2'] }, priceAfter],
    ['nfts_price_idx', 'price_desc', { statuses: ['on_auction'], categories: ['art'], verified: true }, priceAfter],
    ['nfts_heat_idx', 'hottest', {}, heatAfter],
    ['nfts_listed_idx', 'recently_listed', {}, timeAfter],
    ['nfts_sold_idx', 'recently_sold', { statuses: ['buy_now'] }, timeAfter],
    // Rarity ranks are per collection: the query schema insists on one.
    ['nfts_collection_rarity_idx', 'rarity', { collectionIds: [3] }, { value: '12', id: 5 }],
    ['nfts_collection_rarity_idx', 'rarity', { collectionIds: [3], statuses: ['buy_now'] }, { value: '12', id: 5 }],
    ['nfts_collection_heat_idx', 'hottest', { collectionIds: [3] }, heatAfter],
    [
      'nfts_collection_heat_idx',
      'hottest',
      { collectionIds: [3], traits: [{ traitType: 'Eyes', value: 'Laser' }], statuses: ['buy_now'] },
      heatAfter,
    ],
    ['nfts_chain_heat_idx', 'hottest', { chains: ['local1'], statuses: ['buy_now', 'has_offers'] }, heatAfter],
    ['nfts_heat_idx', 'hottest', { categories: ['music'], verified: true, search: 'cat' }, heatAfter],
    ['nfts_created_idx', 'newest', { statuses: ['new'], categories: ['art'] }, timeAfter],
    // Explore's "has offers" chip on the default sort (migration 0008).
    ['nfts_offers_created_idx', 'newest', { statuses: ['has_offers'] }, timeAfter],
    ['nfts_created_idx', 'oldest', { verified: true, minPrice: '1' }, timeAfter],
    [
      'nfts_collection_created_idx',
      'newest',
      {
        collectionIds: [3],
        traits: [
          { traitType: 'Eyes', value: 'Laser' },
          { traitType: 'Hat', value: 'Cap' },
        ],
      },
      timeAfter,
    ],
    ['nfts_collection_created_idx', 'oldest', { collectionIds: [3], statuses: ['buy_now'], search: 'x' }, timeAfter],
  ];
  for (const [index, sort, filter, position] of nftCases) {
    it(`NFTs by ${sort} ${JSON.stringify(filter)} use ${index}`, async () => {
      const order = nftOrders[sort];
      await expectIndexed(index, order, position, (segment) => nftsQuery(database.db, filter, order, segment, 25));
    });
  }

  const activityCases: [string, ActivityScope][] = [
    ['activity_item_idx', { kind: 'token', chain: 'local1', contractAddress: '0x00000000000000000000000000000000000000ab', tokenId: '7' }],
    ['activity_collection_idx', { kind: 'collection', collectionId: 4 }],
  ];
  for (const [index, scope] of activityCases) {
    it(`${scope.kind} activity uses ${index}`, async () => {
      await expectIndexed(index, activityOrder, timeAfter, (segment) => activityQuery(database.db, scope, segment, 25));
    });
  }

  // GET /v1/orders keeps its own cursor (created_at, chain, order_hash), newest first; lists not
  // narrowed to a token or a maker walk the book's own indexes (migration 0020).
  const orderCases: [string, Partial<OrderListQuery>][] = [
    ['orders_created_idx', {}],
    ['orders_created_idx', { side: 'offer' }],
    ['orders_chain_created_idx', { chain: 'local1' }],
    ['orders_chain_created_idx', { chain: 'local1', side: 'listing', status: 'active' }],
  ];
  const orderAfter = { createdAt: '2024-01-01T00:00:00.123456Z', chain: 'local1', orderHash: `0x${'ab'.repeat(32)}` };
  for (const [index, filter] of orderCases) {
    it(`orders ${JSON.stringify(filter)} use ${index}`, async () => {
      const query = { limit: 25, ...filter } as OrderListQuery;
      for (const after of [undefined, orderAfter]) {
        const text = await plan(ordersQuery(database.db, query, after, new Date()));
        expect(text).toContain(`using ${index} `);
        expect(text).not.toMatch(/Seq Scan|Sort/);
        if (after) expect(text).toMatch(/Index Cond: .*ROW\(/);
      }
    });
  }
});
