import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { createTestDatabase } from '../testing/create-test-database';
import { expectViolation } from '../testing/expect-violation';
import { testAddress, transferLog } from '../testing/fixtures';
import { activity } from './activity';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('activity', () => {
  it('adds nothing when the same log is processed twice', async () => {
    const log = transferLog();
    await handle.db.insert(activity).values(log).onConflictDoNothing();
    const again = await handle.db.insert(activity).values(log).onConflictDoNothing().returning();
    expect(again).toEqual([]);
    expect(await handle.db.$count(activity, eq(activity.txHash, log.txHash!))).toBe(1);
    await expectViolation(handle.db.insert(activity).values(log), { kind: 'unique', constraint: 'activity_log_key' });
  });

  it('keeps the items of one ERC-1155 batch log and different kinds of one log apart', async () => {
    const log = transferLog();
    await handle.db.insert(activity).values([log, { ...log, batchIndex: 1, tokenId: '2' }, { ...log, kind: 'sale', price: '1000' }]);
    expect(await handle.db.$count(activity, eq(activity.txHash, log.txHash!))).toBe(3);
  });

  it('records a signed listing once, without chain coordinates', async () => {
    const listing = {
      chain: 'local1',
      kind: 'list' as const,
      orderHash: `0x${'ab'.repeat(32)}`,
      contractAddress: testAddress(),
      tokenId: '7',
      price: '5000',
      occurredAt: new Date(),
    };
    await handle.db.insert(activity).values(listing);
    await expectViolation(handle.db.insert(activity).values(listing), { kind: 'unique', constraint: 'activity_order_key' });
  });

  it('refuses on-chain rows without the block needed to roll them back', async () => {
    await expectViolation(handle.db.insert(activity).values(transferLog({ blockHash: null })), {
      kind: 'check',
      constraint: 'activity_on_chain_complete',
    });
  });
});
