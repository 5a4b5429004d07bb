import { backfillingAddresses, runMigrationSteps } from '../migrations/batch-import';
import { loadFollowedContracts, type FollowedContract } from '../storage/followed-contracts';
import { readCursor, type Cursor } from '../storage/cursor-store';
import { BlockWaiters } from './block-waiters';
import type { FollowerContext } from './follower-context';
import { readHeader } from './read-headers';
import { recoverFromReorg } from './recover-from-reorg';
import { syncRange } from './sync-range';

export interface FollowerOptions {
  pollIntervalMs: number;
  confirmations: number;
  onError(error: unknown): void;
  /** Batch migration tokens placed per transaction (docs/decisions/049-per-contract-backfill-and-import.md); default 500. */
  importBatchSize?: number;
}

export interface ChainFollower {
  symbol: string;
  waitForBlock(blockNumber: number, timeoutMs: number): Promise<void>;
  /** Finishes the range in progress (its transaction commits or not at all), then stops. */
  stop(): Promise<void>;
}

function startBlockOf(context: FollowerContext, contracts: FollowedContract[]): number {
  const deployed = contracts.map((c) => c.deployedBlockNumber ?? context.chain.startBlock ?? 0);
  return deployed.length > 0 ? Math.min(...deployed) : (context.chain.startBlock ?? 0);
}

/** Follows one chain: each poll checks the cursor block is still canonical, then indexes up to head - confirmations in batches. */
export function startChainFollower(context: FollowerContext, options: FollowerOptions): ChainFollower {
  const waiters = new BlockWaiters();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const symbol = context.chain.symbol;

  async function tick(): Promise<void> {
    // The head is read before the contract list: a contract registered before a block was mined is then always in the list
    // used for that block. Read the other way round, a mint landing between the two reads was skipped for good.
    const head = Number(await context.client.getBlockNumber({ cacheTime: 0 }));
    // A contract whose own backfill has not caught up joins the ranges only then (decision 049).
    const backfilling = await backfillingAddresses(context.db, symbol);
    const contracts = (await loadFollowedContracts(context.db, symbol)).filter((c) => !backfilling.has(c.address));
    // An empty address list would make eth_getLogs match every contract.
    if (contracts.length === 0 && !context.chain.seaportAddress && !context.chain.stakeAddress) return;
    const startBlock = startBlockOf(context, contracts);
    let cursor: Cursor | undefined = await readCursor(context.db, symbol);
    if (cursor && (await readHeader(context.client, cursor.blockNumber))?.blockHash !== cursor.blockHash) {
      cursor = await recoverFromReorg(context, startBlock);
    }
    waiters.update(cursor?.blockNumber ?? startBlock - 1);
    const target = head - options.confirmations;
    let next = cursor ? cursor.blockNumber + 1 : startBlock;
    while (!stopped && next <= target) {
      const to = Math.min(next + context.batchSize - 1, target);
      const result = await syncRange(context, contracts, cursor, next, to);
      if (result.kind === 'reorg') {
        cursor = await recoverFromReorg(context, startBlock);
        waiters.update(cursor?.blockNumber ?? startBlock - 1);
        return;
      }
      cursor = result.cursor;
      waiters.update(cursor.blockNumber);
      next = to + 1;
    }
    if (!stopped) await runMigrationSteps(context, cursor, { importBatchSize: options.importBatchSize ?? 500 }, () => stopped);
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((error: unknown) => options.onError(error))
        .finally(() => schedule(options.pollIntervalMs));
    }, delayMs);
  }

  schedule(0);
  return {
    symbol,
    waitForBlock: (blockNumber, timeoutMs) => waiters.wait(blockNumber, timeoutMs),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
