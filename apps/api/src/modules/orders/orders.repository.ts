import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  activity,
  nfts,
  orders,
  refreshBestListings,
  refreshBestOffers,
  refreshLockedBestListings,
  type Database,
  type LockedNft,
} from '@nft/db';
import type { ActivityKind } from '@nft/shared';
import type { OrderRow } from './order-view';

/** One order by its key, or undefined. Exported for the fill route (apps/api/src/modules/order-fill). */
export async function findOrder(db: Database, chain: string, orderHash: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.chain, chain), eq(orders.orderHash, orderHash.toLowerCase())));
  return row;
}

export type NewOrder = typeof orders.$inferInsert & { tokenId: string };

/**
 * Any order the intake accepts: a collection or trait offer names no token. The collection id may be
 * an expression the insert evaluates (itemCollectionId).
 */
export type AcceptedOrder = Omit<typeof orders.$inferInsert, 'collectionId'> & { collectionId?: number | null | SQL<number | null> };

// The activity row each side writes when its order is accepted (activity_kind in packages/db).
const activityKindOf = { listing: 'list', offer: 'offer', bid: 'bid' } as const satisfies Record<OrderSide, ActivityKind>;

type OrderSide = AcceptedOrder['side'];

/**
 * The order and its activity in one statement (a data-modifying CTE), so they exist together or not
 * at all, even without a transaction; for a listing of an indexed token the same statement locks the
 * token's NFT row for the best-listing refresh that follows. Undefined when the order hash exists
 * (ON CONFLICT DO NOTHING: the resubmission adds nothing; docs/security.md row 7).
 * docs/decisions/034-order-insert-statements.md says why this shape.
 */
export async function writeOrder(
  db: Database,
  order: AcceptedOrder,
  now: Date,
  activityTo: string | null = order.taker ?? null,
): Promise<{ row: OrderRow; locked: LockedNft[] } | undefined> {
  const inserted = db.$with('inserted_order').as(db.insert(orders).values(order).onConflictDoNothing().returning());
  const logged = db.$with('logged_activity', { id: sql<number>`id` }).as(
    sql`insert into ${activity} (chain, kind, contract_address, token_id, collection_id, from_address, to_address, quantity, price, currency, order_hash, occurred_at)
      select chain, ${activityKindOf[order.side]}::activity_kind, contract_address, token_id, collection_id, maker, ${activityTo}, quantity, start_price, currency, order_hash, ${now.toISOString()}::timestamptz
      from ${inserted}
      on conflict do nothing
      returning id`,
  );
  const lockable = order.side === 'listing' && order.tokenId !== null && order.tokenId !== undefined;
  const locked = db.$with('locked_nft').as(
    db
      .select({ id: nfts.id, contractAddress: nfts.contractAddress, tokenId: nfts.tokenId })
      .from(nfts)
      .where(
        lockable
          ? and(
              eq(nfts.chain, order.chain),
              eq(nfts.contractAddress, order.contractAddress),
              sql`${nfts.tokenId} = ${order.tokenId}::numeric`,
            )
          : sql`false`,
      )
      .for('update'),
  );
  const columns = Object.fromEntries(Object.keys(getTableColumns(orders)).map((key) => [key, inserted[key as keyof typeof inserted]]));
  const [result] = await db
    .with(inserted, logged, locked)
    .select({
      row: columns as unknown as typeof inserted._.selectedFields,
      // The lock is taken only when the order is new: an NFT row of one token, or none.
      locked: sql<
        string | null
      >`(select json_build_object('id', id, 'contractAddress', contract_address, 'tokenId', token_id::text)::text from ${locked})`,
    })
    .from(inserted);
  if (!result) return undefined;
  const lockedRow = result.locked === null ? [] : [JSON.parse(result.locked) as LockedNft];
  return { row: result.row as OrderRow, locked: lockedRow };
}

/**
 * Writes an accepted order of any side (listing, offer, bid) in one transaction of at most three
 * statements: the order, its activity (list, offer, bid) and, for a listing, the lock of its NFT row
 * in one statement; then the cached best listing of that token (when the marketplace has indexed it)
 * or the cached best offer of the tokens an offer names. Orders are keyed by chain and EIP-712 hash,
 * so a resubmission in any signature form adds nothing (docs/security.md row 7) and answers the
 * stored row. Answers whether the order is new, and the stored row.
 */
export async function insertOrder(db: Database, order: AcceptedOrder, now: Date): Promise<{ created: boolean; row: OrderRow }> {
  return db.transaction(async (tx) => {
    const written = await writeOrder(tx, order, now);
    if (!written) {
      const existing = await findOrder(tx, order.chain, order.orderHash);
      // The conflicting row cannot vanish: orders are never deleted.
      return { created: false, row: existing! };
    }
    if (order.side === 'listing') await refreshLockedBestListings(tx, order.chain, written.locked, now);
    if (order.side === 'offer')
      await refreshBestOffers(tx, order.chain, [{ contractAddress: order.contractAddress, tokenId: order.tokenId ?? null }], now);
    return { created: true, row: written.row };
  });
}

/** The listing intake's name for insertOrder. */
export const insertListing: (db: Database, order: NewOrder, now: Date) => Promise<{ created: boolean; row: OrderRow }> = insertOrder;

export type CancelOutcome = { outcome: 'cancelled'; row: OrderRow } | { outcome: 'not_found' | 'not_maker' | 'not_open' };

/**
 * The maker's gas-free cancel: the order is locked, checked and closed for good in one transaction
 * (status cancelled, reason cancelled_by_maker), with a `cancel` activity and the token's best
 * listing refreshed. The zone is never asked to authorise it again (docs/security.md row 4).
 */
export async function cancelOrder(db: Database, chain: string, orderHash: string, maker: string, now: Date): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.chain, chain), eq(orders.orderHash, orderHash)))
      .for('update');
    if (!row) return { outcome: 'not_found' };
    if (row.maker !== maker) return { outcome: 'not_maker' };
    const open = (row.status === 'active' || row.status === 'inactive') && row.endTime.getTime() > now.getTime();
    if (!open) return { outcome: 'not_open' };
    const [updated] = await tx
      .update(orders)
      .set({ status: 'cancelled', statusReason: 'cancelled_by_maker', updatedAt: now })
      .where(and(eq(orders.chain, chain), eq(orders.orderHash, orderHash)))
      .returning();
    await tx
      .insert(activity)
      .values({
        chain,
        kind: 'cancel',
        contractAddress: row.contractAddress,
        tokenId: row.tokenId,
        collectionId: row.collectionId,
        fromAddress: row.maker,
        quantity: (BigInt(row.quantity) - BigInt(row.filledQuantity)).toString(),
        price: row.startPrice,
        currency: row.currency,
        orderHash,
        occurredAt: now,
      })
      .onConflictDoNothing();
    if (row.side === 'listing' && row.tokenId !== null)
      await refreshBestListings(tx, chain, [{ contractAddress: row.contractAddress, tokenId: row.tokenId }], now);
    // An offer or bid: the best offer of the tokens it named (every token of the contract for a collection or trait offer).
    if (row.side !== 'listing') await refreshBestOffers(tx, chain, [{ contractAddress: row.contractAddress, tokenId: row.tokenId }], now);
    return { outcome: 'cancelled', row: updated! };
  });
}
