import type { ChainRegistry } from '@nft/chains';
import type { Database } from '@nft/db';
import type { JobQueue } from '@nft/jobs';
import { createJobMetadataQueue } from '@nft/metadata';
import { AppError } from '@nft/shared';
import { claimRefresh } from './nft-refresh.repository';
import type { NftRefresh, NftKey } from '@nft/api-contract';
import { nftExists } from './nfts.repository';

export type NftRefreshService = { refresh(key: NftKey): Promise<NftRefresh> };

export type NftRefreshServiceDeps = {
  db: Database;
  chains: ChainRegistry;
  /** Absent on an API role without a queue: refreshes then answer service_unavailable. */
  jobs: JobQueue | undefined;
  cooldownSeconds?: number;
};

export function createNftRefreshService({ db, chains, jobs, cooldownSeconds = 60 }: NftRefreshServiceDeps): NftRefreshService {
  const metadataQueue = jobs ? createJobMetadataQueue(jobs) : undefined;
  return {
    async refresh(params) {
      const key = { ...params, chain: chains.get(params.chain).symbol };
      if (!(await nftExists(db, key))) throw new AppError('not_found');
      if (!metadataQueue) throw new AppError('service_unavailable');
      if (!(await claimRefresh(db, key, cooldownSeconds))) throw new AppError('refresh_cooldown');
      // tokenUri null: the worker reads the URI from the chain again, so a changed URI is picked up.
      await metadataQueue.enqueue({ ...key, tokenUri: null });
      return { queued: true, message: 'Check back in about a minute.' };
    },
  };
}
