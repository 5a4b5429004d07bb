import { and, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { activity, orders, refreshBestListings, refreshBestOffers, type Database } from '@nft/db';
import type { OrderRow } from '../orders/order-view';

/** The marker a claimed auction carries while one process settles it (the lease below bounds a crashed claim). */
export const settlingMarker = 'settling';

/**
 * Claims up to `limit` ended auctions of these chains for this process (docs/decisions/031-english-auctions.md):
 * active, bidding ended, and not claimed by another process in the last `leaseMs` (a failed attempt is retried at
 * once). Rows another transaction holds are skipped (FOR UPDATE SKIP LOCKED) and a claim is written before the lock
 * is released, so two API processes never settle the same auction at the same time.
 */
export async function claimEndedAuctions(
  db: Database,
  chains: readonly string[],
  now: Date,
  leaseMs: number,
  limit = 10,
): Promise<OrderRow[]> {
  if (chains.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.kind, 'auction'),
          eq(orders.status, 'active'),
          inArray(orders.chain, [...chains]),
          lte(orders.auctionEndTime, now),
          or(
            isNull(orders.settlementError),
            ne(orders.settlementError, settlingMarker),
            lte(orders.updatedAt, new Date(now.getTime() - leaseMs)),
          ),
        ),
      )
      .orderBy(orders.auctionEndTime)
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const row of due) {
      await tx
        .update(orders)
        .set({ settlementError: settlingMarker, updatedAt: now })
        .where(and(eq(orders.chain, row.chain), eq(orders.orderHash, row.orderHash)));
    }
    return due;
  });
}

/** Records why an attempt failed; the next run retries it (settlement_error is what operators read). */
export async function recordSettlementError(db: Database, auction: OrderRow, message: string, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({ settlementError: message.slice(0, 500), updatedAt: now })
    .where(and(eq(orders.chain, auction.chain), eq(orders.orderHash, auction.orderHash), eq(orders.status, 'active')));
}

/** The losing bids end with their auction: nobody can fill them any more (only the settlement is ever authorised). */
export async function expireOpenBids(db: Database, auction: OrderRow, except: string | null, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'expired', statusReason: null, updatedAt: now })
    .where(
      and(
        eq(orders.chain, auction.chain),
        eq(orders.parentOrderHash, auction.orderHash),
        inArray(orders.status, ['active', 'inactive']),
        except ? ne(orders.orderHash, except) : sql`true`,
      ),
    );
  // Expired bids leave the token's open offers and bids count ("hottest", docs/decisions/017).
  await refreshBestOffers(db, auction.chain, [{ contractAddress: auction.contractAddress, tokenId: auction.tokenId }], now);
}

/**
 * An auction that ends without a valid bid (docs/product.md "Auctions"): status expired, its bids expired, a
 * `settlement` activity row without a buyer or price (the history's "ended unsold") and the token's best listing
 * refreshed, in one transaction. Only an auction still active is touched, so a second run adds nothing.
 */
export async function markUnsold(db: Database, auction: OrderRow, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({ status: 'expired', statusReason: null, settlementError: null, updatedAt: now })
      .where(and(eq(orders.chain, auction.chain), eq(orders.orderHash, auction.orderHash), eq(orders.status, 'active')))
      .returning({ orderHash: orders.orderHash });
    if (!updated) return false;
    await expireOpenBids(tx, auction, null, now);
    await tx
      .insert(activity)
      .values({
        chain: auction.chain,
        kind: 'settlement',
        contractAddress: auction.contractAddress,
        tokenId: auction.tokenId,
        collectionId: auction.collectionId,
        fromAddress: auction.maker,
        toAddress: null,
        quantity: auction.quantity,
        price: null,
        currency: auction.currency,
        orderHash: auction.orderHash,
        occurredAt: now,
      })
      .onConflictDoNothing();
    if (auction.tokenId !== null)
      await refreshBestListings(tx, auction.chain, [{ contractAddress: auction.contractAddress, tokenId: auction.tokenId }], now);
    return true;
  });
}
