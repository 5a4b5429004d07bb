import type { PublicClient } from 'viem';
import type { Database } from '@nft/db';
import type { IndexedChain } from '../../chains/indexed-chain';
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
}
