import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, media, nftAttributes, nfts, type DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import { testAccounts } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { createLocalMediaStore, type MediaStore } from '@nft/media';
import sharp from 'sharp';
import { Redis } from 'ioredis';
import { createInProcessJobQueue, createInProcessLiveSignal, createJobQueue, type JobQueue } from '@nft/jobs';
import { startIndexer, type RunningIndexer } from '../start-indexer';
import { chainActor, type ChainActor } from '../testing/chain-actor';
import { registerPlatformContracts } from '../testing/indexer-fixture';
import { sniffMedia } from '@nft/media';
import {
  createJobMetadataQueue,
  createTokenUriReader,
  fetchMetadataJobName,
  startMetadataWorker,
  type MetadataPipeline,
} from '@nft/metadata';
import { hostileSvg, svgMarkers } from '@nft/media/testing';
import { startCountingListener, type CountingListener } from '@nft/metadata/testing';

const symbol = 'local1';
const alice = testAccounts[1]!;
const publicUrl = 'http://127.0.0.1:9';
const errors: unknown[] = [];
let database: DatabaseHandle;
let chain: TestChain;
let actor: ChainActor;
let store: MediaStore;
let tempDir: string;
let jobs: JobQueue;
let indexer: RunningIndexer;
let listener: CountingListener;
let pipeline: MetadataPipeline;
// Wake-ups of the API's live streams (docs/decisions/050-live-updates.md): the indexer's ranges and the worker's jobs.
const liveSignal = createInProcessLiveSignal();
let wakes = 0;
liveSignal.subscribe(() => void (wakes += 1));

beforeAll(async () => {
  [database, chain, listener, tempDir] = await Promise.all([
    createTestDatabase(),
    startTestChain(),
    startCountingListener(),
    mkdtemp(join(tmpdir(), 'metadata-')),
  ]);
  actor = chainActor(chain.rpcUrl, chain.chainId, chain.deployment);
  store = createLocalMediaStore(join(tempDir, 'media'));
  await registerPlatformContracts(database.db, symbol, chain);
  jobs = createInProcessJobQueue((_name, error) => errors.push(error));
  pipeline = {
    db: database.db,
    media: store,
    fetch: { ipfsGateway: 'https://gateway.invalid', ownMedia: { publicUrl, store }, connectTimeoutMs: 1_000, totalTimeoutMs: 2_000 },
    readTokenUri: createTokenUriReader({ [symbol]: chain.rpcUrl }),
  };
  startMetadataWorker(jobs, { ...pipeline, liveSignal });
  indexer = startIndexer({
    database,
    chains: [{ symbol, rpcUrl: chain.rpcUrl, seaportAddress: chain.deployment.seaport }],
    pollIntervalMs: 50,
    metadataQueue: createJobMetadataQueue(jobs),
    liveSignal,
  });
});

