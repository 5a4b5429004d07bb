import { z } from 'zod';
import type { MetadataJob } from './metadata-queue';

/** The job name of a metadata fetch (new tokens and refreshes alike). */
export const fetchMetadataJobName = 'fetch-metadata';

/** The payload on the queue; validated when taken off it, since a Redis queue may hold anything. */
export const metadataJobSchema = z.object({
  chain: z.string().min(1).max(16),
  contractAddress: z.string().regex(/^0x[0-9a-f]{40}$/),
  tokenId: z.string().regex(/^\d{1,78}$/),
  /** null: read it from the chain (refreshes do, to pick up a changed URI), else the stored one. */
  tokenUri: z.string().max(2_000_000).nullable(),
}) satisfies z.ZodType<MetadataJob>;

/** One pending fetch per token: a second mint event or refresh while it waits adds nothing. */
export const metadataDedupeKey = (job: MetadataJob) => `${job.chain}:${job.contractAddress}:${job.tokenId}`;
