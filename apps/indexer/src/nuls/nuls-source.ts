import { z } from 'zod';
import type { Database } from '@nft/db';
import { BlockWaiters } from '../evm/sync/block-waiters';
import type { MetadataQueue } from '@nft/metadata';
import { createNulsClient, type NulsClient } from './client/nuls-client';
import { pollNuls } from './sync/poll-nuls';

const settingsSchema = z.object({
  symbol: z.string().min(1).max(16).default('nuls'),
  nftContract: z.string().default(''),
  pollIntervalMs: z.number().int().positive().default(3000),
  confirmations: z.number().int().nonnegative().default(0),
  pageSize: z.number().int().min(1).max(100).default(100),
  heightsPerTransaction: z.number().int().positive().default(100),
  reorgDepth: z.number().int().positive().default(256),
});

export interface NulsSourceOptions {
  db: Database;
  /** A ready client, or the configured endpoint (RPC_URL_NULS) and NULS chain id to build one. */
  client: NulsClient | { url: string; chainId: number; timeoutMs?: number };
  /** Chain symbol of the rows (default 'nuls'). */
  symbol?: string;
  /** The chain's configured NRC-721 contract (`nftContract`); '' or absent for none. */
  nftContract?: string;
  /** Pause between polls (default 3000: NULS makes a block every 10 s). */
  pollIntervalMs?: number;
  /** Heights below the best one left alone (default 0). */
  confirmations?: number;
  /** Items per getToken721Transfers page (default 100, the public service's largest). */
  pageSize?: number;
  /** Heights written per transaction (default 100). */
  heightsPerTransaction?: number;
  /** Recorded headers kept for finding the common ancestor after a rollback (default 256). */
  reorgDepth?: number;
  metadataQueue?: MetadataQueue;
  /** Errors of a poll are reported here and the poll is retried (default: console.error). */
  onError?: (error: unknown) => void;
}

export interface NulsSource {
  symbol: string;
  /** Resolves once NULS is indexed up to `height` (rejects after `timeoutMs`, default 30 s). */
  waitForBlock(height: number, timeoutMs?: number): Promise<void>;
  /** Finishes the transaction in progress, then stops. */
  stop(): Promise<void>;
}

/** Follows the NRC-721 contracts of NULS through its public API, polling like the EVM followers. */
export function startNulsSource(options: NulsSourceOptions): NulsSource {
  const settings = settingsSchema.parse(options);
  const client = 'getBestBlockHeader' in options.client ? options.client : createNulsClient(options.client);
  const onError = options.onError ?? ((error: unknown) => console.error(`indexer ${settings.symbol}:`, error));
  const context = { ...settings, db: options.db, client, metadataQueue: options.metadataQueue };
  const waiters = new BlockWaiters();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pollNuls(context, {
        confirmations: settings.confirmations,
        stopped: () => stopped,
        reached: (height) => waiters.update(height),
      })
        .catch((error: unknown) => onError(error))
        .finally(() => schedule(settings.pollIntervalMs));
    }, delayMs);
  }

  schedule(0);
  return {
    symbol: settings.symbol,
    waitForBlock: (height, timeoutMs = 30_000) => waiters.wait(height, timeoutMs),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
