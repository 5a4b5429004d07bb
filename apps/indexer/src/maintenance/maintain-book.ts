import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { collections, nfts, orders, refreshBestListings, refreshBestOffers, type Database } from '@nft/db';
import { chunked } from '../evm/storage/chunked';
import { ageRecentSales } from '../evm/storage/recent-sales';
import { collectionsOf, refreshCollectionStats } from '../evm/storage/sale-stats';
import { uniqueTokens, type TokenRef } from '../evm/storage/token-filter';

export interface BookMaintenanceCounts {
  /** Open orders whose end time passed, now `expired`. */
  expired: number;
  /** Tokens whose best listing was recomputed. */
  refreshed: number;
  /** Collections whose stats were recomputed. */
  collections: number;
  /** NFTs whose count of sales in the last 7 days ("hottest") changed as sales aged out. */
  recentSales: number;
}

const open = inArray(orders.status, ['active', 'inactive']);
const asItems = (rows: { contractAddress: string; tokenId: string | null }[]): TokenRef[] =>
  rows.flatMap((r) => (r.tokenId === null ? [] : [{ contractAddress: r.contractAddress, tokenId: r.tokenId }]));

/**
 * What time alone changes in the book (docs/product.md: "a listing expires at its end time without
 * any action"), run every minute by the book job:
 * - open orders past their end time become `expired` (no block set them, so no reorg reopens them);
 * - the cached best listing of their tokens, of every live declining listing (its price falls) and of
 *   listings that started since the previous runs (a scheduled listing becomes buyable) is recomputed;
 * - collection stats whose time windows move (24 h and 7 d volume) or whose floor may have changed;
 * - NFTs' sales in the last 7 days, which "hottest" sorts by, as sales age out of the window.
 * Each chain's expiry and refresh commit together, so no best listing points at an expired order.
 */
export async function maintainBook(db: Database, now: Date = new Date(), intervalMs = 60_000): Promise<BookMaintenanceCounts> {
  const counts: BookMaintenanceCounts = { expired: 0, refreshed: 0, collections: 0, recentSales: 0 };
  // Offers and bids expire too, and their end moves each token's best offer (docs/product.md "Offers").
  const chains = await db.selectDistinct({ chain: orders.chain }).from(orders).where(open);
  const touchedCollections = new Set<number>();
  for (const { chain } of chains) {
    await db.transaction(async (tx) => {
      const expired = await tx
        .update(orders)
        .set({ status: 'expired', statusReason: null, statusBlockNumber: null, statusBlockHash: null, updatedAt: now })
        .where(and(eq(orders.chain, chain), open, lte(orders.endTime, now)))
        .returning({ contractAddress: orders.contractAddress, tokenId: orders.tokenId, side: orders.side });
      counts.expired += expired.length;
      // Two intervals back, so a late or skipped run still catches every listing that started.
      const startedSince = new Date(now.getTime() - 2 * intervalMs);
      const moving = await tx
        .select({ contractAddress: orders.contractAddress, tokenId: orders.tokenId })
        .from(orders)
        .where(
          and(
            eq(orders.chain, chain),
            eq(orders.side, 'listing'),
            eq(orders.status, 'active'),
            lte(orders.startTime, now),
            gt(orders.endTime, now),
            or(eq(orders.kind, 'declining'), gt(orders.startTime, startedSince)),
          ),
        );
      const tokens = uniqueTokens([...asItems(expired.filter((o) => o.side === 'listing')), ...asItems(moving)]);
      for (const chunk of chunked(tokens, 200)) await refreshBestListings(tx, chain, chunk, now);
      const offersStarted = await tx
        .select({ contractAddress: orders.contractAddress, tokenId: orders.tokenId })
        .from(orders)
        .where(
          and(
            eq(orders.chain, chain),
            inArray(orders.side, ['offer', 'bid']),
            eq(orders.status, 'active'),
            gt(orders.startTime, startedSince),
            lte(orders.startTime, now),
          ),
        );
      // A collection or trait offer (tokenId null) moves the best offer of its whole contract.
      await refreshBestOffers(tx, chain, [...expired.filter((o) => o.side !== 'listing'), ...offersStarted], now);
      counts.refreshed += tokens.length;
      for (const id of await collectionsOf(tx, chain, tokens)) touchedCollections.add(id);
    });
  }
  const stale = await db
    .select({ id: collections.id })
    .from(collections)
    .where(or(gt(collections.volume24h, '0'), gt(collections.volume7d, '0'), sql`${collections.floorPrice} is not null`));
  const listed = await db
    .selectDistinct({ id: nfts.collectionId })
    .from(nfts)
    .where(sql`${nfts.bestListingPrice} is not null and ${nfts.collectionId} is not null`);
  for (const row of [...stale, ...listed]) if (row.id !== null) touchedCollections.add(Number(row.id));
  await refreshCollectionStats(db, [...touchedCollections], now);
  counts.collections = touchedCollections.size;
  counts.recentSales = await ageRecentSales(db, now);
  return counts;
}
