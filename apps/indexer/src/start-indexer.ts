import { z } from 'zod';
import type { DatabaseHandle } from '@nft/db';
import { indexedChainSchema, type IndexedChain } from './chains/indexed-chain';
import { createInProcessLiveSignal, type LiveSignal } from '@nft/jobs';
import type { MetadataQueue } from '@nft/metadata';
import { startChainFollower, type ChainFollower } from './evm/sync/chain-follower';
import { createRpcClient } from './evm/sync/rpc-client';
import { nulsChainOptionSchema, type NulsChainOption } from './nuls/nuls-chain-option';
import { startNulsSource, type NulsSource } from './nuls/nuls-source';

const optionsSchema = z.object({
  chains: z.array(indexedChainSchema),
  pollIntervalMs: z.number().int().positive().default(1000),
  confirmations: z.number().int().nonnegative().default(0),
  batchSize: z.number().int().positive().default(1000),
  reorgDepth: z.number().int().positive().default(256),
  importBatchSize: z.number().int().positive().default(500),
  nuls: nulsChainOptionSchema.optional(),
});

export interface StartIndexerOptions {
  database: DatabaseHandle;
  chains: IndexedChain[];
  /** Pause between polls of one chain (default 1000). */
  pollIntervalMs?: number;
  /** Blocks below the head left alone (default 0: local chains; raise it on public chains). */
  confirmations?: number;
  /** Blocks per eth_getLogs request and per transaction (default 1000). */
  batchSize?: number;
  /** Recorded headers kept for finding the common ancestor of a reorg (default 256). */
  reorgDepth?: number;
  metadataQueue?: MetadataQueue;
  /** Wakes the API's live streams after each range that wrote (Redis across processes); in-process by default. */
  liveSignal?: LiveSignal;
  /** Batch migration tokens placed per transaction (default 500; docs/decisions/049-per-contract-backfill-and-import.md). */
  importBatchSize?: number;
  /** Errors of a poll are reported here and the poll is retried (default: console.error). */
  onError?: (chain: string, error: unknown) => void;
  /** The NULS chain when it is active (see nulsChainFromRegistry): its NRC-721 contracts are followed as chain 'nuls'. */
  nuls?: NulsChainOption;
}

export interface RunningIndexer {
  /** Resolves once `chain` is indexed up to `blockNumber` (rejects after `timeoutMs`, default 30 s). */
  waitForBlock(chain: string, blockNumber: number, timeoutMs?: number): Promise<void>;
  /** Stops every chain after its range in progress. */
  stop(): Promise<void>;
}

/** Follows every given EVM chain at once, each with its own loop and cursor. */
export function startIndexer(options: StartIndexerOptions): RunningIndexer {
  const settings = optionsSchema.parse(options);
  const onError = options.onError ?? ((chain, error) => console.error(`indexer ${chain}:`, error));
  const followers = new Map<string, ChainFollower>(
    settings.chains.map((chain) => [
      chain.symbol,
      startChainFollower(
        {
          chain,
          db: options.database.db,
          client: createRpcClient(chain.rpcUrl),
          batchSize: settings.batchSize,
          reorgDepth: settings.reorgDepth,
          metadataQueue: options.metadataQueue,
          liveSignal: options.liveSignal ?? createInProcessLiveSignal(),
        },
        {
          pollIntervalMs: settings.pollIntervalMs,
          confirmations: settings.confirmations,
          onError: (error) => onError(chain.symbol, error),
          importBatchSize: settings.importBatchSize,
        },
      ),
    ]),
  );
  const nuls: NulsSource | undefined = settings.nuls
    ? startNulsSource({
        db: options.database.db,
        client: settings.nuls,
        nftContract: settings.nuls.nftContract,
        pollIntervalMs: settings.nuls.pollIntervalMs,
        confirmations: settings.confirmations,
        reorgDepth: settings.reorgDepth,
        metadataQueue: options.metadataQueue,
        onError: (error) => onError('nuls', error),
      })
    : undefined;
  let stopping: Promise<void> | undefined;
  return {
    waitForBlock(chain, blockNumber, timeoutMs = 30_000) {
      if (nuls && chain === nuls.symbol) return nuls.waitForBlock(blockNumber, timeoutMs);
      const follower = followers.get(chain);
      if (!follower) return Promise.reject(new Error(`the indexer does not follow chain ${chain}`));
      return follower.waitForBlock(blockNumber, timeoutMs);
    },
    stop() {
      stopping ??= Promise.all([...[...followers.values()].map((f) => f.stop()), nuls?.stop()]).then(() => undefined);
      return stopping;
    },
  };
}
