import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { orders, type Database } from '@nft/db';
import type { OrderListQuery } from '@nft/api-contract';
import { asValue, literalLimit, placeholders, preparedStatement, type Bind } from '../../lib/prepared-statement';
import { receivedByFilter } from './offers-received';
import type { OrderRow } from './order-view';

/** The position after a page's last order: newest first, ties broken by chain and hash. */
export type OrderPosition = { createdAt: string; chain: string; orderHash: string };

// What a reader calls `active` or `expired` depends on the clock as well as the stored status (order-view.ts).
// The status is written into the text (it picks the condition); the clock is a value.
function statusFilter(status: OrderListQuery['status'], now: Date, bind: Bind): SQL | undefined {
  const open = sql`${orders.status} in ('active', 'inactive')`;
  switch (status) {
    case undefined:
      return undefined;
    case 'active':
    case 'inactive':
      return and(eq(orders.status, status), sql`${orders.endTime} > ${bind('now', now)}`);
    case 'expired':
      return sql`(${orders.status} = 'expired' or (${open} and ${orders.endTime} <= ${bind('now', now)}))`;
    default:
      return eq(orders.status, status);
  }
}

/**
 * The rows after a page's last one, as a row comparison that seeks into orders_created_idx
 * (created_at, chain, order_hash), or within one chain into orders_chain_created_idx
 * (chain, created_at, order_hash) (migration 0020).
 */
function afterPosition(after: OrderPosition | undefined, bind: Bind): SQL | undefined {
  if (after === undefined) return undefined;
  return sql`(${orders.createdAt}, ${orders.chain}, ${orders.orderHash}) < (${bind('afterTime', after.createdAt)}::timestamptz, ${bind('afterChain', after.chain)}, ${bind('afterHash', after.orderHash)})`;
}

function conditions(query: OrderListQuery, after: OrderPosition | undefined, now: Date, bind: Bind): (SQL | undefined)[] {
  return [
    query.chain === undefined ? undefined : eq(orders.chain, bind('chain', query.chain)),
    query.contract === undefined ? undefined : eq(orders.contractAddress, bind('contract', query.contract.toLowerCase())),
    query.tokenId === undefined ? undefined : sql`${orders.tokenId} = ${bind('tokenId', query.tokenId)}::numeric`,
    query.side === undefined ? undefined : eq(orders.side, query.side),
    query.maker === undefined ? undefined : eq(orders.maker, query.maker.toLowerCase()),
    query.target === undefined ? undefined : eq(orders.target, query.target),
    query.auctionOrderHash === undefined ? undefined : eq(orders.parentOrderHash, bind('auction', query.auctionOrderHash)),
    query.receivedBy === undefined ? undefined : receivedByFilter(query.receivedBy, now),
    statusFilter(query.status, now, bind),
    afterPosition(after, bind),
  ];
}

/** The select of one page of the book; `take` a literal limit in a prepared statement. */
function ordersSelect(db: Database, where: (SQL | undefined)[], take: number) {
  return db
    .select({
      order: orders,
      cursorTime: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.chain), desc(orders.orderHash))
    .limit(take);
}

/** The statement of one page of the book (limit + 1 rows) with its values in place; a query, so tests can read its plan. */
export function ordersQuery(db: Database, query: OrderListQuery, after: OrderPosition | undefined, now: Date) {
  return ordersSelect(db, conditions(query, after, now, asValue), query.limit + 1);
}

/**
 * What fixes the SQL text of a page: which filters are present, the side, target and status (written into the
 * text), whether a cursor follows and the page size. Undefined for a page whose best plan depends on its values
 * (docs/decisions/066-prepared-explore-statements.md): a maker or the owner of received offers can have one order or
 * most of the book, and so can a contract read without a token.
 */
export function orderListShape(query: OrderListQuery, after: OrderPosition | undefined): string | undefined {
  if (query.maker !== undefined || query.receivedBy !== undefined) return undefined;
  if ((query.contract === undefined) !== (query.tokenId === undefined)) return undefined;
  return JSON.stringify([
    'order_list',
    query.chain === undefined,
    query.contract === undefined,
    query.auctionOrderHash === undefined,
    query.side,
    query.target,
    query.status,
    after === undefined,
    query.limit,
  ]);
}

/**
 * A page of a prepared shape: the values it runs with, and its statement's builder, called only the first time the
 * shape is read (preparedStatement).
 */
export function orderListStatement(db: Database, query: OrderListQuery, after: OrderPosition | undefined, now: Date) {
  const { bind, values } = placeholders();
  const where = conditions(query, after, now, bind);
  return { values, build: () => ordersSelect(db, where, literalLimit(query.limit + 1)) };
}

/**
 * One page of the book (limit + 1 rows, so the caller knows whether another follows), with each row's cursor time:
 * through a statement prepared once per shape where the shape allows it (orderListShape), built for this read otherwise.
 */
export async function listOrders(
  db: Database,
  query: OrderListQuery,
  after: OrderPosition | undefined,
  now: Date,
): Promise<(OrderRow & { cursorTime: string })[]> {
  const rows = await readPage(db, query, after, now);
  return rows.map((row) => ({ ...row.order, cursorTime: row.cursorTime }));
}

function readPage(db: Database, query: OrderListQuery, after: OrderPosition | undefined, now: Date) {
  const shape = orderListShape(query, after);
  if (shape === undefined) return ordersQuery(db, query, after, now).execute();
  const { values, build } = orderListStatement(db, query, after, now);
  return preparedStatement(db, shape, build).execute(values);
}
