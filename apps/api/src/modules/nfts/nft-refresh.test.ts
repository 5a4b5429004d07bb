import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainRegistry } from '@nft/chains';
import { nfts, type DatabaseHandle } from '@nft/db';
import { createTestDatabase, insertNft } from '@nft/db/testing';
import { createInProcessJobQueue, type JobQueue } from '@nft/jobs';
import { fetchMetadataJobName } from '@nft/metadata';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';

let database: DatabaseHandle;
let jobs: JobQueue;
let app: FastifyInstance;
let queueless: FastifyInstance;
let tempDir: string;
const queued: unknown[] = [];

beforeAll(async () => {
  tempDir = await mkdtemp(join(tmpdir(), 'nft-refresh-'));
  database = await createTestDatabase();
  // The handler records instead of fetching: what the worker does is tested in the indexer.
  jobs = createInProcessJobQueue();
  jobs.process(fetchMetadataJobName, async (payload) => void queued.push(payload));
  const config = loadConfig({
    DATA_DIR: tempDir,
    WEB_DIST_DIR: join(tempDir, 'no-web-build'),
    LOCAL_CHAINS: 'true',
    RATE_LIMIT_MAX: '10000',
    REFRESH_RATE_LIMIT_PER_MINUTE: '10000',
  });
  const chains = createChainRegistry(config.chains);
  app = await buildApp({ config, database, chains, jobs, logger: false });
  queueless = await buildApp({ config, database, chains, logger: false });
});

afterAll(async () => {
  await app?.close();
  await queueless?.close();
  await jobs?.close();
  await database?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

const refreshUrl = (nft: { chain: string; contractAddress: string; tokenId: string }) =>
  `/v1/nfts/${nft.chain}/${nft.contractAddress}/${nft.tokenId}/refresh`;

describe('POST /v1/nfts/:chain/:contractAddress/:tokenId/refresh', () => {
  it('queues a metadata fetch that re-reads the token URI, then refuses a second refresh within the cooldown', async () => {
    const nft = await insertNft(database.db, { chain: 'local1' });
    const first = await app.inject({ method: 'POST', url: refreshUrl(nft) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ code: 200, data: { queued: true, message: 'Check back in about a minute.' } });
    await jobs.idle();
    expect(queued).toContainEqual({ chain: 'local1', contractAddress: nft.contractAddress, tokenId: nft.tokenId, tokenUri: null });

    const second = await app.inject({ method: 'POST', url: refreshUrl(nft), headers: { locale: 'ja' } });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ code: 429, error: 'refresh_cooldown' });
    expect(queued).toHaveLength(1);
  });

  it('lets a refresh through again once the cooldown has passed', async () => {
    const nft = await insertNft(database.db, { chain: 'local2' });
    await database.db
      .update(nfts)
      .set({ metadataRefreshedAt: sql`now() - interval '61 seconds'` })
      .where(sql`${nfts.id} = ${nft.id}`);
    const response = await app.inject({ method: 'POST', url: refreshUrl(nft) });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('lets exactly one of many concurrent refreshes through', async () => {
    const nft = await insertNft(database.db, { chain: 'local1' });
    const responses = await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'POST', url: refreshUrl(nft) })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
  });

  it('answers 404 for an unknown NFT and 4xx for bad input, queueing nothing', async () => {
    const before = queued.length;
    const nft = await insertNft(database.db, { chain: 'local1' });
    const unknown = await app.inject({ method: 'POST', url: refreshUrl({ ...nft, tokenId: '999999999' }) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not_found' });
    for (const url of [
      refreshUrl({ ...nft, chain: 'solana' }),
      refreshUrl({ ...nft, contractAddress: 'not-an-address' }),
      refreshUrl({ ...nft, tokenId: '-1' }),
      refreshUrl({ ...nft, tokenId: (1n << 256n).toString() }),
    ]) {
      const response = await app.inject({ method: 'POST', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    await jobs.idle();
    expect(queued).toHaveLength(before);
  });

  it('answers service_unavailable where the API has no job queue, without taking the cooldown', async () => {
    const nft = await insertNft(database.db, { chain: 'local1' });
    const response = await queueless.inject({ method: 'POST', url: refreshUrl(nft) });
    expect(response.statusCode).toBe(503);
    expect((await app.inject({ method: 'POST', url: refreshUrl(nft) })).statusCode).toBe(200);
  });
});
