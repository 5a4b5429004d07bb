import { z } from 'zod';
import { ConfigError } from '@nft/api';

/**
 * Settings only the one-process embedded mode reads: where the two local chains listen, whether to seed,
 * and how often its in-process indexer polls (INDEXER_POLL_INTERVAL_MS, as for the indexer role).
 */
export type EmbeddedConfig = { devnetPorts: { local1: number; local2: number }; seedDemoData: boolean; indexerPollIntervalMs: number };

const port = z.coerce.number().int().min(0).max(65535);

const schema = z.object({
  // 0 picks a free port (the browser tests run several marketplaces side by side).
  DEVNET_PORT_LOCAL1: port.default(8545),
  DEVNET_PORT_LOCAL2: port.default(8546),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  // The indexer role's setting and default (apps/indexer/src/config/indexer-config.ts); browser tests poll faster.
  INDEXER_POLL_INTERVAL_MS: z.coerce.number().int().positive('must be a positive integer (milliseconds)').default(1000),
});

export function loadEmbeddedConfig(env: Record<string, string | undefined>): EmbeddedConfig {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== '')));
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  const { DEVNET_PORT_LOCAL1, DEVNET_PORT_LOCAL2, SEED_DEMO_DATA, INDEXER_POLL_INTERVAL_MS } = parsed.data;
  return {
    devnetPorts: { local1: DEVNET_PORT_LOCAL1, local2: DEVNET_PORT_LOCAL2 },
    seedDemoData: SEED_DEMO_DATA === 'true',
    indexerPollIntervalMs: INDEXER_POLL_INTERVAL_MS,
  };
}
