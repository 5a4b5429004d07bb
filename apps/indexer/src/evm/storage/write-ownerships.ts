import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ownerships, type Database } from '@nft/db';
import type { TokenMovement } from '../effects/block-effects';
import { balanceDeltas, balanceKey, type BalanceDelta } from './balance-deltas';
import { chunked } from './chunked';

type Key = Pick<BalanceDelta, 'contractAddress' | 'tokenId' | 'owner'>;

function keyFilter(chain: string, keys: Key[]): SQL | undefined {
  const tuples = keys.map((k) => sql`(${k.contractAddress}, ${k.tokenId}::numeric, ${k.owner})`);
  return and(eq(ownerships.chain, chain), sql`(${ownerships.contractAddress}, ${ownerships.tokenId}, ${ownerships.owner}) in (${sql.join(tuples, sql`, `)})`);
}

/**
 * Applies the balance changes of newly recorded movements (see writeActivity) to `ownerships`.
 * Rows that fall to zero are deleted, so the table holds exactly the current holders, the same
 * set a recomputation from the activity ledger gives after a reorg.
 */
export async function writeOwnerships(db: Database, chain: string, movements: TokenMovement[]): Promise<void> {
  for (const chunk of chunked(balanceDeltas(movements))) {
    const existing = await db
      .select({ contractAddress: ownerships.contractAddress, tokenId: ownerships.tokenId, owner: ownerships.owner, balance: ownerships.balance, acquiredAt: ownerships.acquiredAt })
      .from(ownerships)
      .where(keyFilter(chain, chunk));
    const byKey = new Map(existing.map((row) => [balanceKey(row.contractAddress, row.tokenId, row.owner), row]));
    const upserts = [];
    const emptied: Key[] = [];
    for (const change of chunk) {
      const before = byKey.get(balanceKey(change.contractAddress, change.tokenId, change.owner));
      // Never below zero: history before a contract's registered start block may be missing.
      const balance = BigInt(before?.balance ?? 0) + change.delta;
      if (balance <= 0n) {
        if (before) emptied.push(change);
        continue;
      }
      const { position } = change;
      upserts.push({
        chain, contractAddress: change.contractAddress, tokenId: change.tokenId, owner: change.owner, balance: balance.toString(),
        acquiredAt: change.acquiredAt ?? before?.acquiredAt ?? position.occurredAt,
        blockNumber: position.blockNumber, blockHash: position.blockHash,
      });
    }
    if (emptied.length > 0) await db.delete(ownerships).where(keyFilter(chain, emptied));
    if (upserts.length > 0) {
      await db
        .insert(ownerships)
        .values(upserts)
        .onConflictDoUpdate({
          target: [ownerships.chain, ownerships.contractAddress, ownerships.tokenId, ownerships.owner],
          set: { balance: sql`excluded.balance`, acquiredAt: sql`excluded.acquired_at`, blockNumber: sql`excluded.block_number`, blockHash: sql`excluded.block_hash`, updatedAt: new Date() },
        });
    }
  }
}
