import { and, eq } from 'drizzle-orm';
import { activity, orders, refreshBestListings, refreshBestOffers, refreshLockedBestListings, type Database } from '@nft/db';
import { sellableRefusal } from './listing-conflict.repository';
import type { OrderRow } from './order-view';
import { writeOrder, type AcceptedOrder } from './order-write';

export { writeOrder, type AcceptedOrder } from './order-write';

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
    // One way to sell a token at a time: the insert read the maker's standing listings; the throw rolls it back.
    if (written.standingAuction !== null)
      throw sellableRefusal({ contractAddress: order.contractAddress, tokenId: order.tokenId ?? '' }, written.standingAuction);
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
