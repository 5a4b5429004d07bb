import { z } from 'zod';
import type { MediaStore } from '@nft/media';
import type { SafeFetchOptions } from './safe-fetch/safe-fetch';

const schema = z.object({
  /** ipfs:// URIs are fetched through this gateway, like any other URL (so under the same checks). */
  IPFS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).default('https://ipfs.io'),
  METADATA_MAX_JSON_BYTES: z.coerce.number().int().positive().default(1024 * 1024),
  METADATA_MAX_MEDIA_BYTES: z.coerce.number().int().positive().default(10 * 1024 * 1024),
  METADATA_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
});

export class MetadataConfigError extends Error {
  override name = 'MetadataConfigError';
}

/**
 * The metadata fetcher's settings from a process environment, parsed once at start-up. There is
 * deliberately no setting that opens loopback or private addresses.
 */
export function loadMetadataFetchOptions(env: Record<string, string | undefined>, ownMedia?: { publicUrl: string; store: MediaStore }): SafeFetchOptions {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim())));
  if (!parsed.success) throw new MetadataConfigError(`invalid metadata configuration:\n${z.prettifyError(parsed.error)}`);
  const { IPFS_GATEWAY_URL, METADATA_MAX_JSON_BYTES, METADATA_MAX_MEDIA_BYTES, METADATA_TIMEOUT_MS } = parsed.data;
  return {
    ipfsGateway: IPFS_GATEWAY_URL,
    maxJsonBytes: METADATA_MAX_JSON_BYTES,
    maxMediaBytes: METADATA_MAX_MEDIA_BYTES,
    totalTimeoutMs: METADATA_TIMEOUT_MS,
    ...(ownMedia ? { ownMedia } : {}),
  };
}
