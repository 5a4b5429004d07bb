import { getTableColumns, is, sql, SQL, type Column, type SQLChunk } from 'drizzle-orm';
import { activity, nfts, orders, type Database, type LockedNft } from '@nft/db';
import type { ActivityKind } from '@nft/shared';
import { standingListingQuery } from './listing-conflict.repository';
import type { OrderRow } from './order-view';

/**
 * Any order the intake accepts: a collection or trait offer names no token. The collection id may be
 * an expression the insert evaluates (itemCollectionId).
 */
export type AcceptedOrder = Omit<typeof orders.$inferInsert, 'collectionId'> & { collectionId?: number | null | SQL<number | null> };

type OrderSide = AcceptedOrder['side'];

// The activity row each side writes when its order is accepted (activity_kind in packages/db).
const activityKindOf = { listing: 'list', offer: 'offer', bid: 'bid' } as const satisfies Record<OrderSide, ActivityKind>;

// The orders table's columns by property (to write) and by SQL name (to read the returned row), resolved once.
const orderColumns = Object.entries(getTableColumns(orders)) as [keyof OrderRow & keyof AcceptedOrder, Column][];
const columnByName = new Map(orderColumns.map(([key, column]) => [column.name, { key, column }]));

// Each present property of the order as a column name and a parameter bound to its column (so a Date or a
// JSON value is written the way Drizzle's insert writes it); an absent one takes the column's default.
function orderValues(order: AcceptedOrder): { names: SQL; values: SQL } {
  const names: SQLChunk[] = [];
  const values: SQLChunk[] = [];
  for (const [key, column] of orderColumns) {
    const value = order[key];
    if (value === undefined) continue;
    names.push(sql.identifier(column.name));
    values.push(is(value, SQL) ? value : sql.param(value, column));
  }
  return { names: sql.join(names, sql`, `), values: sql.join(values, sql`, `) };
}

// The returned row mapped as Drizzle's select maps it: each driver value through its column's decoder.
function orderRowOf(record: Record<string, unknown>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(record)) {
    const entry = columnByName.get(name);
    if (entry) row[entry.key] = value === null ? null : entry.column.mapFromDriverValue(value);
  }
  return row as OrderRow;
}

/**
 * The order and its activity in one statement (a data-modifying CTE), so they exist together or not
 * at all, even without a transaction; for a listing of an indexed token the same statement locks the
 * token's NFT row for the best-listing refresh that follows. Undefined when the order hash exists
 * (ON CONFLICT DO NOTHING: the resubmission adds nothing; docs/security.md row 7).
 * Written by hand rather than with Drizzle's query builder, whose CTE (forty columns read through
 * its proxies) cost more CPU per order than PGlite running the statement:
 * docs/decisions/034-order-insert-statements.md says why this shape, docs/decisions/061-order-insert-by-hand.md why by hand.
 */
export async function writeOrder(
  db: Database,
  order: AcceptedOrder,
  now: Date,
  activityTo: string | null = order.taker ?? null,
): Promise<{ row: OrderRow; locked: LockedNft[]; standingAuction: boolean | null } | undefined> {
  const { names, values } = orderValues(order);
  const tokenId = order.side === 'listing' ? order.tokenId : null;
  const lockable = tokenId !== null && tokenId !== undefined;
  const lockWhere = lockable
    ? sql`chain = ${order.chain} and contract_address = ${order.contractAddress} and token_id = ${order.tokenId}::numeric`
    : sql`false`;
  // A listing's one-way-to-sell check (listing-conflict.repository.ts) read in this statement: its snapshot is from
  // before the insert, so the new order never stands in its own way; the caller rolls back when a listing stands.
  const standing = lockable
    ? standingListingQuery({ ...order, tokenId, kind: order.kind ?? 'fixed' }, now)
    : sql`select null::boolean as auction`;
  const { rows } = await db.execute<Record<string, unknown> & { locked_nft: string | null; standing_auction: boolean | null }>(sql`
    with standing as (${standing}), inserted_order as (
      insert into ${orders} (${names}) values (${values})
      on conflict do nothing
      returning *
    ), logged_activity as (
      insert into ${activity} (chain, kind, contract_address, token_id, collection_id, from_address, to_address, quantity, price, currency, order_hash, occurred_at)
      select chain, ${activityKindOf[order.side]}::activity_kind, contract_address, token_id, collection_id, maker, ${activityTo}, quantity, start_price, currency, order_hash, ${now.toISOString()}::timestamptz
      from inserted_order
      on conflict do nothing
      returning id
    ), locked_nft as (
      select id, contract_address, token_id from ${nfts} where ${lockWhere} for update
    )
    select inserted_order.*,
      -- The lock is taken only when the order is new: an NFT row of one token, or none.
      (select json_build_object('id', id, 'contractAddress', contract_address, 'tokenId', token_id::text)::text from locked_nft) as locked_nft,
      (select auction from standing) as standing_auction
    from inserted_order`);
  const [record] = rows;
  if (!record) return undefined;
  const { locked_nft: locked, standing_auction: standingAuction, ...row } = record;
  return { row: orderRowOf(row), locked: locked === null ? [] : [JSON.parse(locked) as LockedNft], standingAuction };
}
