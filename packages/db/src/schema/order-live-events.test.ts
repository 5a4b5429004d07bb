import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { createTestDatabase } from '../testing/create-test-database';
import { orderRow, testAddress } from '../testing/fixtures';
import { liveEvents } from './live-events';
import { orders } from './orders';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

/** A valid fixed-price Seaport listing on `chain`. */
const order = orderRow;

async function lastId(): Promise<number> {
  const rows = await handle.db.select({ id: liveEvents.id }).from(liveEvents).orderBy(asc(liveEvents.id));
  return rows.at(-1)?.id ?? 0;
}

function eventsAfter(id: number) {
  return handle.db.select().from(liveEvents).where(gt(liveEvents.id, id)).orderBy(asc(liveEvents.id));
}

// docs/decisions/050-live-updates.md "Update": order state moved without an activity row is live too (migration 0017).
describe('live events from order updates', () => {
  it('a status change writes one `order` event with the public fields, never the private taker', async () => {
    const taker = testAddress();
    const row = order({ taker });
    await handle.db.insert(orders).values(row);
    const before = await lastId();
    // The book job: the maker's approval went.
    await handle.db
      .update(orders)
      .set({ status: 'inactive', statusReason: 'no_approval' })
      .where(and(eq(orders.chain, row.chain), eq(orders.orderHash, row.orderHash)));
    const events = await eventsAfter(before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      chain: 'local1',
      kind: 'order',
      contractAddress: row.contractAddress,
      tokenId: row.tokenId,
      fromAddress: row.maker,
      toAddress: null,
      price: '2500',
      currency: row.currency,
      orderHash: row.orderHash,
    });
    expect(events[0]!.occurredAt).toBeInstanceOf(Date);
    expect(Object.values(events[0]!)).not.toContain(taker);
  });

  it("an auction's extension and a partial fill are events; an update that moves none of them is not", async () => {
    const auctionEnd = new Date('2029-01-01T00:00:00Z');
    const auction = order({ kind: 'auction', endPrice: '2500', auctionEndTime: auctionEnd, quantity: '2' });
    await handle.db.insert(orders).values(auction);
    const where = and(eq(orders.chain, auction.chain), eq(orders.orderHash, auction.orderHash));
    const before = await lastId();
    await handle.db.update(orders).set({ settlementError: 'reverted' }).where(where);
    expect(await eventsAfter(before)).toEqual([]);
    await handle.db
      .update(orders)
      .set({ auctionEndTime: new Date(auctionEnd.getTime() + 300_000) })
      .where(where);
    await handle.db.update(orders).set({ filledQuantity: '1' }).where(where);
    const events = await eventsAfter(before);
    expect(events.map((e) => [e.kind, e.orderHash])).toEqual([
      ['order', auction.orderHash],
      ['order', auction.orderHash],
    ]);
  });

  it('one statement changing more than 200 orders writes one resync per chain instead; 200 go row by row', async () => {
    const many = [...Array.from({ length: 150 }, () => order()), ...Array.from({ length: 51 }, () => order({ chain: 'local2' }))];
    await handle.db.insert(orders).values(many);
    const before = await lastId();
    await handle.db
      .update(orders)
      .set({ status: 'expired' })
      .where(
        inArray(
          orders.orderHash,
          many.map((o) => o.orderHash),
        ),
      );
    expect((await eventsAfter(before)).map((e) => [e.chain, e.kind]).sort()).toEqual([
      ['local1', 'resync'],
      ['local2', 'resync'],
    ]);
    const exactly = Array.from({ length: 200 }, () => order());
    await handle.db.insert(orders).values(exactly);
    const mark = await lastId();
    await handle.db
      .update(orders)
      .set({ status: 'cancelled', statusReason: 'cancelled_by_maker' })
      .where(
        inArray(
          orders.orderHash,
          exactly.map((o) => o.orderHash),
        ),
      );
    const events = await eventsAfter(mark);
    expect(events).toHaveLength(200);
    expect(new Set(events.map((e) => e.orderHash))).toEqual(new Set(exactly.map((o) => o.orderHash)));
  });

  it('adds nothing when the update rolls back', async () => {
    const row = order();
    await handle.db.insert(orders).values(row);
    const before = await lastId();
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.update(orders).set({ status: 'expired' }).where(eq(orders.orderHash, row.orderHash));
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await eventsAfter(before)).toEqual([]);
  });
});
