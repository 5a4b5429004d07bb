import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { createTestDatabase } from '../testing/create-test-database';
import { testAddress, transferLog } from '../testing/fixtures';
import { activity } from './activity';
import { liveEvents } from './live-events';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function eventsAfter(id: number) {
  const rows = await handle.db.select().from(liveEvents).orderBy(asc(liveEvents.id));
  return rows.filter((row) => row.id > id);
}

async function lastId(): Promise<number> {
  const rows = await handle.db.select({ id: liveEvents.id }).from(liveEvents).orderBy(asc(liveEvents.id));
  return rows.at(-1)?.id ?? 0;
}

// docs/decisions/050-live-updates.md: the activity trigger writes the live log in the writer's transaction.
describe('live events from activity', () => {
  it('adds one event per activity row, in insertion order, with its public fields', async () => {
    const before = await lastId();
    const first = transferLog({ kind: 'mint', fromAddress: null, tokenId: '7' });
    const second = transferLog({ price: '1000', currency: testAddress(), tokenId: '7' });
    await handle.db.insert(activity).values([first, { ...second, kind: 'sale' }]);
    const events = await eventsAfter(before);
    expect(events.map((e) => [e.kind, e.contractAddress, e.tokenId, e.fromAddress, e.toAddress, e.txHash])).toEqual([
      ['mint', first.contractAddress, '7', null, first.toAddress, first.txHash],
      ['sale', second.contractAddress, '7', second.fromAddress, second.toAddress, second.txHash],
    ]);
    expect(events[1]).toMatchObject({ chain: 'local1', price: '1000', currency: second.currency });
    expect(events[1]!.id).toBeGreaterThan(events[0]!.id);
  });

  it("leaves out a private listing's buyer", async () => {
    const before = await lastId();
    const buyer = testAddress();
    await handle.db.insert(activity).values({
      chain: 'local2',
      kind: 'list',
      contractAddress: testAddress(),
      tokenId: '3',
      fromAddress: testAddress(),
      toAddress: buyer,
      orderHash: `0x${'ab'.repeat(32)}`,
      price: '5',
      occurredAt: new Date(),
    });
    const [event] = await eventsAfter(before);
    expect(event).toMatchObject({ chain: 'local2', kind: 'list', toAddress: null, orderHash: `0x${'ab'.repeat(32)}` });
  });

  it('a statement of more than 200 rows adds one resync per chain instead', async () => {
    const before = await lastId();
    const rows = [
      ...Array.from({ length: 150 }, () => transferLog()),
      ...Array.from({ length: 60 }, () => transferLog({ chain: 'local2' })),
    ];
    await handle.db.insert(activity).values(rows);
    const events = await eventsAfter(before);
    expect(events.map((e) => [e.chain, e.kind]).sort()).toEqual([
      ['local1', 'resync'],
      ['local2', 'resync'],
    ]);
    // 200 rows still go row by row.
    const exactly = Array.from({ length: 200 }, () => transferLog());
    const mark = await lastId();
    await handle.db.insert(activity).values(exactly);
    expect(await eventsAfter(mark)).toHaveLength(200);
  });

  it('adds nothing when the writing transaction rolls back, or when a conflict inserts nothing', async () => {
    const log = transferLog();
    await handle.db.insert(activity).values(log);
    const before = await lastId();
    await handle.db.insert(activity).values(log).onConflictDoNothing();
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(activity).values(transferLog());
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await eventsAfter(before)).toEqual([]);
    expect(await handle.db.select().from(liveEvents).where(eq(liveEvents.txHash, log.txHash!))).toHaveLength(1);
  });
});
