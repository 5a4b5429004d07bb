import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { fills, orders, seaportCounters, type Database } from '@nft/db';
import type { CounterChange, FillItem, OrderCancellation } from '../effects/block-effects';
import { chunked } from './chunked';

const open = inArray(orders.status, ['active', 'inactive']);

/** Fills (idempotent by log key); an order we hold moves towards `filled` by the newly recorded quantity only. */
export async function writeFills(db: Database, chain: string, items: FillItem[]): Promise<void> {
  for (const chunk of chunked(items)) {
    const inserted = await db
      .insert(fills)
      .values(
        chunk.map((f) => ({
          chain,
          txHash: f.position.txHash,
          logIndex: f.position.logIndex,
          batchIndex: f.batchIndex,
          orderHash: f.orderHash,
          seller: f.seller,
          buyer: f.buyer,
          contractAddress: f.contractAddress,
          tokenId: f.tokenId,
          quantity: f.quantity.toString(),
          price: f.price.toString(),
          currency: f.currency,
          blockNumber: f.position.blockNumber,
          blockHash: f.position.blockHash,
          occurredAt: f.position.occurredAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ orderHash: fills.orderHash, quantity: fills.quantity, blockNumber: fills.blockNumber, blockHash: fills.blockHash });
    for (const fill of inserted) {
      const filled = sql`least(${orders.quantity}, ${orders.filledQuantity} + ${fill.quantity}::numeric)`;
      await db
        .update(orders)
        .set({
          filledQuantity: filled,
          status: sql`case when ${filled} >= ${orders.quantity} then 'filled'::order_status else ${orders.status} end`,
          statusReason: sql`case when ${filled} >= ${orders.quantity} then null else ${orders.statusReason} end`,
          statusBlockNumber: fill.blockNumber,
          statusBlockHash: fill.blockHash,
        })
        .where(and(eq(orders.chain, chain), eq(orders.orderHash, fill.orderHash), open));
    }
  }
}

export async function writeCancellations(db: Database, chain: string, cancellations: OrderCancellation[]): Promise<void> {
  for (const c of cancellations) {
    await db
      .update(orders)
      .set({
        status: 'cancelled',
        statusReason: 'cancelled_on_chain',
        statusBlockNumber: c.position.blockNumber,
        statusBlockHash: c.position.blockHash,
      })
      .where(and(eq(orders.chain, chain), eq(orders.orderHash, c.orderHash), open));
  }
}

/** The maker's counter, and every open Seaport order signed at an older counter cancelled for good. */
export async function writeCounters(db: Database, chain: string, changes: CounterChange[]): Promise<void> {
  for (const c of changes) {
    const block = { blockNumber: c.position.blockNumber, blockHash: c.position.blockHash };
    await db
      .insert(seaportCounters)
      .values({ chain, maker: c.maker, counter: c.counter.toString(), ...block })
      .onConflictDoUpdate({
        target: [seaportCounters.chain, seaportCounters.maker],
        set: { counter: c.counter.toString(), ...block, updatedAt: new Date() },
      });
    await db
      .update(orders)
      .set({
        status: 'cancelled',
        statusReason: 'counter_incremented',
        statusBlockNumber: block.blockNumber,
        statusBlockHash: block.blockHash,
      })
      .where(
        and(
          eq(orders.chain, chain),
          eq(orders.maker, c.maker),
          eq(orders.protocol, 'seaport'),
          lt(orders.counter, c.counter.toString()),
          open,
        ),
      );
  }
}
