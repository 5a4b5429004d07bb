import { z } from 'zod';
import type { MetadataJob } from './metadata-queue';

/** The job name of a metadata fetch (new tokens and refreshes alike). */
export const fetchMetadataJobName = 'fetch-metadata';

/** The payload on the queue; validated when taken off it, since a Redis queue may hold anything. */
export const metadataJobSchema = z.object({
  chain: z.string().min(1).max(16),
  // EVM addresses lower-case hex; NULS addresses case-sensitive base58 (as stored on the NFT row).
  contractAddress: z.string().regex(/^(0x[0-9a-f]{40}|[0-9A-Za-z]{20,64})$/),
  tokenId: z.string().regex(/^\d{1,78}$/),
  /** null: read it from the chain (refreshes do, to pick up a changed URI), else the stored one. */
  tokenUri: z.string().max(2_000_000).nullable(),
}) satisfies z.ZodType<MetadataJob>;

/** EVM addresses are stored lower-cased; anything else (NULS) keeps its case. */
export const normaliseContractAddress = (address: string) => (/^0x/i.test(address) ? address.toLowerCase() : address);

/** One pending fetch per token: a second mint event or refresh while it waits adds nothing. */
export const metadataDedupeKey = (job: MetadataJob) => `${job.chain}:${job.contractAddress}:${job.tokenId}`;
