import { and, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { activity, fills, indexerBlocks, nfts, operatorApprovals, orders, seaportCounters, type Database } from '@nft/db';
import { chunked } from './chunked';
import { writeCursor, deleteCursor, type Cursor } from './cursor-store';
import { releaseOrphanedDrafts } from './link-drafts';
import { reevaluateOffers, type FundsReading } from './offer-funds';
import { reevaluateListings } from './order-state';
import { refreshBook } from './refresh-book';
import { recomputeTokens } from './recompute-tokens';
import { uniqueTokens } from './token-filter';
import { rollBackStaking } from './write-staking';

/** State read from the chain at the common ancestor for keys whose last change was orphaned. */
export interface RestoredState {
  approvals: { contractAddress: string; owner: string; operator: string; approved: boolean }[];
  counters: { maker: string; counter: bigint }[];
  /** ERC-20 funds at the ancestor of the makers whose offers or bids orphaned blocks decided. */
  funds?: FundsReading[];
}

/**
 * Undoes every row derived from blocks above the common ancestor (call inside one transaction):
 * ledger rows are deleted, balances and supply recomputed from what survives, orders reopened,
 * approvals and counters restored from the chain at the ancestor. `ancestor` undefined means no
 * recorded block survived: everything of the chain is rebuilt from the start block.
 */
export async function rollBack(
  db: Database,
  chain: string,
  ancestor: Cursor | undefined,
  fromBlock: number,
  restored: RestoredState,
  /** The chain's Seaport conduit (see applyEffects). */
  conduit?: string,
): Promise<void> {
  const orphaned = (table: { chain: PgColumn; blockNumber: PgColumn }) => and(eq(table.chain, chain), gt(table.blockNumber, fromBlock - 1));
  const touched = await db
    .selectDistinct({ contractAddress: activity.contractAddress, tokenId: activity.tokenId })
    .from(activity)
    .where(and(orphaned(activity), isNotNull(activity.tokenId)));
  await db.delete(activity).where(orphaned(activity));
  await db.delete(nfts).where(and(eq(nfts.chain, chain), gt(nfts.mintedBlockNumber, fromBlock - 1)));
  await releaseOrphanedDrafts(db, chain);
  await recomputeTokens(db, chain, uniqueTokens(touched.map((t) => ({ contractAddress: t.contractAddress!, tokenId: t.tokenId! }))));
  const unsold = await db
    .delete(fills)
    .where(orphaned(fills))
    .returning({ contractAddress: fills.contractAddress, tokenId: fills.tokenId, orderHash: fills.orderHash });
  const reopened = await reopenOrders(db, chain, fromBlock);
  await recountFilled(db, chain, [...new Set(unsold.map((f) => f.orderHash))]);
  await db.delete(operatorApprovals).where(orphaned(operatorApprovals));
  await db.delete(seaportCounters).where(orphaned(seaportCounters));
  await restore(db, chain, ancestor, restored);
  await rollBackStaking(db, chain, fromBlock);
  // A reopened listing is `active` only if the surviving chain says so: balance and approval as of the ancestor.
  const block = { blockNumber: ancestor?.blockNumber ?? null, blockHash: ancestor?.blockHash ?? null };
  const keys = reopened.flatMap((o) =>
    o.tokenId === null ? [] : [{ maker: o.maker, contractAddress: o.contractAddress, tokenId: o.tokenId, ...block }],
  );
  await reevaluateListings(db, chain, keys, conduit);
  // A reopened offer or bid is `active` only if the maker's funds at the ancestor cover it.
  const judged = await reevaluateOffers(db, chain, restored.funds ?? []);
  await refreshBook(db, chain, [...reopened, ...judged], unsold);
  await db.delete(indexerBlocks).where(orphaned(indexerBlocks));
  if (ancestor) await writeCursor(db, chain, ancestor);
  else await deleteCursor(db, chain);
}

const survivingFills = sql`coalesce((select sum(${fills.quantity}) from ${fills} where ${and(eq(fills.chain, orders.chain), eq(fills.orderHash, orders.orderHash))}), 0)`;

/** The filled quantity of orders that lost fills, whatever their status (an order may have expired since a partial fill). */
async function recountFilled(db: Database, chain: string, orderHashes: string[]): Promise<void> {
  for (const chunk of chunked(orderHashes)) {
    await db
      .update(orders)
      .set({ filledQuantity: sql`least(${orders.quantity}, ${survivingFills})` })
      .where(and(eq(orders.chain, chain), inArray(orders.orderHash, chunk)));
  }
}

/**
 * Orders whose status an orphaned block set (filled, cancelled on chain, by a counter or for a lost
 * item, made inactive) are open again, with the quantity the surviving fills account for
 * (docs/security.md row 16). A maker's gas-free cancel and an expiry never came from a block and stay.
 */
async function reopenOrders(db: Database, chain: string, fromBlock: number) {
  return db
    .update(orders)
    .set({
      status: 'active',
      statusReason: null,
      statusBlockNumber: null,
      statusBlockHash: null,
      filledQuantity: sql`least(${orders.quantity}, ${survivingFills})`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(orders.chain, chain),
        gt(orders.statusBlockNumber, fromBlock - 1),
        ne(orders.status, 'expired'),
        sql`${orders.statusReason} is distinct from 'cancelled_by_maker'`,
      ),
    )
    .returning({ maker: orders.maker, contractAddress: orders.contractAddress, tokenId: orders.tokenId });
}

async function restore(db: Database, chain: string, ancestor: Cursor | undefined, restored: RestoredState): Promise<void> {
  if (!ancestor) return;
  const block = { blockNumber: ancestor.blockNumber, blockHash: ancestor.blockHash };
  const approvals = restored.approvals.filter((a) => a.approved).map((a) => ({ chain, ...a, ...block }));
  if (approvals.length > 0) await db.insert(operatorApprovals).values(approvals).onConflictDoNothing();
  const counters = restored.counters
    .filter((c) => c.counter > 0n)
    .map((c) => ({ chain, maker: c.maker, counter: c.counter.toString(), ...block }));
  if (counters.length > 0) await db.insert(seaportCounters).values(counters).onConflictDoNothing();
}
