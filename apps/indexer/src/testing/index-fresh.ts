import type { DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import type { TestChain } from '@nft/devnet/testing';
import { startIndexer } from '../start-indexer';
import { derivedState, registerPlatformContracts } from './indexer-fixture';

/** The independent answer: a brand-new database indexing the chain as it is now, in one run. */
export async function indexFresh(symbol: string, chain: TestChain, head: number): Promise<Awaited<ReturnType<typeof derivedState>>> {
  const database: DatabaseHandle = await createTestDatabase();
  try {
    await registerPlatformContracts(database.db, symbol, chain);
    const indexer = startIndexer({
      database,
      chains: [{ symbol, rpcUrl: chain.rpcUrl, seaportAddress: chain.deployment.seaport, conduitAddress: chain.deployment.conduit }],
      pollIntervalMs: 50,
    });
    try {
      await indexer.waitForBlock(symbol, head);
    } finally {
      await indexer.stop();
    }
    return await derivedState(database.db, symbol);
  } finally {
    await database.close();
  }
}
