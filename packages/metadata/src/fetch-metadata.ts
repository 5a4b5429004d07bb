import { nfts, type Database } from '@nft/db';
import { defaultMediaLimits, MediaRefusedError, processMedia, storeMedia, type MediaLimits, type MediaStore } from '@nft/media';
import { normaliseContractAddress } from './metadata-job';
import type { MetadataJob } from './metadata-queue';
import { readDraftMetadata } from './draft-metadata';
import { MetadataFormatError, parseMetadata } from './parse-metadata';
import type { TokenUriReader } from './read-token-uri';
import { safeFetch, type SafeFetchOptions } from './safe-fetch/safe-fetch';
import { SafeFetchError } from './safe-fetch/safe-fetch-error';
import { storeMetadata, storeMetadataFailure, storeNftMedia, whereNft, type NftKey } from './store-metadata';
import { expandTokenUri } from './token-uri';

export interface MetadataPipeline {
  db: Database;
  media: MediaStore;
  fetch: SafeFetchOptions;
  readTokenUri?: TokenUriReader;
  mediaLimits?: MediaLimits;
}

export type MetadataOutcome = 'fetched' | 'failed' | 'invalid' | 'unknown_nft';

/** Reads, stores and brings in the media of one token's metadata. Safe to repeat. */
export async function fetchMetadata(pipeline: MetadataPipeline, job: MetadataJob): Promise<MetadataOutcome> {
  const key: NftKey = { chain: job.chain, contractAddress: normaliseContractAddress(job.contractAddress), tokenId: job.tokenId };
  const [row] = await pipeline.db.select({ tokenUri: nfts.tokenUri }).from(nfts).where(whereNft(key));
  if (!row) return 'unknown_nft';
  const tokenUri = job.tokenUri ?? (await pipeline.readTokenUri?.(key.chain, key.contractAddress, key.tokenId)) ?? row.tokenUri;
  if (!tokenUri) {
    await storeMetadataFailure(pipeline.db, key, 'failed', 'no token URI');
    return 'failed';
  }
  let parsed;
  try {
    const own = await readDraftMetadata(pipeline.db, key, tokenUri);
    parsed = parseMetadata(own ?? (await safeFetch(expandTokenUri(tokenUri, key.tokenId), 'json', pipeline.fetch)).data);
  } catch (error) {
    const outcome = failureStatus(error);
    await storeMetadataFailure(pipeline.db, key, outcome, describe(error));
    return outcome;
  }
  if (!(await storeMetadata(pipeline.db, key, tokenUri, parsed))) return 'unknown_nft';
  const [image, animation] = await Promise.all([
    bringMedia(pipeline, parsed.image, key.tokenId),
    bringMedia(pipeline, parsed.animationUrl, key.tokenId),
  ]);
  const errors = [image.error && `image ${image.error}`, animation.error && `animation ${animation.error}`].filter(Boolean);
  await storeNftMedia(pipeline.db, key, { imageMediaId: image.id, animationMediaId: animation.id, mediaError: errors.join('; ') || null });
  return 'fetched';
}

async function bringMedia(pipeline: MetadataPipeline, uri: string | null, tokenId: string): Promise<{ id: number | null; error?: string }> {
  if (!uri) return { id: null };
  try {
    const fetched = await safeFetch(expandTokenUri(uri, tokenId), 'media', pipeline.fetch);
    const processed = await processMedia(fetched.data, pipeline.mediaLimits ?? defaultMediaLimits);
    return {
      id: (await storeMedia(pipeline.db, pipeline.media, processed, { sourceUrl: fetched.url === 'data:' ? null : fetched.url })).id,
    };
  } catch (error) {
    if (error instanceof SafeFetchError || error instanceof MediaRefusedError) return { id: null, error: describe(error) };
    throw error;
  }
}

// Network trouble may pass; a refused address, scheme, size or format will not.
const transient = new Set(['timeout', 'network', 'http_status']);

function failureStatus(error: unknown): 'failed' | 'invalid' {
  if (error instanceof SafeFetchError) return transient.has(error.reason) ? 'failed' : 'invalid';
  if (error instanceof MetadataFormatError) return 'invalid';
  throw error;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : 'unknown error';
}
