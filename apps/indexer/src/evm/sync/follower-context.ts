import type { PublicClient } from 'viem';
import type { Database } from '@nft/db';
import type { IndexedChain } from '../../chains/indexed-chain';
import type { LiveSignal } from '@nft/jobs';
import type { MetadataQueue } from '@nft/metadata';

/** What every step of following one chain needs. */
export interface FollowerContext {
  chain: IndexedChain;
  db: Database;
  client: PublicClient;
  /** Blocks per `eth_getLogs` request and per transaction. */
  batchSize: number;
  /** Recorded headers kept below the cursor: the deepest reorg that rolls back precisely. */
  reorgDepth: number;
  metadataQueue: MetadataQueue | undefined;
  /** Told after each range that wrote, so every API replica's live stream reads the new events (decision 050). */
  liveSignal?: LiveSignal | undefined;
}
