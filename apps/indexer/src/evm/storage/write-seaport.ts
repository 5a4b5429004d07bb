import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { activity, fills, nfts, orders, seaportCounters, type Database } from '@nft/db';
import type { CounterChange, FillItem, OrderCancellation } from '../effects/block-effects';
import { chunked } from './chunked';
import { splitFeeAndRoyalty, type OrderRecipients } from './fee-split';
import type { TokenRef } from './token-filter';

const open = inArray(orders.status, ['active', 'inactive']);
const keyOf = (txHash: string, logIndex: number, batchIndex: number) => `${txHash}:${logIndex}:${batchIndex}`;
const amount = (value: bigint | null) => (value === null ? null : value.toString());

/** The fee and royalty recipients of the orders we hold among these hashes. */
async function recipientsOf(db: Database, chain: string, orderHashes: string[]): Promise<Map<string, OrderRecipients>> {
  const found = new Map<string, OrderRecipients>();
  for (const chunk of chunked([...new Set(orderHashes)])) {
    const rows = await db
      .select({ orderHash: orders.orderHash, feeRecipient: orders.feeRecipient, royaltyRecipient: orders.royaltyRecipient })
      .from(orders)
      .where(and(eq(orders.chain, chain), inArray(orders.orderHash, chunk)));
    for (const row of rows) {
      found.set(row.orderHash, {
        feeRecipient: row.feeRecipient?.toLowerCase() ?? null,
        royaltyRecipient: row.royaltyRecipient?.toLowerCase() ?? null,
      });
    }
  }
  return found;
}

/** An order row as the book caches see it: one token, or (tokenId null) a collection or trait offer. */
export type OrderRef = { contractAddress: string; tokenId: string | null };

/** Which of these order hashes are auction listings in our book. */
async function auctionsAmong(db: Database, chain: string, orderHashes: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const chunk of chunked([...new Set(orderHashes)])) {
    const rows = await db
      .select({ orderHash: orders.orderHash })
      .from(orders)
      .where(and(eq(orders.chain, chain), inArray(orders.orderHash, chunk), eq(orders.kind, 'auction')));
    for (const row of rows) found.add(row.orderHash);
  }
  return found;
}

/**
 * A matched listing and offer folded into one fill (handlers/orders-matched.ts) is a `settlement` when
 * the listing is one of our auctions; any other match (another marketplace's) is an ordinary `sale`.
 */
function kindOf(fill: FillItem, auctions: Set<string>): 'sale' | 'settlement' {
  return fill.kind === 'settlement' && (fill.alsoFills ?? []).some((hash) => auctions.has(hash)) ? 'settlement' : 'sale';
}

/**
 * Fills (idempotent by log key), each with its `sale` (or `settlement`) activity row, and the
 * orders we hold moved towards `filled` by the newly recorded quantity only. Returns the fills that
 * were new and the orders they moved.
 */
