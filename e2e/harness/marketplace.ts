import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbedded } from '@nft/embedded';
import type { DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import { freePort } from './free-port';
import { snapshotWebBuild } from './web-build';

export type RunningMarketplace = {
  url: string;
  /** The separate media origin (docs/security.md row 8) that serves uploads and seeded images. */
  mediaUrl: string;
  dataDir: string;
  /** The marketplace's own database, for tests that arrange rows no screen creates yet. */
  database: DatabaseHandle;
  stop(): Promise<void>;
};

export type MarketplaceOptions = {
  seedDemoData?: boolean;
  /** Extra server configuration, e.g. `RPC_URL_NULS` to make the NULS chain active for sign-in tests. */
  env?: Record<string, string>;
};

/**
 * The real marketplace for one browser-test file: its own two anvil chains on free ports, a fresh
 * database (PostgreSQL when TEST_DATABASE_URL is set, else PGlite), a throw-away data directory
 * and the built web app. `stop()` shuts everything down and deletes the data.
 */
export async function startMarketplace(options: MarketplaceOptions = {}): Promise<RunningMarketplace> {
  const dataDir = await mkdtemp(join(tmpdir(), 'nft-e2e-data-'));
  let webDistDir: string;
  try {
    webDistDir = await snapshotWebBuild(join(dataDir, 'web-dist'));
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const database = await createTestDatabase();
  // A fixed port before start: seeded token URIs embed the public URL, so it must be the real one.
  const port = await freePort();
  let mediaPort = await freePort();
  while (mediaPort === port) mediaPort = await freePort();
  try {
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
        ...options.env,
      },
      { database, signals: false, log: () => undefined },
    );
    return {
      url: server.url,
      mediaUrl: `http://127.0.0.1:${mediaPort}`,
      dataDir,
      database,
      stop: async () => {
        await server.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
