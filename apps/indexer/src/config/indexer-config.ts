import { join } from 'node:path';
import { z } from 'zod';
import { chainConfigFromEnv, createChainRegistry } from '@nft/chains';
import { indexedChainsFromRegistry } from '../chains/indexed-chains-from-registry';
import type { IndexedChain } from '../chains/indexed-chain';
import { nulsChainFromRegistry } from '../nuls/nuls-chain-from-registry';
import type { NulsChainOption } from '../nuls/nuls-chain-option';

const envSchema = z.object({
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
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
  INDEXER_POLL_INTERVAL_MS: z.coerce.number().int().positive().default(1000),
  INDEXER_CONFIRMATIONS: z.coerce.number().int().nonnegative().default(0),
  INDEXER_BATCH_SIZE: z.coerce.number().int().positive().default(1000),
});

export interface IndexerConfig {
  database: { url: string | undefined; dataDir: string };
  chains: IndexedChain[];
  /** The NULS chain when it is active and wanted. */
  nuls: NulsChainOption | undefined;
  pollIntervalMs: number;
  confirmations: number;
  batchSize: number;
}

export class IndexerConfigError extends Error {
  override name = 'IndexerConfigError';
}

/** Parses the indexer process's environment once; chains and RPC URLs exactly as the API reads them. */
export function loadIndexerConfig(env: Record<string, string | undefined>): IndexerConfig {
  const clean = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const parsed = envSchema.safeParse(clean);
  if (!parsed.success) throw new IndexerConfigError(`invalid indexer configuration:\n${z.prettifyError(parsed.error)}`);
  const registry = createChainRegistry(chainConfigFromEnv(env));
  const wanted = parsed.data.CHAINS;
  const unknown =
    wanted?.filter((symbol) => !registry.isActive(symbol) || (registry.get(symbol).family !== 'evm' && symbol !== 'nuls')) ?? [];
  if (unknown.length > 0) throw new IndexerConfigError(`CHAINS: not active EVM chains or nuls: ${unknown.join(', ')}`);
  return {
    database: { url: parsed.data.DATABASE_URL, dataDir: join(parsed.data.DATA_DIR, 'db') },
    chains: indexedChainsFromRegistry(registry, wanted),
    nuls: !wanted || wanted.includes('nuls') ? nulsChainFromRegistry(registry) : undefined,
    pollIntervalMs: parsed.data.INDEXER_POLL_INTERVAL_MS,
    confirmations: parsed.data.INDEXER_CONFIRMATIONS,
    batchSize: parsed.data.INDEXER_BATCH_SIZE,
  };
}
