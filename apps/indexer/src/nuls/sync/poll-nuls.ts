import type { NulsBlockHeader } from '../client/nuls-schemas';
import { loadNulsContracts, type NulsContract } from '../storage/nuls-contracts';
import { readNulsCursor, type NulsCursor } from '../storage/nuls-cursor';
import { batchByHeight } from './batch-by-height';
import { collectTransfers } from './collect-transfers';
import type { NulsSourceContext } from './nuls-source-context';
import { orderMovements } from './order-movements';
import { recoverNulsReorg } from './recover-nuls-reorg';
import { syncHeights } from './sync-heights';

export interface PollOptions {
  confirmations: number;
  /** Checked between transactions: stop() lets the one in progress commit, then the poll ends. */
  stopped(): boolean;
  /** Each committed height (or the rolled-back one). */
  reached(height: number): void;
}

function startHeightOf(contracts: NulsContract[]): number {
  return Math.min(...contracts.map((c) => c.deployedBlockNumber ?? 0));
}

/**
 * One poll: checks that the cursor's block is still the one the API reports at its height (else
 * rolls back to the common ancestor), then reads every followed contract's new transfers up to
 * best height - confirmations and writes them oldest first, a few heights per transaction.
 */
export async function pollNuls(context: NulsSourceContext, options: PollOptions): Promise<void> {
  // The best height is read before the contract list, as the EVM follower reads its head: a contract registered before a
  // block was made is then always followed in that block (read the other way round, its first transfers could be skipped).
  const best = await context.client.getBestBlockHeader();
  const contracts = await loadNulsContracts(context.db, context.symbol, context.nftContract || undefined);
  if (contracts.length === 0) return;
  const startHeight = startHeightOf(contracts);
  let cursor: NulsCursor | undefined = await readNulsCursor(context.db, context.symbol);
  if (cursor && (await context.client.getHeaderByHeight(cursor.blockNumber))?.hash !== cursor.blockHash) {
    cursor = await recoverNulsReorg(context, startHeight);
  }
  options.reached(cursor?.blockNumber ?? startHeight - 1);
  const targetHeight = best.height - options.confirmations;
  const after = cursor ? cursor.blockNumber : startHeight - 1;
  if (targetHeight <= after) return;
  const target: NulsBlockHeader | undefined = targetHeight === best.height ? best : await context.client.getHeaderByHeight(targetHeight);
  if (!target) return;
  const followed = new Set(contracts.map((c) => c.address));
  const collected = (
    await Promise.all(contracts.map((c) => collectTransfers(context.client, c.address, after, targetHeight, context.pageSize)))
  ).flat();
  const transfers = await orderMovements(
    context.client,
    collected.sort((a, b) => a.height - b.height),
    followed,
  );
  const batches = batchByHeight(transfers, context.heightsPerTransaction);
  for (const [index, batch] of batches.entries()) {
    if (options.stopped()) return;
    const last = index === batches.length - 1;
    const end = last ? target : await context.client.getHeaderByHeight(batch[batch.length - 1]!.height);
    const result = end ? await syncHeights(context, contracts, batch, end) : ({ kind: 'reorg' } as const);
    // The next poll's cursor check finds the orphaned block and rolls back.
    if (result.kind === 'reorg') return;
    options.reached(result.cursor.blockNumber);
  }
  if (batches.length === 0 && !options.stopped()) {
    const result = await syncHeights(context, contracts, [], target);
    if (result.kind === 'synced') options.reached(result.cursor.blockNumber);
  }
}
