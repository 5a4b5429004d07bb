import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, type DatabaseHandle } from '@nft/db';
import { createTestDatabase, testAddress } from '@nft/db/testing';
import { orderListQuerySchema, type OrderListQuery } from '@nft/api-contract';
import { genericPlan } from '../../test-support/generic-plan';
import { listOrders, orderListShape, orderListStatement, type OrderPosition } from './order-list.repository';

// GET /v1/orders pages of a fixed-plan shape run one statement prepared per shape, as explore's lists do
// (docs/decisions/066-prepared-explore-statements.md): every value, the clock and the cursor included, must reach
// the statement through a placeholder, or the next read of the shape would answer with the first read's rows; and
// the generic plan PostgreSQL keeps must still seek the book's own order (migration 0020).
let database: DatabaseHandle;
const hour = 3_600_000;
const base = Date.parse('2026-01-01T00:00:00Z');
const contractA = `0x${'a1'.repeat(20)}`;
const contractB = `0x${'b2'.repeat(20)}`;
const auction = `0x${'ee'.repeat(32)}`;

type Seed = { key: string; chain: string; side: 'listing' | 'offer' | 'bid'; contract: string; tokenId: string; hoursAgo: number };
const seeds: Seed[] = [
  { key: 'l1-a1', chain: 'local1', side: 'listing', contract: contractA, tokenId: '1', hoursAgo: 1 },
  { key: 'l1-a2', chain: 'local1', side: 'offer', contract: contractA, tokenId: '2', hoursAgo: 2 },
  { key: 'l2-b1', chain: 'local2', side: 'listing', contract: contractB, tokenId: '1', hoursAgo: 3 },
  { key: 'l2-b1-bid', chain: 'local2', side: 'bid', contract: contractB, tokenId: '1', hoursAgo: 4 },
];
const hashOf = (i: number) => `0x${(i + 1).toString(16).padStart(2, '0').repeat(32)}`;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(orders).values(
    seeds.map((seed, i) => ({
      chain: seed.chain,
      orderHash: hashOf(i),
      protocol: 'seaport' as const,
      side: seed.side,
      maker: testAddress(),
      contractAddress: seed.contract,
      tokenId: seed.tokenId,
      currency: `0x${'00'.repeat(20)}`,
      startPrice: '1000',
      endPrice: '1000',
      startTime: new Date(base - 10 * hour),
      // The first seed ends soonest: the clock decides whether it is still active.
      endTime: new Date(base + (i === 0 ? 1 : 48) * hour),
      createdAt: new Date(base - seed.hoursAgo * hour),
      counter: '0',
      conduitKey: `0x${'00'.repeat(32)}`,
      salt: String(i),
      signature: `0x${'11'.repeat(65)}`,
      parameters: {},
      ...(seed.key === 'l2-b1-bid' ? { parentOrderHash: auction } : {}),
    })),
  );
});

afterAll(async () => {
  await database?.close();
});

const query = (fields: Record<string, string>): OrderListQuery => orderListQuerySchema.parse({ limit: '10', ...fields });
const keys = (rows: { orderHash: string }[]) => rows.map((row) => seeds[Number.parseInt(row.orderHash.slice(2, 4), 16) - 1]!.key);
const read = (fields: Record<string, string>, now = new Date(base), after?: OrderPosition) =>
  listOrders(database.db, query(fields), after, now).then(keys);

describe('prepared order book pages', () => {
  it('answer each read of one shape with that read’s values', async () => {
    expect(await read({ chain: 'local1' })).toEqual(['l1-a1', 'l1-a2']);
    expect(await read({ chain: 'local2' })).toEqual(['l2-b1', 'l2-b1-bid']);
    expect(await read({ contract: contractA, tokenId: '2' })).toEqual(['l1-a2']);
    expect(await read({ contract: contractB, tokenId: '1' })).toEqual(['l2-b1', 'l2-b1-bid']);
    expect(await read({ auctionOrderHash: auction })).toEqual(['l2-b1-bid']);
    expect(await read({ auctionOrderHash: `0x${'ef'.repeat(32)}` })).toEqual([]);
  });

  it('bind the clock: an active listing has ended at a later time', async () => {
    expect(await read({ side: 'listing', status: 'active' })).toEqual(['l1-a1', 'l2-b1']);
    expect(await read({ side: 'listing', status: 'active' }, new Date(base + 2 * hour))).toEqual(['l2-b1']);
    expect(await read({ side: 'listing', status: 'expired' }, new Date(base + 2 * hour))).toEqual(['l1-a1']);
  });

  it('bind the cursor: pages of one order walk the whole book newest first', async () => {
    const seen: string[] = [];
    let after: OrderPosition | undefined;
    for (let page = 0; page < 6; page++) {
      const rows = await listOrders(database.db, query({ limit: '1' }), after, new Date(base));
      if (rows.length === 0) break;
      const [row] = rows;
      seen.push(...keys([row!]));
      after = { createdAt: row!.cursorTime, chain: row!.chain, orderHash: row!.orderHash };
    }
    expect(seen).toEqual(['l1-a1', 'l1-a2', 'l2-b1', 'l2-b1-bid']);
  });

  it('are not used for filters whose plan depends on their values', () => {
    const maker = testAddress();
    const sensitive: Record<string, string>[] = [{ maker }, { receivedBy: maker, side: 'offer' }, { contract: contractA }];
    for (const fields of sensitive) {
      expect(orderListShape(query(fields), undefined)).toBeUndefined();
    }
    expect(orderListShape(query({ chain: 'local1', side: 'offer', status: 'active' }), undefined)).toBeDefined();
  });

  const after: OrderPosition = { createdAt: '2024-01-01T00:00:00.123456Z', chain: 'local1', orderHash: `0x${'ab'.repeat(32)}` };
  const shapes: [string, Record<string, string>][] = [
    ['orders_created_idx', {}],
    ['orders_created_idx', { side: 'offer', status: 'active' }],
    ['orders_chain_created_idx', { chain: 'local1', side: 'listing', status: 'active' }],
  ];
  for (const [index, fields] of shapes) {
    it(`keep a generic plan on ${index} for ${JSON.stringify(fields)}`, async () => {
      for (const position of [undefined, after]) {
        const { values, build } = orderListStatement(database.db, query(fields), position, new Date(base));
        const plan = await genericPlan(database.db, build(), values);
        expect(plan).toContain(`using ${index} `);
        expect(plan).not.toMatch(/Seq Scan|Sort/);
        if (position) expect(plan).toMatch(/Index Cond: .*ROW\(/);
      }
    });
  }

  it('keep a generic plan on an index for one token’s book', async () => {
    const { values, build } = orderListStatement(database.db, query({ contract: contractA, tokenId: '1' }), undefined, new Date(base));
    const plan = await genericPlan(database.db, build(), values);
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).toMatch(/Index (Only )?Scan/);
  });
});
