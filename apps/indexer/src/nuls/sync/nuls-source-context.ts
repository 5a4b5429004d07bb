import type { Database } from '@nft/db';
import type { MetadataQueue } from '@nft/metadata';
import type { NulsClient } from '../client/nuls-client';

/** What every step of following NULS needs. */
export interface NulsSourceContext {
  /** The chain symbol rows are keyed by ('nuls'). */
  symbol: string;
  db: Database;
  client: NulsClient;
  /** The chain's configured NRC-721 contract (registered in `contracts` when missing); '' for none. */
  nftContract: string;
  /** Items per getToken721Transfers page. */
  pageSize: number;
  /** Heights written per transaction (a restart resumes after the last one committed). */
  heightsPerTransaction: number;
  /** Recorded headers kept below the cursor: the deepest rollback that stays precise. */
  reorgDepth: number;
  metadataQueue: MetadataQueue | undefined;
}
