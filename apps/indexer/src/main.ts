// Production entry of the indexer role: `node --import tsx apps/indexer/src/main.ts`.
// One process follows the chains named in CHAINS (all active EVM chains and nuls by default).
import { ChainConfigError } from '@nft/chains';
import { openDatabase } from '@nft/db';
import { IndexerConfigError, loadIndexerConfig } from './config/indexer-config';
import { startIndexer } from './start-indexer';

async function main(): Promise<void> {
  const config = loadIndexerConfig(process.env);
  const database = await openDatabase({ url: config.database.url, dataDir: config.database.dataDir });
  const indexer = startIndexer({ database, chains: config.chains, pollIntervalMs: config.pollIntervalMs, confirmations: config.confirmations, batchSize: config.batchSize, nuls: config.nuls });
  console.log(`indexer following ${[...config.chains.map((c) => c.symbol), ...(config.nuls ? ['nuls'] : [])].join(', ')}`);
  const shutdown = async () => {
    await indexer.stop();
    await database.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown());
}

try {
  await main();
} catch (error) {
  if (!(error instanceof IndexerConfigError) && !(error instanceof ChainConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
