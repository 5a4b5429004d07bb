import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseHandle } from '@nft/db';
import { startEmbedded } from '@nft/embedded';
import type { MarketplaceOptions, RunningMarketplace } from './marketplace';
import { snapshotWebBuild } from './web-build';

/** Where and on which ports one marketplace runs; the database is closed by the server's shutdown. */
export type Launch = { dataDir: string; database: DatabaseHandle; port: number; mediaPort: number };

/** A marketplace that can also be shut down keeping its data directory (to take a snapshot of it). */
export type LaunchedMarketplace = RunningMarketplace & { close(): Promise<void> };

/** Starts the marketplace on `launch`; on failure the caller still owns (and cleans up) the data directory and database. */
export async function launchMarketplace(options: MarketplaceOptions, launch: Launch): Promise<LaunchedMarketplace> {
  const { dataDir, database, port, mediaPort } = launch;
  const webDistDir = await snapshotWebBuild(join(dataDir, 'web-dist'));
  const server = await startEmbedded(
    {
      PORT: String(port),
      MEDIA_PORT: String(mediaPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEVNET_PORT_LOCAL1: '0',
      DEVNET_PORT_LOCAL2: '0',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: String(options.seedDemoData ?? true),
      // Browser tests fire many requests from one address; the rate limit has its own tests.
      RATE_LIMIT_MAX: '100000',
      LOGIN_RATE_LIMIT_PER_IP: '100000',
      LOGIN_RATE_LIMIT_PER_ADDRESS: '100000',
      WEB_DIST_DIR: webDistDir,
      // Tests count NFTs before and after a refused action; a shared cached page would hide a
      // wrongly created one. The cache has its own tests (apps/api/src/lib/micro-cache.test.ts).
      EXPLORE_CACHE_TTL_MS: '0',
      // Tests wait for the indexer after every transaction; at the default 1 s poll each wait costs half a
      // second on average. The local chains mine on demand, so a poll between blocks is one cheap request.
      INDEXER_POLL_INTERVAL_MS: '200',
      ...options.env,
    },
    { database, signals: false, log: () => undefined, ...(options.clock ? { clock: options.clock } : {}) },
  );
  return {
    url: server.url,
    mediaUrl: `http://127.0.0.1:${mediaPort}`,
    dataDir,
    database,
    close: async () => {
      await server.close();
    },
    stop: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
