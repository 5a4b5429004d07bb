import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { batchMigrations, nfts, type DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import type { DevnetChain } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { startIndexer, type RunningIndexer } from '@nft/indexer';
import { demoMigration, seedDemoMigrations } from './seed-demo-migrations';

// The demo's batch migrations of the first start (docs/decisions/049-per-contract-backfill-and-import.md) on a real
// anvil: the third-party contract is deployed and minted before the indexer's cursor passes it, the approved request is
// imported into its collection, the pending one waits, and a second start seeds nothing more.
let testChain: TestChain;
let chains: DevnetChain[];
let database: DatabaseHandle;
let indexer: RunningIndexer;

beforeAll(async () => {
  testChain = await startTestChain({ chainId: 31337 });
  chains = [{ symbol: 'local1', rpcUrl: testChain.rpcUrl, chainId: testChain.chainId, deployment: testChain.deployment }];
  database = await createTestDatabase();
  indexer = startIndexer({
    database,
    chains: [{ symbol: 'local1', rpcUrl: testChain.rpcUrl, seaportAddress: testChain.deployment.seaport }],
    pollIntervalMs: 100,
  });
});

afterAll(async () => {
  await indexer?.stop();
  await testChain?.stop();
  await database?.close();
});

describe('seedDemoMigrations', () => {
  it('leaves one approved request imported by the indexer and one pending, once', async () => {
    const first = await seedDemoMigrations({ database, chains });
    expect(first.failed).toEqual([]);
    expect(first.created).toHaveLength(1);
    const requests = await database.db.select().from(batchMigrations).orderBy(asc(batchMigrations.id));
    expect(requests.map((r) => r.status)).toEqual(['approved', 'pending']);
    const [approved, pending] = requests;
    await expect
      .poll(async () => (await database.db.select().from(batchMigrations).where(eq(batchMigrations.id, approved!.id)))[0]!.status, {
        timeout: 60_000,
      })
      .toBe('done');
    const placed = await database.db
      .select({ tokenId: nfts.tokenId })
      .from(nfts)
      .where(and(eq(nfts.contractAddress, approved!.sourceContractAddress), eq(nfts.collectionId, approved!.collectionId)))
      .orderBy(asc(nfts.tokenId));
    expect(placed.map((row) => row.tokenId)).toEqual(['1', '2', '3', '4', '5']);
    // Every minted token is indexed; only the approved range joined the collection.
    const indexed = await database.db.select().from(nfts).where(eq(nfts.contractAddress, approved!.sourceContractAddress));
    expect(indexed).toHaveLength(demoMigration.minted.length);
    expect((await database.db.select().from(batchMigrations).where(eq(batchMigrations.id, pending!.id)))[0]!.status).toBe('pending');

    expect(await seedDemoMigrations({ database, chains })).toEqual({ created: [], failed: [] });
    expect(await database.db.select().from(batchMigrations)).toHaveLength(2);
  });
});
