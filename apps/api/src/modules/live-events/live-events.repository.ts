import { and, asc, desc, eq, gt, lte, max, min, or, type SQL } from 'drizzle-orm';
import { liveEvents, type Database } from '@nft/db';
import type { LiveEvent, LiveEventsQuery } from '@nft/api-contract';

export type LiveEventFilter = Pick<LiveEventsQuery, 'chain' | 'collection' | 'contract' | 'tokenId' | 'account'>;

type LiveEventRow = typeof liveEvents.$inferSelect;

export function toLiveEvent(row: LiveEventRow): LiveEvent {
  return {
    id: row.id,
    kind: row.kind as LiveEvent['kind'],
    chain: row.chain,
    collectionId: row.collectionId,
    contractAddress: row.contractAddress,
    tokenId: row.tokenId,
    from: row.fromAddress,
    to: row.toAddress,
    quantity: row.quantity,
    price: row.price,
    currency: row.currency,
    orderHash: row.orderHash,
    txHash: row.txHash,
    occurredAt: row.occurredAt?.toISOString() ?? null,
  };
}

/** The same rule as `matchesFilter`, in SQL: a `resync` passes any filter on its chain. */
function filterWhere(filter: LiveEventFilter): SQL | undefined {
  const chain = filter.chain === undefined ? undefined : eq(liveEvents.chain, filter.chain);
  const narrow = [
    filter.collection === undefined ? undefined : eq(liveEvents.collectionId, filter.collection),
    filter.contract === undefined ? undefined : eq(liveEvents.contractAddress, filter.contract),
    filter.tokenId === undefined ? undefined : eq(liveEvents.tokenId, filter.tokenId),
    filter.account === undefined ? undefined : or(eq(liveEvents.fromAddress, filter.account), eq(liveEvents.toAddress, filter.account)),
  ].filter((part) => part !== undefined);
  if (narrow.length === 0) return chain;
  return and(chain, or(eq(liveEvents.kind, 'resync'), and(...narrow)));
}

export function matchesFilter(event: LiveEvent, filter: LiveEventFilter): boolean {
  if (filter.chain !== undefined && event.chain !== filter.chain) return false;
  if (event.kind === 'resync') return true;
  if (filter.collection !== undefined && event.collectionId !== filter.collection) return false;
  if (filter.contract !== undefined && event.contractAddress !== filter.contract) return false;
  if (filter.tokenId !== undefined && event.tokenId !== filter.tokenId) return false;
  if (filter.account !== undefined && event.from !== filter.account && event.to !== filter.account) return false;
  return true;
}

export function createLiveEventsRepository(db: Database) {
  return {
    /** Every event after `since`, oldest first (the hub's read: no filter). */
    async after(since: number, limit: number): Promise<LiveEvent[]> {
      const rows = await db.select().from(liveEvents).where(gt(liveEvents.id, since)).orderBy(asc(liveEvents.id)).limit(limit);
      return rows.map(toLiveEvent);
    },
    /** Matching events in (since, upTo], oldest first. */
    async matching(filter: LiveEventFilter, since: number, upTo: number, limit: number): Promise<LiveEvent[]> {
      const rows = await db
        .select()
        .from(liveEvents)
        .where(and(gt(liveEvents.id, since), lte(liveEvents.id, upTo), filterWhere(filter)))
        .orderBy(asc(liveEvents.id))
        .limit(limit);
      return rows.map(toLiveEvent);
    },
    /** The newest matching events, oldest first (a JSON read without `since`). */
    async latest(filter: LiveEventFilter, limit: number): Promise<LiveEvent[]> {
      const rows = await db.select().from(liveEvents).where(filterWhere(filter)).orderBy(desc(liveEvents.id)).limit(limit);
      return rows.map(toLiveEvent).reverse();
    },
    /** The oldest and newest ids kept (0 when the log is empty). */
    async bounds(): Promise<{ oldest: number; newest: number }> {
      const [row] = await db.select({ oldest: min(liveEvents.id), newest: max(liveEvents.id) }).from(liveEvents);
      return { oldest: Number(row?.oldest ?? 0), newest: Number(row?.newest ?? 0) };
    },
  };
}

export type LiveEventsRepository = ReturnType<typeof createLiveEventsRepository>;
