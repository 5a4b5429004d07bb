import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { createTestDatabase } from '../testing/create-test-database';
import { expectViolation } from '../testing/expect-violation';
import { orderRow } from '../testing/fixtures';
import { orders } from './orders';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const maxUint256 = (2n ** 256n - 1n).toString();
/** A valid fixed-price Seaport listing; tests break one rule at a time. */
function listing(overrides: Partial<typeof orders.$inferInsert> = {}): typeof orders.$inferInsert {
  return orderRow({ tokenId: maxUint256, startPrice: '1000000000000000000', endPrice: '1000000000000000000', ...overrides });
}

describe('orders', () => {
  it('round-trips uint256 values and times exactly', async () => {
    const order = listing();
    await handle.db.insert(orders).values(order);
    const [stored] = await handle.db.select().from(orders).where(eq(orders.orderHash, order.orderHash));
    expect(stored).toMatchObject({ tokenId: maxUint256, startPrice: '1000000000000000000', status: 'active', quantity: '1' });
    expect(stored!.endTime.toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });

  it('refuses orders that should never enter the book', async () => {
    const cases: [Partial<typeof orders.$inferInsert>, string][] = [
      [{ startPrice: '0', endPrice: '0' }, 'orders_prices_positive'],
      [{ tokenId: null }, 'orders_listing_has_token'],
      [{ kind: 'declining', endPrice: '2000000000000000000' }, 'orders_price_never_rises'],
      [{ endTime: new Date('2023-01-01T00:00:00Z') }, 'orders_time_window'],
      [{ quantity: '0' }, 'orders_quantity_positive'],
      [{ counter: null }, 'orders_seaport_fields'],
      [{ status: 'inactive' }, 'orders_inactive_reason'],
      [{ maker: '0xAB00000000000000000000000000000000000001' }, 'orders_maker_lowercase'],
    ];
    for (const [overrides, constraint] of cases) {
      await expectViolation(handle.db.insert(orders).values(listing(overrides)), { kind: 'check', constraint });
    }
  });

  it('identifies an order by chain and hash', async () => {
    const order = listing();
    await handle.db.insert(orders).values(order);
    await handle.db.insert(orders).values({ ...order, chain: 'local2' });
    await expectViolation(handle.db.insert(orders).values({ ...order, signature: '0x22' }), { kind: 'unique', constraint: 'orders_pkey' });
  });
});
