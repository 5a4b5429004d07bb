import { z } from 'zod';
import type { MediaStore } from '@nft/media';
import { createDnsResolve } from './safe-fetch/dns-resolve';
import { FetchSlots } from './safe-fetch/fetch-slots';
import type { SafeFetchOptions } from './safe-fetch/safe-fetch';

const schema = z.object({
  /** ipfs:// URIs are fetched through this gateway, like any other URL (so under the same checks). */
  IPFS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).default('https://ipfs.io'),
  METADATA_MAX_JSON_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  METADATA_MAX_MEDIA_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  METADATA_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** How many metadata and media fetches run at once in this process. */
  METADATA_MAX_CONCURRENT_FETCHES: z.coerce.number().int().positive().max(256).default(8),
  /** Comma-separated DNS servers for metadata hosts (`1.1.1.1,[2606:4700::1111]:53`); default the system's. */
  METADATA_DNS_SERVERS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((server) => server.trim())
        .filter(Boolean),
    )
    .optional(),
});

/** Every problem of the metadata settings at once (`VARIABLE: message`), like the API's ConfigError. */
export class MetadataConfigError extends Error {
  override name = 'MetadataConfigError';
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid metadata configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.problems = problems;
  }
}

/**
 * The metadata fetcher's settings from a process environment, parsed once at start-up. There is
 * deliberately no setting that opens loopback or private addresses.
 */
export function loadMetadataFetchOptions(
  env: Record<string, string | undefined>,
  ownMedia?: { publicUrl: string; store: MediaStore },
): SafeFetchOptions {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim())));
  if (!parsed.success) throw new MetadataConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  const {
    IPFS_GATEWAY_URL,
    METADATA_MAX_JSON_BYTES,
    METADATA_MAX_MEDIA_BYTES,
    METADATA_TIMEOUT_MS,
    METADATA_MAX_CONCURRENT_FETCHES,
    METADATA_DNS_SERVERS,
  } = parsed.data;
  return {
    resolve: createDnsResolve(METADATA_DNS_SERVERS ? { servers: METADATA_DNS_SERVERS } : {}),
    slots: new FetchSlots(METADATA_MAX_CONCURRENT_FETCHES),
    ipfsGateway: IPFS_GATEWAY_URL,
    maxJsonBytes: METADATA_MAX_JSON_BYTES,
    maxMediaBytes: METADATA_MAX_MEDIA_BYTES,
    totalTimeoutMs: METADATA_TIMEOUT_MS,
    ...(ownMedia ? { ownMedia } : {}),
  };
}
