import { rollBackImports } from '../migrations/batch-import';
import { rollBack } from '../storage/roll-back';
import { readCursor, type Cursor } from '../storage/cursor-store';
import { findCommonAncestor } from './find-common-ancestor';
import type { FollowerContext } from './follower-context';
import { readRestoredState } from './read-restored-state';

/** Walks back to the common ancestor and rolls back everything above it; returns the new cursor. */
export async function recoverFromReorg(context: FollowerContext, startBlock: number): Promise<Cursor | undefined> {
  const ancestor = await findCommonAncestor(context);
  const fromBlock = ancestor ? ancestor.blockNumber + 1 : startBlock;
  const orphanedTip = (await readCursor(context.db, context.chain.symbol))?.blockNumber ?? fromBlock - 1;
  const restored = await readRestoredState(context, ancestor, fromBlock);
  await context.db.transaction(async (tx) => {
    await rollBack(tx, context.chain.symbol, ancestor, fromBlock, restored, context.chain.conduitAddress);
    // Batch migration backfills and imports above the ancestor (docs/decisions/049-per-contract-backfill-and-import.md).
    await rollBackImports(tx, context.chain.symbol, fromBlock, orphanedTip);
  });
  return ancestor;
}