afterAll(async () => {
  await indexer?.stop();
  await liveSignal.close();
  await jobs?.close();
  await chain?.stop();
  await database?.close();
  await listener?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

const jsonDataUri = (value: unknown) => `data:application/json;base64,${Buffer.from(JSON.stringify(value)).toString('base64')}`;

async function mintAndSettle(mint: () => Promise<{ tokenId: bigint; receipt: { blockNumber: bigint } }>) {
  const { tokenId, receipt } = await mint();
  await indexer.waitForBlock(symbol, Number(receipt.blockNumber));
  await jobs.idle();
  return tokenId.toString();
}

async function nftRow(contract: string, tokenId: string) {
  const [row] = await database.db
    .select()
    .from(nfts)
    .where(and(eq(nfts.chain, symbol), eq(nfts.contractAddress, contract.toLowerCase()), eq(nfts.tokenId, tokenId)));
  return row!;
}

describe('metadata of minted tokens', () => {
  it('parses a data: token URI with list attributes and rasterises its hostile SVG image', async () => {
    const metadata = {
      name: 'Red Square',
      description: 'A square',
      image: `data:image/svg+xml;base64,${Buffer.from(hostileSvg).toString('base64')}`,
      external_url: 'https://example.com/red',
      attributes: [
        { trait_type: 'Colour', value: 'Red' },
        { trait_type: 'Level', value: 3, max_value: 10 },
        { trait_type: 'Power', value: 42, display_type: 'number' },
        { value: 'no trait type' },
      ],
    };
    const tokenId = await mintAndSettle(() => actor.mint721(alice.privateKey, jsonDataUri(metadata)));
    const row = await nftRow(chain.deployment.erc721, tokenId);
    expect(row).toMatchObject({
      metadataStatus: 'fetched',
      metadataError: null,
      name: 'Red Square',
      description: 'A square',
      externalUrl: 'https://example.com/red',
    });
    expect(row.metadata).toMatchObject({ name: 'Red Square' });
    const attributes = await database.db.select().from(nftAttributes).where(eq(nftAttributes.nftId, row.id));
    expect(
      attributes.map(({ traitType, value, displayType, numericValue, maxValue }) => ({
        traitType,
        value,
        displayType,
        numericValue,
        maxValue,
      })),
    ).toEqual(
      expect.arrayContaining([
        { traitType: 'Colour', value: 'Red', displayType: 'text', numericValue: null, maxValue: null },
        { traitType: 'Level', value: '3', displayType: 'level', numericValue: '3', maxValue: '10' },
        { traitType: 'Power', value: '42', displayType: 'stat', numericValue: '42', maxValue: null },
      ]),
    );
    expect(attributes).toHaveLength(3);
    const [image] = await database.db.select().from(media).where(eq(media.id, row.imageMediaId!));
    expect(image).toMatchObject({ mime: 'image/png', width: 64, height: 64 });
    const stored = await store.get(image!.storageKey);
    expect(sniffMedia(stored!.data)).toBe('png');
    const text = stored!.data.toString('latin1').toLowerCase();
    for (const marker of svgMarkers) expect(text).not.toContain(marker.toLowerCase());
    expect(image!.thumbnails).toHaveLength(1);
    expect(await store.has(image!.thumbnails[0]!.storageKey)).toBe(true);
  });

  it("reads an ERC-1155 token URI served from the marketplace's media store, with object attributes and a PNG image", async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#246' } })
      .png()
      .toBuffer();
    const storedPng = await store.put(png, 'image/png');
    const wakesBefore = wakes;
    const json = await store.put(
      Buffer.from(
        JSON.stringify({ name: 'Blue', image: `${publicUrl}/media/${storedPng.key}`, attributes: { Background: 'Blue', Rank: 7 } }),
      ),
      'application/json',
    );
    const tokenId = await mintAndSettle(() => actor.mint1155(alice.privateKey, 5n, `${publicUrl}/media/${json.key}`));
    const row = await nftRow(chain.deployment.erc1155, tokenId);
    expect(row).toMatchObject({ metadataStatus: 'fetched', name: 'Blue', imageSourceUrl: `${publicUrl}/media/${storedPng.key}` });
    const attributes = await database.db
      .select({ traitType: nftAttributes.traitType, value: nftAttributes.value })
      .from(nftAttributes)
      .where(eq(nftAttributes.nftId, row.id));
    expect(attributes).toEqual(
      expect.arrayContaining([
        { traitType: 'Background', value: 'Blue' },
        { traitType: 'Rank', value: '7' },
      ]),
    );
    const [image] = await database.db.select().from(media).where(eq(media.id, row.imageMediaId!));
    expect(image).toMatchObject({ mime: 'image/png', width: 40, height: 20 });
    // The live stream hears the mint, then the metadata and the image (docs/decisions/050-live-updates.md).
    const events = await database.db
      .select({ kind: liveEvents.kind, collectionId: liveEvents.collectionId })
      .from(liveEvents)
      .where(and(eq(liveEvents.contractAddress, row.contractAddress), eq(liveEvents.tokenId, row.tokenId)))
      .orderBy(liveEvents.id);
    expect(events.map((event) => event.kind)).toEqual(['mint', 'metadata', 'metadata']);
    expect(events[1]!.collectionId).toBe(row.collectionId);
    // At least the range that indexed the mint and the metadata job each woke the streams.
    await expect.poll(() => wakes - wakesBefore).toBeGreaterThanOrEqual(2);
  });

  it('refuses hostile token and image URIs without any connection to the local listener', async () => {
    const port = listener.port;
    const hostileToken = await mintAndSettle(() => actor.mint721(alice.privateKey, `http://0x7f000001:${port}/token.json`));
    expect(await nftRow(chain.deployment.erc721, hostileToken)).toMatchObject({
      metadataStatus: 'invalid',
      metadataError: expect.stringMatching(/^address/),
      imageMediaId: null,
    });
    const gopher = await mintAndSettle(() => actor.mint721(alice.privateKey, `gopher://127.0.0.1:${port}/_`));
    expect(await nftRow(chain.deployment.erc721, gopher)).toMatchObject({
      metadataStatus: 'invalid',
      metadataError: expect.stringMatching(/^scheme/),
    });
    const hostileImage = await mintAndSettle(() =>
      actor.mint721(
        alice.privateKey,
        jsonDataUri({ name: 'Sneaky', image: `http://[::1]:${port}/x.png`, animation_url: 'http://169.254.169.254/latest/meta-data/' }),
      ),
    );
    expect(await nftRow(chain.deployment.erc721, hostileImage)).toMatchObject({
      metadataStatus: 'fetched',
      name: 'Sneaky',
      imageMediaId: null,
      animationMediaId: null,
      metadataError: expect.stringMatching(/image address.*animation address/),
    });
    expect(listener.connections()).toBe(0);
  });

  it('a queued refresh with no URI reads the token URI from the chain again', async () => {
    const tokenId = await mintAndSettle(() => actor.mint721(alice.privateKey, jsonDataUri({ name: 'Again' })));
    const contractAddress = chain.deployment.erc721.toLowerCase();
    await database.db
      .update(nfts)
      .set({ name: null, metadataStatus: 'pending' })
      .where(inArray(nfts.tokenId, [tokenId]));
    await jobs.enqueue(fetchMetadataJobName, { chain: symbol, contractAddress, tokenId, tokenUri: null });
    await jobs.idle();
    expect(await nftRow(contractAddress, tokenId)).toMatchObject({ metadataStatus: 'fetched', name: 'Again' });
    expect(errors).toEqual([]);
  });
});

describe('metadata jobs on BullMQ', () => {
  it('runs the same fetch-metadata job through Redis', async () => {
    const prefix = `test-${randomUUID()}`;
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'; // README: TEST_REDIS_URL
    const redisJobs = createJobQueue({ REDIS_URL: redisUrl, JOB_QUEUE_PREFIX: prefix }, (_name, error) => errors.push(error));
    try {
      startMetadataWorker(redisJobs, pipeline);
      const tokenId = await mintAndSettle(() => actor.mint721(alice.privateKey, jsonDataUri({ name: 'In process' })));
      const contractAddress = chain.deployment.erc721.toLowerCase();
      await createJobMetadataQueue(redisJobs).enqueue({
        chain: symbol,
        contractAddress,
        tokenId,
        tokenUri: jsonDataUri({ name: 'Via Redis', attributes: { Queue: 'BullMQ' } }),
      });
      await redisJobs.idle();
      const row = await nftRow(contractAddress, tokenId);
      expect(row).toMatchObject({ metadataStatus: 'fetched', name: 'Via Redis' });
      const attributes = await database.db
        .select({ traitType: nftAttributes.traitType, value: nftAttributes.value })
        .from(nftAttributes)
        .where(eq(nftAttributes.nftId, row.id));
      expect(attributes).toEqual([{ traitType: 'Queue', value: 'BullMQ' }]);
      expect(errors).toEqual([]);
    } finally {
      await redisJobs.close();
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });
});