export async function writeFills(db: Database, chain: string, items: FillItem[]): Promise<{ fresh: FillItem[]; moved: OrderRef[] }> {
  if (items.length === 0) return { fresh: [], moved: [] };
  const recipients = await recipientsOf(
    db,
    chain,
    items.map((f) => f.orderHash),
  );
  const auctions = await auctionsAmong(
    db,
    chain,
    items.flatMap((f) => f.alsoFills ?? []),
  );
  const fresh: FillItem[] = [];
  const moved: OrderRef[] = [];
  for (const chunk of chunked(items)) {
    const rows = chunk.map((f) => ({ fill: f, ...splitFeeAndRoyalty(f, recipients.get(f.orderHash)) }));
    const inserted = await db
      .insert(fills)
      .values(
        rows.map(({ fill: f, fee, royalty }) => ({
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
          price: amount(f.price),
          currency: f.currency,
          fee: amount(fee),
          royalty: amount(royalty),
          blockNumber: f.position.blockNumber,
          blockHash: f.position.blockHash,
          occurredAt: f.position.occurredAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ txHash: fills.txHash, logIndex: fills.logIndex, batchIndex: fills.batchIndex });
    const isNew = new Set(inserted.map((r) => keyOf(r.txHash, r.logIndex, r.batchIndex)));
    const newRows = rows.filter(({ fill: f }) => isNew.has(keyOf(f.position.txHash, f.position.logIndex, f.batchIndex)));
    if (newRows.length === 0) continue;
    await db
      .insert(activity)
      .values(newRows.map(({ fill: f, fee, royalty }) => saleRow(chain, f, fee, royalty, kindOf(f, auctions))))
      .onConflictDoNothing();
    for (const { fill } of newRows) {
      fresh.push(fill);
      for (const orderHash of [fill.orderHash, ...(fill.alsoFills ?? [])]) moved.push(...(await advanceOrder(db, chain, orderHash, fill)));
    }
  }
  return { fresh, moved };
}

/** The trading-history row of a sale (docs/product.md: NFT history, account activity). */
function saleRow(chain: string, f: FillItem, fee: bigint | null, royalty: bigint | null, kind: 'sale' | 'settlement') {
  return {
    chain,
    kind,
    contractAddress: f.contractAddress,
    tokenId: f.tokenId,
    collectionId: sql`(select ${nfts.collectionId} from ${nfts} where ${and(
      eq(nfts.chain, chain),
      eq(nfts.contractAddress, f.contractAddress),
      eq(nfts.tokenId, f.tokenId),
    )})`,
    fromAddress: f.seller,
    toAddress: f.buyer,
    quantity: f.quantity.toString(),
    price: amount(f.price),
    currency: f.currency,
    fee: amount(fee),
    royalty: amount(royalty),
    orderHash: f.orderHash,
    txHash: f.position.txHash,
    logIndex: f.position.logIndex,
    batchIndex: f.batchIndex,
    blockNumber: f.position.blockNumber,
    blockHash: f.position.blockHash,
    occurredAt: f.position.occurredAt,
  };
}

async function advanceOrder(db: Database, chain: string, orderHash: string, fill: FillItem): Promise<OrderRef[]> {
  const filled = sql`least(${orders.quantity}, ${orders.filledQuantity} + ${fill.quantity.toString()}::numeric)`;
  return db
    .update(orders)
    .set({
      filledQuantity: filled,
      status: sql`case when ${filled} >= ${orders.quantity} then 'filled'::order_status else ${orders.status} end`,
      statusReason: sql`case when ${filled} >= ${orders.quantity} then null else ${orders.statusReason} end`,
      statusBlockNumber: fill.position.blockNumber,
      statusBlockHash: fill.position.blockHash,
      updatedAt: new Date(),
    })
    .where(and(eq(orders.chain, chain), eq(orders.orderHash, orderHash), open))
    .returning({ contractAddress: orders.contractAddress, tokenId: orders.tokenId });
}

/** On-chain cancels: the order (if we hold it and it is open) is cancelled for good. Returns the items whose book changed. */
export async function writeCancellations(db: Database, chain: string, cancellations: OrderCancellation[]): Promise<OrderRef[]> {
  const touched: OrderRef[] = [];
  for (const c of cancellations) {
    const rows = await db
      .update(orders)
      .set({
        status: 'cancelled',
        statusReason: 'cancelled_on_chain',
        statusBlockNumber: c.position.blockNumber,
        statusBlockHash: c.position.blockHash,
        updatedAt: new Date(),
      })
      .where(and(eq(orders.chain, chain), eq(orders.orderHash, c.orderHash), open))
      .returning({ contractAddress: orders.contractAddress, tokenId: orders.tokenId });
    touched.push(...rows);
  }
  return touched;
}

/** The maker's counter, and every open Seaport order signed at an older counter cancelled for good. */
export async function writeCounters(db: Database, chain: string, changes: CounterChange[]): Promise<OrderRef[]> {
  const touched: OrderRef[] = [];
  for (const c of changes) {
    const block = { blockNumber: c.position.blockNumber, blockHash: c.position.blockHash };
    await db
      .insert(seaportCounters)
      .values({ chain, maker: c.maker, counter: c.counter.toString(), ...block })
      .onConflictDoUpdate({
        target: [seaportCounters.chain, seaportCounters.maker],
        set: { counter: c.counter.toString(), ...block, updatedAt: new Date() },
      });
    const rows = await db
      .update(orders)
      .set({
        status: 'cancelled',
        statusReason: 'counter_incremented',
        statusBlockNumber: block.blockNumber,
        statusBlockHash: block.blockHash,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(orders.chain, chain),
          eq(orders.maker, c.maker),
          eq(orders.protocol, 'seaport'),
          lt(orders.counter, c.counter.toString()),
          open,
        ),
      )
      .returning({ contractAddress: orders.contractAddress, tokenId: orders.tokenId });
    touched.push(...rows);
  }
  return touched;
}

/** Order rows as book items (collection-wide offers name no token and are left out). */
export function itemsOf(rows: OrderRef[]): TokenRef[] {
  return rows.flatMap((r) => (r.tokenId === null ? [] : [{ contractAddress: r.contractAddress, tokenId: r.tokenId }]));
}
