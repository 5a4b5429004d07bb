import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createChainRegistry, type ChainRegistry } from '@nft/chains';
import type { DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import type { LiveSignal } from '@nft/jobs';
import type { MediaStore } from '@nft/media';
import { buildApp, type Clock } from '../app';
import { loadConfig, type AppConfig } from '../config/env';

export type TestApp = {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  /** A temporary directory removed by close(); DATA_DIR points at it. */
  tempDir: string;
  close(): Promise<void>;
};

/**
 * The real app on a fresh test database. Local chains are off and the web build points at a
 * directory that does not exist unless the test says otherwise, so no test depends on the machine.
 */
export type TestAppOptions = {
  env?: Record<string, string>;
  chains?: ChainRegistry;
  /** A database shared between apps of one test file; the caller closes it. */
  database?: DatabaseHandle;
  /** A media store (uploads need one); without it the app stores no media. */
  media?: MediaStore;
  /** The live events signal (a Redis one for the multi-replica tests); in-process when omitted. */
  liveSignal?: LiveSignal;
  /** The clock contest phases are read at; the real one when omitted. */
  clock?: Clock;
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const tempDir = await mkdtemp(join(tmpdir(), 'nft-api-test-'));
  const config = loadConfig({
    DATA_DIR: tempDir,
    WEB_DIST_DIR: join(tempDir, 'no-web-build'),
    LOCAL_CHAINS: 'false',
    EXPLORE_CACHE_TTL_MS: '0',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config,
    database,
    chains: options.chains ?? createChainRegistry(config.chains),
    ...(options.media ? { media: options.media } : {}),
    ...(options.liveSignal ? { liveSignal: options.liveSignal } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    logger: false,
  });
  return {
    app,
    config,
    database,
    tempDir,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await rm(tempDir, { recursive: true, force: true });
    },
  };
}
