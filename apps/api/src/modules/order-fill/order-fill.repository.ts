import { and, eq, inArray } from 'drizzle-orm';
import { orders, type Database } from '@nft/db';

/**
 * What a fill needs of a stored order: its state, who may buy it, and the signed Seaport order. A
 * single fill reads the whole row with the book's findOrder (../orders/orders.repository); a cart
 * reads its orders here in one query.
 */
export type FillableOrderRow = {
  orderHash: string;
  side: 'listing' | 'offer' | 'bid';
  kind: 'fixed' | 'declining' | 'auction';
  protocol: 'seaport' | 'nuls';
  maker: string;
  taker: string | null;
  quantity: string;
  filledQuantity: string;
  currency: string;
  startTime: Date;
  endTime: Date;
  zone: string | null;
  status: 'active' | 'inactive' | 'filled' | 'cancelled' | 'expired';
  statusReason: string | null;
  parameters: Record<string, unknown>;
  signature: string;
};

const columns = {
  orderHash: orders.orderHash,
  side: orders.side,
  kind: orders.kind,
  protocol: orders.protocol,
  maker: orders.maker,
  taker: orders.taker,
  quantity: orders.quantity,
  filledQuantity: orders.filledQuantity,
  currency: orders.currency,
  startTime: orders.startTime,
  endTime: orders.endTime,
  zone: orders.zone,
  status: orders.status,
  statusReason: orders.statusReason,
  parameters: orders.parameters,
  signature: orders.signature,
};

/** The stored orders among `orderHashes` on `chain` (a cart), keyed by hash; unknown hashes are absent. */
export async function findFillableOrders(db: Database, chain: string, orderHashes: string[]): Promise<Map<string, FillableOrderRow>> {
  const rows = await db
    .select(columns)
    .from(orders)
    .where(and(eq(orders.chain, chain), inArray(orders.orderHash, orderHashes)));
  return new Map(rows.map((row) => [row.orderHash, row]));
}
