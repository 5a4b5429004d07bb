import { join } from 'node:path';
import { z } from 'zod';
import { ChainConfigError, chainConfigFromEnv, createChainRegistry, type ChainRegistry } from '@nft/chains';
import { jobQueueEnvSchema, type JobQueueConfig } from '@nft/jobs';
import { createMediaStore, parseMediaStoreEnv, type MediaStore, type MediaStoreSettings } from '@nft/media';
import { loadMetadataFetchOptions, MetadataConfigError, type SafeFetchOptions } from '@nft/metadata';
import { indexedChainsFromRegistry } from '../chains/indexed-chains-from-registry';
import type { IndexedChain } from '../chains/indexed-chain';
import { loadPurgeConfig, PurgeConfigError, type PurgeConfig } from '../maintenance';
import { nulsChainFromRegistry } from '../nuls/nuls-chain-from-registry';
import type { NulsChainOption } from '../nuls/nuls-chain-option';

const envSchema = z.object({
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  /** The marketplace's media origin (shared with the API): token URIs on it are read from the store, not fetched. */
  MEDIA_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** Comma-separated chain symbols; all active EVM chains (and nuls when active) when unset. */
  CHAINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .optional(),
  INDEXER_POLL_INTERVAL_MS: z.coerce.number().int().positive('must be a positive integer (milliseconds)').default(1000),
  INDEXER_CONFIRMATIONS: z.coerce.number().int().nonnegative('must be a whole number, 0 or more').default(0),
  INDEXER_BATCH_SIZE: z.coerce.number().int().positive('must be a positive integer').default(1000),
});

export interface IndexerConfig {
  database: { url: string | undefined; dataDir: string };
  chains: IndexedChain[];
  /** The NULS chain when it is active and wanted. */
  nuls: NulsChainOption | undefined;
  pollIntervalMs: number;
  confirmations: number;
  batchSize: number;
  /** REDIS_URL (API replicas queue refreshes through it) or the in-process queue. */
  jobs: JobQueueConfig;
  /** Where fetched media is stored: DATA_DIR/media, or the API's MEDIA_S3_* bucket (docs/decisions/043-media-on-object-storage.md). */
  media: MediaStore;
  /** Which of the two, without credentials (safe to log). */
  mediaStore: MediaStoreSettings;
  metadataFetch: SafeFetchOptions;
  purge: PurgeConfig;
}

/**
 * Invalid indexer configuration found at start-up. Like the API's ConfigError it lists every problem
 * at once (its own settings, the chains', the queue's, the metadata fetcher's and the purge job's),
 * so an operator fixes the environment in one pass instead of one restart per typo.
 */
export class IndexerConfigError extends Error {
  override name = 'IndexerConfigError';
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid indexer configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

/** Parses the indexer process's environment once; chains and RPC URLs exactly as the API reads them. */
export function loadIndexerConfig(env: Env): IndexerConfig {
  const problems: string[] = [];
  const clean = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const parsed = envSchema.safeParse(clean);
  if (!parsed.success) problems.push(...parsed.error.issues.map(describeIssue));
  const registry = collect(problems, () => createChainRegistry(chainConfigFromEnv(env)));
  const wanted = parsed.data?.CHAINS;
  if (registry && wanted) {
    const unknown = wanted.filter((symbol) => !followable(registry, symbol));
    if (unknown.length > 0) problems.push(`CHAINS: not active EVM chains or nuls: ${unknown.join(', ')}`);
  }
  const jobs = jobQueueEnvSchema.safeParse(clean);
  if (!jobs.success) problems.push(...jobs.error.issues.map(describeIssue));
  const dataDir = parsed.data?.DATA_DIR ?? '.data';
  const mediaStore = parseMediaStoreEnv(env);
  problems.push(...mediaStore.problems);
  const mediaSettings: MediaStoreSettings = 'value' in mediaStore ? mediaStore.value.settings : { kind: 'local' };
  const credentials = 'value' in mediaStore ? mediaStore.value.credentials : undefined;
  const media = createMediaStore(mediaSettings, { localDir: join(dataDir, 'media'), ...(credentials ? { credentials } : {}) });
  const publicUrl = parsed.data?.MEDIA_PUBLIC_URL;
  const metadataFetch = collect(problems, () => loadMetadataFetchOptions(env, publicUrl ? { publicUrl, store: media } : undefined));
  const purge = collect(problems, () => loadPurgeConfig(env));
  if (problems.length > 0 || !parsed.success || !registry || !jobs.success || !metadataFetch || !purge) {
    throw new IndexerConfigError(problems);
  }
  return {
    database: { url: parsed.data.DATABASE_URL, dataDir: join(dataDir, 'db') },
    chains: indexedChainsFromRegistry(registry, wanted),
    nuls: !wanted || wanted.includes('nuls') ? nulsChainFromRegistry(registry) : undefined,
    pollIntervalMs: parsed.data.INDEXER_POLL_INTERVAL_MS,
    confirmations: parsed.data.INDEXER_CONFIRMATIONS,
    batchSize: parsed.data.INDEXER_BATCH_SIZE,
    jobs: jobs.data,
    media,
    mediaStore: mediaSettings,
    metadataFetch,
    purge,
  };
}

function followable(registry: ChainRegistry, symbol: string): boolean {
  return registry.isActive(symbol) && (registry.get(symbol).family === 'evm' || symbol === 'nuls');
}

/** Runs one part's own loader; its refusal joins the list instead of hiding the problems after it. */
function collect<T>(problems: string[], load: () => T): T | undefined {
  try {
    return load();
  } catch (error) {
    if (error instanceof ChainConfigError) problems.push(...error.issues);
    else if (error instanceof MetadataConfigError) problems.push(...error.problems);
    else if (error instanceof PurgeConfigError) problems.push(error.message);
    else throw error;
    return undefined;
  }
}

function describeIssue(issue: z.core.$ZodIssue): string {
  return `${issue.path.map(String).join('.') || 'environment'}: ${issue.message}`;
}
