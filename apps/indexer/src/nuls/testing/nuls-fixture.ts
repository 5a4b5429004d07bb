import { asc, eq } from 'drizzle-orm';
import { contracts, nfts, type Database, type DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import { derivedState } from '../../testing/indexer-fixture';
import type { MetadataJob } from '@nft/metadata';
import { startNulsSource, type NulsSource, type NulsSourceOptions } from '../nuls-source';
import { NulsLedger } from './nuls-ledger';
import { startNulsStandIn, type NulsStandIn } from './stand-in-server';

/** A stand-in NULS API over a fresh ledger and a fresh database, closed together. */
export async function nulsFixture() {
  const ledger = new NulsLedger();
  const [database, standIn] = await Promise.all([createTestDatabase(), startNulsStandIn(ledger)]);
  const jobs: MetadataJob[] = [];
  const errors: unknown[] = [];
  const sources: NulsSource[] = [];
  return {
    ledger,
    database,
    standIn,
    jobs,
    errors,
    start(options: Partial<NulsSourceOptions> = {}): NulsSource {
      const source = startNulsSource({
        db: database.db,
        client: { url: standIn.url, chainId: 1, timeoutMs: 2000 },
        pollIntervalMs: 30,
        metadataQueue: { enqueue: async (job) => void jobs.push(job) },
        onError: (error) => void errors.push(error),
        ...options,
      });
      sources.push(source);
      return source;
    },
    async close() {
      await Promise.all(sources.map((s) => s.stop()));
      await Promise.all([database.close(), standIn.close()]);
    },
  };
}

export type NulsFixture = Awaited<ReturnType<typeof nulsFixture>>;

/** Holders, ledger and NFT rows of the nuls chain in a stable order, for before/after comparisons. */
export async function nulsState(db: Database) {
  const nftRows = await db
    .select({
      contract: nfts.contractAddress,
      tokenId: nfts.tokenId,
      standard: nfts.standard,
      tokenUri: nfts.tokenUri,
      burned: nfts.burned,
      mintedTxHash: nfts.mintedTxHash,
    })
    .from(nfts)
    .where(eq(nfts.chain, 'nuls'))
    .orderBy(asc(nfts.contractAddress), asc(nfts.tokenId));
  const { holders, ledger } = await derivedState(db, 'nuls');
  return { holders, ledger, nfts: nftRows };
}

/** The independent answer: a brand-new database indexing the stand-in's chain as it is now, in one run. */
export async function indexNulsFresh(
  standIn: NulsStandIn,
  head: number,
  options: Partial<NulsSourceOptions> = {},
  registered: string[] = [],
) {
  const database: DatabaseHandle = await createTestDatabase();
  try {
    for (const address of registered) await database.db.insert(contracts).values({ chain: 'nuls', address, standard: 'NRC-721' });
    const source = startNulsSource({ db: database.db, client: { url: standIn.url, chainId: 1 }, pollIntervalMs: 30, ...options });
    try {
      await source.waitForBlock(head);
    } finally {
      await source.stop();
    }
    return await nulsState(database.db);
  } finally {
    await database.close();
  }
}
