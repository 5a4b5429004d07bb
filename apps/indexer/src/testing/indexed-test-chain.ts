import type { DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { startIndexer, type RunningIndexer } from '../start-indexer';
import { chainActor, type ChainActor } from './chain-actor';
import { registerPlatformContracts } from './indexer-fixture';

export interface IndexedTestChain {
  database: DatabaseHandle;
  chain: TestChain;
  actor: ChainActor;
  indexer: RunningIndexer;
  stop(): Promise<void>;
}

/** One anvil chain (as local1) with its platform contracts followed by a running indexer, on a fresh database. */
export async function startIndexedTestChain(symbol = 'local1'): Promise<IndexedTestChain> {
  const [database, chain] = await Promise.all([createTestDatabase(), startTestChain({ chainId: 31337 })]);
  await registerPlatformContracts(database.db, symbol, chain);
  const indexer = startIndexer({
    database,
    chains: [{ symbol, rpcUrl: chain.rpcUrl, seaportAddress: chain.deployment.seaport, conduitAddress: chain.deployment.conduit }],
    pollIntervalMs: 50,
  });
  return {
    database,
    chain,
    actor: chainActor(chain.rpcUrl, chain.chainId, chain.deployment),
    indexer,
    stop: async () => {
      await indexer.stop();
      await chain.stop();
      await database.close();
    },
  };
}
