import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import { notificationPageQuery } from './notifications.repository';

// An account's notifications are read through indexes on its address and holdings, never a pass over the activity,
// ownership or order tables (every other account's events). 2,000 accounts with 10 events and 2 holdings each,
// 1,000 listings with two bids each, analysed, so a whole-table read would cost what it does at scale; sequential scans are also
// switched off, so a plan that has one has no index path at all.
let database: DatabaseHandle;
const account = (n: string) => `'0x' || lpad(to_hex(${n}), 40, '0')`;
const me = '0x' + '0'.repeat(37) + '07b';

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const contract = `'0x' || repeat('c', 40)`;
  await db.execute(
    sql.raw(`
    insert into activity (chain, kind, contract_address, token_id, from_address, to_address, price, order_hash, tx_hash, log_index,
      block_number, block_hash, occurred_at)
    select 'local1', (array['transfer', 'sale', 'offer', 'bid', 'list']::activity_kind[])[1 + n % 5], ${contract}, n % 4000,
      ${account('n % 2000')}, ${account('(n + 1) % 2000')}, 100,
      '0x' || lpad(to_hex(n), 64, '0'),
      case when n % 5 in (2, 3, 4) then null else '0x' || lpad(to_hex(n), 64, '0') end,
      case when n % 5 in (2, 3, 4) then null else 0 end,
      case when n % 5 in (2, 3, 4) then null else n end,
      case when n % 5 in (2, 3, 4) then null else '0x' || lpad(to_hex(n), 64, 'b') end,
      now() - (n || ' minutes')::interval
    from generate_series(1, 20000) n`),
  );
  await db.execute(
    sql.raw(`
    insert into ownerships (chain, contract_address, token_id, owner, balance, acquired_at, block_number, block_hash)
    select 'local1', ${contract}, n, ${account('n % 2000')}, 1, now() - interval '40 days', 1, '0x' || repeat('a', 64)
    from generate_series(1, 4000) n`),
  );
  await db.execute(
    sql.raw(`
    insert into orders (chain, order_hash, protocol, side, kind, maker, contract_address, token_id, currency, start_price, end_price,
      start_time, end_time, counter, conduit_key, salt, signature, parameters)
    select 'local1', '0x' || lpad(to_hex(n), 64, '0'), 'seaport', 'listing', 'fixed', ${account('n % 2000')}, ${contract}, n,
      '0x' || repeat('0', 40), '1', '1', now(), now() + interval '1 day', '0', '0x' || repeat('0', 64), '0x01', '0x' || repeat('1', 130), '{}'
    from generate_series(0, 999) n`),
  );
  // Two bids on each of those orders, as on auctions (a bid names its auction as parent).
  await db.execute(
    sql.raw(`
    insert into orders (chain, order_hash, protocol, side, kind, maker, contract_address, token_id, currency, start_price, end_price,
      start_time, end_time, counter, conduit_key, salt, signature, parameters, parent_order_hash)
    select 'local1', '0x' || lpad(to_hex(n), 64, '0'), 'seaport', 'bid', 'fixed', ${account('n % 2000')}, ${contract}, n % 1000,
      '0x' || repeat('0', 40), '1', '1', now(), now() + interval '1 day', '0', '0x' || repeat('0', 64), '0x01', '0x' || repeat('1', 130), '{}',
      '0x' || lpad(to_hex(n % 1000), 64, '0')
    from generate_series(1000, 2999) n`),
  );
  await db.execute(sql`analyze`);
});

afterAll(async () => {
  await database?.close();
});

describe("an account's notifications", () => {
  it('are read through the address and holding indexes, with no sequential scan', async () => {
    const since = new Date(Date.now() - 30 * 86_400_000);
    const text = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${notificationPageQuery(me, since, undefined, 21)}`);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(text).not.toMatch(/Seq Scan/);
    for (const index of [
      'activity_from_idx',
      'activity_to_idx',
      'ownerships_owner',
      'activity_item_idx',
      'activity_log_key',
      'orders_parent_idx',
      'activity_order_key',
    ])
      expect(text, index).toContain(index);
  });
});
