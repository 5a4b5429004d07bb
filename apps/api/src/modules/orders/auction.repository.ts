import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { activity, orders, refreshBestOffers, type Database } from '@nft/db';
import { isRunning, extendedEnd, nextMinimumBid } from './auction-rules';
import { cancelOrder, findOrder, type CancelOutcome, type NewOrder } from './orders.repository';
import type { OrderRow } from './order-view';

/** The highest active bid on an auction (price, then the earlier bid), or null. */
export async function highestActiveBid(db: Database, chain: string, auctionOrderHash: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.chain, chain), eq(orders.parentOrderHash, auctionOrderHash), eq(orders.side, 'bid'), eq(orders.status, 'active')))
    .orderBy(desc(sql`${orders.startPrice}::numeric`), orders.createdAt)
    .limit(1);
  return row ?? null;
}

/** Whether anyone ever bid on the auction (any status): the seller's gas-free cancel is refused from then on. */
async function hasBids(db: Database, chain: string, auctionOrderHash: string): Promise<boolean> {
  const [row] = await db
    .select({ orderHash: orders.orderHash })
    .from(orders)
    .where(and(eq(orders.chain, chain), eq(orders.parentOrderHash, auctionOrderHash), eq(orders.side, 'bid')))
    .limit(1);
  return row !== undefined;
}

/** The auction row locked for this transaction: bids and the seller's cancel take it in turn. */
async function lockAuction(tx: Database, chain: string, orderHash: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.chain, chain), eq(orders.orderHash, orderHash), eq(orders.kind, 'auction')))
    .for('update');
  return row;
}

export type BidInsertOutcome =
  | { outcome: 'created' | 'exists'; row: OrderRow; auctionEndTime: Date | null }
  | { outcome: 'not_running' }
  | { outcome: 'too_low'; minimum: bigint };

/**
 * Writes an accepted bid in one transaction with the auction row locked, so two bids at the same moment are judged
 * one after the other (docs/decisions/031-english-auctions.md): the auction still running, the bid at least the
 * minimum and the highest active bid plus the increment; then the bid, its `bid` activity and, within the last
 * `extensionSeconds` of bidding, the auction's new end (anti-sniping).
 */
export async function insertBid(
  db: Database,
  bid: NewOrder & { parentOrderHash: string },
  now: Date,
  extensionSeconds: number,
): Promise<BidInsertOutcome> {
  return db.transaction(async (tx) => {
    const existing = await findOrder(tx, bid.chain, bid.orderHash);
    if (existing) return { outcome: 'exists', row: existing, auctionEndTime: null };
    const auction = await lockAuction(tx, bid.chain, bid.parentOrderHash);
    if (!auction || auction.status !== 'active' || !isRunning(auction, now)) return { outcome: 'not_running' };
    const highest = await highestActiveBid(tx, bid.chain, auction.orderHash);
    const minimum = nextMinimumBid(BigInt(auction.startPrice), highest ? BigInt(highest.startPrice) : null);
    if (BigInt(bid.startPrice) < minimum) return { outcome: 'too_low', minimum };

    const [inserted] = await tx.insert(orders).values(bid).returning();
    await tx.insert(activity).values({
      chain: bid.chain,
      kind: 'bid',
      contractAddress: bid.contractAddress,
      tokenId: bid.tokenId,
      collectionId: bid.collectionId ?? null,
      fromAddress: bid.maker,
      toAddress: auction.maker,
      quantity: bid.quantity ?? '1',
      price: bid.startPrice,
      currency: bid.currency,
      orderHash: bid.orderHash,
      occurredAt: now,
    });
    // A bid counts among the token's open offers and bids ("has offers", "hottest": docs/decisions/017).
    await refreshBestOffers(tx, bid.chain, [{ contractAddress: bid.contractAddress, tokenId: bid.tokenId }], now);
    const latestEnd = new Date(auction.endTime.getTime() - 86_400_000);
    const moved = extendedEnd(auction.auctionEndTime!, now, extensionSeconds, latestEnd);
    if (moved) {
      await tx
        .update(orders)
        .set({ auctionEndTime: moved, updatedAt: now })
        .where(and(eq(orders.chain, auction.chain), eq(orders.orderHash, auction.orderHash)));
    }
    return { outcome: 'created', row: inserted!, auctionEndTime: moved ?? auction.auctionEndTime };
  });
}

/**
 * The maker's gas-free cancel, refusing an auction that has a bid (docs/product.md "Auctions": the seller may
 * cancel only before the first bid). The auction row is locked first, as a bid's intake locks it, so a cancel and a
 * first bid at the same moment cannot both succeed. Any other order goes to cancelOrder unchanged.
 */
export async function cancelUnlessBid(
  db: Database,
  chain: string,
  orderHash: string,
  maker: string,
  now: Date,
): Promise<CancelOutcome | { outcome: 'has_bids' }> {
  return db.transaction(async (tx) => {
    const auction = await lockAuction(tx, chain, orderHash);
    if (auction && auction.maker === maker && (await hasBids(tx, chain, orderHash))) return { outcome: 'has_bids' as const };
    return cancelOrder(tx, chain, orderHash, maker, now);
  });
}

/** The bids of an auction the settlement may still fill, highest first (then the earlier bid). */
export async function openBids(db: Database, chain: string, auctionOrderHash: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.chain, chain),
        eq(orders.parentOrderHash, auctionOrderHash),
        eq(orders.side, 'bid'),
        inArray(orders.status, ['active', 'inactive']),
      ),
    )
    .orderBy(desc(sql`${orders.startPrice}::numeric`), orders.createdAt);
}
