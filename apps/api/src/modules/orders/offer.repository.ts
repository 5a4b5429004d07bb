import { activity, orders, refreshBestOffers, type Database } from '@nft/db';
import { findOrder } from './orders.repository';
import type { OrderRow } from './order-view';

export type NewOffer = typeof orders.$inferInsert;

/**
 * Writes an accepted offer in one transaction: the order (keyed by chain and EIP-712 hash, so a resubmission adds
 * nothing; docs/security.md row 7), its `offer` activity (token id null for a collection or trait offer) and the
 * best offer cached on the tokens it names (the whole contract for a collection or trait offer).
 * TODO(intake-speed): fold into the generic insertOrder of orders.repository.ts once it lands.
 */
export async function insertOffer(db: Database, order: NewOffer, now: Date): Promise<{ created: boolean; row: OrderRow }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(orders).values(order).onConflictDoNothing().returning();
    if (!inserted) {
      const existing = await findOrder(tx, order.chain, order.orderHash);
      // The conflicting row cannot vanish: orders are never deleted.
      return { created: false, row: existing! };
    }
    await tx
      .insert(activity)
      .values({
        chain: order.chain,
        kind: 'offer',
        contractAddress: order.contractAddress,
        tokenId: order.tokenId ?? null,
        collectionId: order.collectionId ?? null,
        fromAddress: order.maker,
        quantity: order.quantity ?? '1',
        price: order.startPrice,
        currency: order.currency,
        orderHash: order.orderHash,
        occurredAt: now,
      })
      .onConflictDoNothing();
    await refreshBestOffers(tx, order.chain, [{ contractAddress: order.contractAddress, tokenId: order.tokenId ?? null }], now);
    return { created: true, row: inserted };
  });
}
