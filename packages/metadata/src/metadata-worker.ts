import type { JobQueue, LiveSignal } from '@nft/jobs';
import { fetchMetadata, type MetadataPipeline } from './fetch-metadata';
import { enqueueCollectionRarity, processCollectionRarity } from './collection-rarity-job';
import { fetchMetadataJobName, metadataDedupeKey, metadataJobSchema, normaliseContractAddress } from './metadata-job';
import type { MetadataQueue } from './metadata-queue';
import type { RoyaltyReader } from './read-royalty';
import { refreshRoyalty } from './refresh-royalty';

/** The seam the indexer's mint handling calls, backed by the job queue. */
export function createJobMetadataQueue(jobs: JobQueue): MetadataQueue {
  return {
    async enqueue(job) {
      const payload = metadataJobSchema.parse({ ...job, contractAddress: normaliseContractAddress(job.contractAddress) });
      await jobs.enqueue(fetchMetadataJobName, payload, { dedupeKey: metadataDedupeKey(payload) });
    },
  };
}

/**
 * Runs metadata fetches from the queue in this process (the embedded mode, or a worker role). With
 * `readRoyalty`, each job (mint or refresh) also stores the token's ERC-2981 royalty.
 */
export function startMetadataWorker(
  jobs: JobQueue,
  pipeline: MetadataPipeline & { readRoyalty?: RoyaltyReader; liveSignal?: LiveSignal },
  concurrency = 4,
): void {
  jobs.process(
    fetchMetadataJobName,
    async (payload) => {
      const job = metadataJobSchema.parse(payload);
      if (pipeline.readRoyalty) await refreshRoyalty(pipeline.db, pipeline.readRoyalty, job);
      const outcome = await fetchMetadata(pipeline, job);
      // Its `metadata` live events are committed: wake the API replicas' streams (decision 050).
      pipeline.liveSignal?.notify();
      // New traits change the rarity of every item of the collection: rank it again, once for a burst of fetches.
      if (outcome === 'fetched') await enqueueCollectionRarity(jobs, pipeline.db, job);
    },
    { concurrency },
  );
  processCollectionRarity(jobs, pipeline.db);
}
