import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { batchMigrations, media as mediaRows, nfts, type DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import type { DevnetChain } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { startIndexer, tokenUriReaderFor, type RunningIndexer } from '@nft/indexer';
import { createInProcessJobQueue, type JobQueue } from '@nft/jobs';
import { createLocalMediaStore, type MediaStore } from '@nft/media';
import { createJobMetadataQueue, startMetadataWorker } from '@nft/metadata';
import { migrationControlMessage } from '@nft/api-contract';
import { verifyMessage, type Address, type Hex } from 'viem';
import { demoMigration, seedDemoMigrations } from './seed-demo-migrations';

// The demo's batch migrations of the first start (docs/decisions/049-per-contract-backfill-and-import.md) on a real
// anvil: the third-party contract is deployed and minted before the indexer's cursor passes it, the approved request is
// imported into its collection, the pending one waits, and a second start seeds nothing more. The metadata worker reads
// the contract's token URIs from the media store, as in the embedded marketplace, so the imported tokens get a name and
// an image.
const mediaOrigin = 'http://127.0.0.1:9';
const site = '127.0.0.1:3000';
let tempDir: string;
let media: MediaStore;
let jobs: JobQueue;
const jobErrors: unknown[] = [];
let testChain: TestChain;
let chains: DevnetChain[];
let database: DatabaseHandle;
let indexer: RunningIndexer;

beforeAll(async () => {
  testChain = await startTestChain({ chainId: 31337 });
  chains = [{ symbol: 'local1', rpcUrl: testChain.rpcUrl, chainId: testChain.chainId, deployment: testChain.deployment }];
  database = await createTestDatabase();
  tempDir = await mkdtemp(join(tmpdir(), 'seed-migrations-'));
  media = createLocalMediaStore(join(tempDir, 'media'));
  jobs = createInProcessJobQueue((_name, error) => jobErrors.push(error));
  const indexedChains = [{ symbol: 'local1', rpcUrl: testChain.rpcUrl, seaportAddress: testChain.deployment.seaport }];
  startMetadataWorker(jobs, {
    db: database.db,
    media,
    fetch: {
      ipfsGateway: 'https://gateway.invalid',
      ownMedia: { publicUrl: mediaOrigin, store: media },
      connectTimeoutMs: 1_000,
      totalTimeoutMs: 2_000,
    },
    readTokenUri: tokenUriReaderFor(indexedChains),
  });
  indexer = startIndexer({ database, chains: indexedChains, pollIntervalMs: 100, metadataQueue: createJobMetadataQueue(jobs) });
});

afterAll(async () => {
  await indexer?.stop();
  await jobs?.close();
  await testChain?.stop();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
  await database?.close();
});

describe('seedDemoMigrations', () => {
  it('leaves one approved request imported by the indexer and one pending, once', async () => {
    const first = await seedDemoMigrations({ database, chains, media, mediaOrigin, site });
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
    // Every minted token is indexed; only the approved range joined the collection. The import is done once the requested
    // range is in; mints in blocks after the chain's cursor at that moment reach the follower's next ranges, so this waits.
    const indexed = async () =>
      (await database.db.select().from(nfts).where(eq(nfts.contractAddress, approved!.sourceContractAddress))).length;
    await expect.poll(indexed, { timeout: 30_000 }).toBe(demoMigration.minted.length);
    expect((await database.db.select().from(batchMigrations).where(eq(batchMigrations.id, pending!.id)))[0]!.status).toBe('pending');
    // Every token's metadata is read from the media origin, the imported ones' and those outside the approved range
    // (explore lists them too): a name and a stored PNG image, no error.
    const tokenMetadata = () =>
      database.db
        .select({ tokenId: nfts.tokenId, status: nfts.metadataStatus, name: nfts.name, error: nfts.metadataError, mime: mediaRows.mime })
        .from(nfts)
        .leftJoin(mediaRows, eq(mediaRows.id, nfts.imageMediaId))
        .where(eq(nfts.contractAddress, approved!.sourceContractAddress));
    await expect
      .poll(async () => (await tokenMetadata()).filter((row) => row.status === 'fetched' && row.mime !== null).length, {
        timeout: 30_000,
      })
      .toBe(demoMigration.minted.length);
    // Each token has its own name and picture: explore lists them side by side.
    for (const row of await tokenMetadata())
      expect(row).toEqual({
        tokenId: row.tokenId,
        status: 'fetched',
        name: `Elsewhere #${row.tokenId}`,
        error: null,
        mime: 'image/png',
      });
    const pictures = await database.db
      .selectDistinct({ image: nfts.imageMediaId })
      .from(nfts)
      .where(eq(nfts.contractAddress, approved!.sourceContractAddress));
    expect(pictures).toHaveLength(demoMigration.minted.length);
    // The deployer's signature is the one the request form asks for (decision 048).
    expect(approved!.controlKind).toBe('deployer');
    const message = migrationControlMessage({
      site,
      chainId: chains[0]!.chainId,
      contractAddress: approved!.sourceContractAddress,
      applicant: approved!.deployerAddress!,
    });
    expect(
      await verifyMessage({ address: approved!.deployerAddress as Address, message, signature: approved!.deployerSignature as Hex }),
    ).toBe(true);
    expect(jobErrors).toEqual([]);

    expect(await seedDemoMigrations({ database, chains, media, mediaOrigin, site })).toEqual({ created: [], failed: [] });
    expect(await database.db.select().from(batchMigrations)).toHaveLength(2);
  });
});
