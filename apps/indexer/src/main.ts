// Production entry of the indexer role: `node --import tsx apps/indexer/src/main.ts`.
// One process follows the chains named in CHAINS (all active EVM chains and nuls by default) and
// runs the metadata worker: jobs go through Redis when REDIS_URL is set, so API replicas can queue
// refreshes for it; without Redis the queue is in-process and serves this indexer alone.
import { join } from 'node:path';
import { ChainConfigError } from '@nft/chains';
import { openDatabase } from '@nft/db';
import { createLocalMediaStore } from '@nft/media';
import { IndexerConfigError, loadIndexerConfig } from './config/indexer-config';
import { createJobQueue, jobQueueEnvSchema } from '@nft/jobs';
import { createJobMetadataQueue, loadMetadataFetchOptions, MetadataConfigError, startMetadataWorker } from '@nft/metadata';
import { royaltyReaderFor } from './metadata-pipeline/royalty-reader-for';
import { tokenUriReaderFor } from './metadata-pipeline/token-uri-reader-for';
import { registerPlatformContracts } from './chains/register-platform-contracts';
import { loadPurgeConfig, PurgeConfigError, startBookJob, startPurgeJob } from './maintenance';
import { startIndexer } from './start-indexer';
import { redactProcessOutput } from '@nft/chains';

async function main(): Promise<void> {
  redactProcessOutput(process.env);
  const config = loadIndexerConfig(process.env);
  const media = createLocalMediaStore(join(config.database.dataDir, '..', 'media'));
  // Token URIs on the marketplace's own media origin (MEDIA_PUBLIC_URL, shared with the API) are read from the store, not fetched.
  const mediaOrigin = process.env.MEDIA_PUBLIC_URL?.trim();
  const fetchOptions = loadMetadataFetchOptions(process.env, mediaOrigin ? { publicUrl: mediaOrigin, store: media } : undefined);
  const database = await openDatabase({ url: config.database.url, dataDir: config.database.dataDir });
  const jobs = createJobQueue(jobQueueEnvSchema.parse(process.env), (name, error) => console.error(`job ${name}: ${String(error)}`));
  startMetadataWorker(jobs, {
    db: database.db,
    media,
    fetch: fetchOptions,
    readTokenUri: tokenUriReaderFor(config.chains, config.nuls),
    readRoyalty: royaltyReaderFor(config.chains),
  });
  // Expired nonces, dead sessions and abandoned drafts, purged by the process that owns the jobs.
  const purge = startPurgeJob(jobs, database.db, loadPurgeConfig(process.env));
  // Expiry, declining prices and the time windows of collection stats (docs/decisions/029-fill-price-from-seaport-logs.md).
  const book = startBookJob(jobs, database.db);
  await registerPlatformContracts(database.db, config.chains);
  const indexer = startIndexer({
    database,
    chains: config.chains,
    pollIntervalMs: config.pollIntervalMs,
    confirmations: config.confirmations,
    batchSize: config.batchSize,
    nuls: config.nuls,
    metadataQueue: createJobMetadataQueue(jobs),
  });
  const shutdown = async () => {
    await indexer.stop();
    purge.stop();
    book.stop();
    await jobs.close();
    await database.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown());
  // Announced only once the signal handlers are in place: a supervisor may stop us right after.
  console.log(`indexer following ${[...config.chains.map((c) => c.symbol), ...(config.nuls ? ['nuls'] : [])].join(', ')}`);
}

try {
  await main();
} catch (error) {
  if (
    !(error instanceof IndexerConfigError) &&
    !(error instanceof ChainConfigError) &&
    !(error instanceof MetadataConfigError) &&
    !(error instanceof PurgeConfigError)
  )
    throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
