import type { JobQueue } from '../jobs/job-queue';
import { fetchMetadata, type MetadataPipeline } from './fetch-metadata';
import { fetchMetadataJobName, metadataDedupeKey, metadataJobSchema, normaliseContractAddress } from './metadata-job';
import type { MetadataQueue } from './metadata-queue';

/** The seam the indexer's mint handling calls, backed by the job queue. */
export function createJobMetadataQueue(jobs: JobQueue): MetadataQueue {
  return {
    async enqueue(job) {
      const payload = metadataJobSchema.parse({ ...job, contractAddress: normaliseContractAddress(job.contractAddress) });
      await jobs.enqueue(fetchMetadataJobName, payload, { dedupeKey: metadataDedupeKey(payload) });
    },
  };
}

/** Runs metadata fetches from the queue in this process (the embedded mode, or a worker role). */
export function startMetadataWorker(jobs: JobQueue, pipeline: MetadataPipeline, concurrency = 4): void {
  jobs.process(
    fetchMetadataJobName,
    async (payload) => {
      await fetchMetadata(pipeline, metadataJobSchema.parse(payload));
    },
    { concurrency },
  );
}
