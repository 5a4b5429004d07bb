// Production entry of the indexer role: `node --import tsx apps/indexer/src/main.ts`.
// One process follows the chains named in CHAINS (all active EVM chains and nuls by default) and
// runs the metadata worker: jobs go through Redis when REDIS_URL is set, so API replicas can queue
// refreshes for it; without Redis the queue is in-process and serves this indexer alone.
import { openDatabase } from '@nft/db';
import { IndexerConfigError, loadIndexerConfig } from './config/indexer-config';
import { createJobQueue, createLiveSignal } from '@nft/jobs';
import { createJobMetadataQueue, startMetadataWorker } from '@nft/metadata';
import { royaltyReaderFor } from './metadata-pipeline/royalty-reader-for';
import { tokenUriReaderFor } from './metadata-pipeline/token-uri-reader-for';
import { registerPlatformContracts } from './chains/register-platform-contracts';
import { startBookJob, startPurgeJob } from './maintenance';
import { startIndexer } from './start-indexer';
import { redactProcessOutput } from '@nft/chains';

async function main(): Promise<void> {
  redactProcessOutput(process.env);
  // Every setting checked once, all problems listed together (chains, queue, metadata fetcher, purge).
  const config = loadIndexerConfig(process.env);
  const database = await openDatabase({ url: config.database.url, dataDir: config.database.dataDir });
  const jobs = createJobQueue(config.jobs, (name, error) => console.error(`job ${name}: ${String(error)}`));
  // Redis pub/sub with REDIS_URL: every API replica's live stream hears what this process wrote (decision 050).
  const liveSignal = createLiveSignal(config.jobs);
  startMetadataWorker(jobs, {
    db: database.db,
    media: config.media,
    // Token URIs on the marketplace's own media origin (MEDIA_PUBLIC_URL, shared with the API) are read from the store, not fetched.
    fetch: config.metadataFetch,
    readTokenUri: tokenUriReaderFor(config.chains, config.nuls),
    readRoyalty: royaltyReaderFor(config.chains),
    liveSignal,
  });
  // Expired nonces, dead sessions and abandoned drafts, purged by the process that owns the jobs.
  const purge = startPurgeJob(jobs, database.db, config.purge);
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
    liveSignal,
  });
  const shutdown = async () => {
    await indexer.stop();
    purge.stop();
    book.stop();
    await jobs.close();
    await liveSignal.close();
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
  // A configuration problem is the operator's to fix: print the list, not a stack trace.
  if (!(error instanceof IndexerConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
