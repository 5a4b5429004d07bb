import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { orders, type Database } from '@nft/db';
import type { OrderListQuery } from '@nft/api-contract';
import { receivedByFilter } from './offers-received';
import type { OrderRow } from './order-view';

/** The position after a page's last order: newest first, ties broken by chain and hash. */
export type OrderPosition = { createdAt: string; chain: string; orderHash: string };

// What a reader calls `active` or `expired` depends on the clock as well as the stored status (order-view.ts).
function statusFilter(status: OrderListQuery['status'], now: Date): SQL | undefined {
  const open = sql`${orders.status} in ('active', 'inactive')`;
  switch (status) {
    case undefined:
      return undefined;
    case 'active':
    case 'inactive':
      return and(eq(orders.status, status), sql`${orders.endTime} > ${now}`);
    case 'expired':
      return sql`(${orders.status} = 'expired' or (${open} and ${orders.endTime} <= ${now}))`;
    default:
      return eq(orders.status, status);
  }
}

/**
 * The rows after a page's last one, as a row comparison that seeks into orders_created_idx
 * (created_at, chain, order_hash), or within one chain into orders_chain_created_idx
 * (chain, created_at, order_hash) (migration 0020).
 */
function afterPosition(after: OrderPosition | undefined): SQL | undefined {
  if (after === undefined) return undefined;
  return sql`(${orders.createdAt}, ${orders.chain}, ${orders.orderHash}) < (${after.createdAt}::timestamptz, ${after.chain}, ${after.orderHash})`;
}

/** The statement of one page of the book (limit + 1 rows); a query, so tests can read its plan. */
export function ordersQuery(db: Database, query: OrderListQuery, after: OrderPosition | undefined, now: Date) {
  const conditions = [
    query.chain === undefined ? undefined : eq(orders.chain, query.chain),
    query.contract === undefined ? undefined : eq(orders.contractAddress, query.contract.toLowerCase()),
    query.tokenId === undefined ? undefined : sql`${orders.tokenId} = ${query.tokenId}::numeric`,
    query.side === undefined ? undefined : eq(orders.side, query.side),
    query.maker === undefined ? undefined : eq(orders.maker, query.maker.toLowerCase()),
    query.target === undefined ? undefined : eq(orders.target, query.target),
    query.auctionOrderHash === undefined ? undefined : eq(orders.parentOrderHash, query.auctionOrderHash),
    query.receivedBy === undefined ? undefined : receivedByFilter(query.receivedBy, now),
    statusFilter(query.status, now),
    afterPosition(after),
  ];
  return db
    .select({
      order: orders,
      cursorTime: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.chain), desc(orders.orderHash))
    .limit(query.limit + 1);
}

/** One page of the book (limit + 1 rows, so the caller knows whether another follows), with each row's cursor time. */
export async function listOrders(
  db: Database,
  query: OrderListQuery,
  after: OrderPosition | undefined,
  now: Date,
): Promise<(OrderRow & { cursorTime: string })[]> {
  const rows = await ordersQuery(db, query, after, now);
  return rows.map((row) => ({ ...row.order, cursorTime: row.cursorTime }));
}
