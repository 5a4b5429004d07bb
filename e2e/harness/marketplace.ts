import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import type { EmbeddedOptions } from '@nft/embedded';
import { freePort } from './free-port';
import { launchMarketplace } from './launch-marketplace';
import { sharedSnapshotFor, startFromSnapshot } from './marketplace-snapshot';

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
  /** The clock the marketplace reads contest phases at (e2e/harness/moved-clock.ts); the real one when omitted. */
  clock?: EmbeddedOptions['clock'];
};

/**
 * The real marketplace for one browser-test file: its own two anvil chains on free ports, its own
 * database and data directory, and the built web app. With the default options (demo data, no extra
 * env) on PGlite, it starts from its worker's seeded snapshot (e2e/harness/marketplace-snapshot.ts,
 * decision 026) instead of seeding again; otherwise it boots fresh (PostgreSQL when TEST_DATABASE_URL
 * is set, else PGlite). `stop()` shuts everything down and deletes the data.
 */
export async function startMarketplace(options: MarketplaceOptions = {}): Promise<RunningMarketplace> {
  const shared = sharedSnapshotFor(options);
  if (!shared) return startFresh(options);
  try {
    return await startFromSnapshot(shared, options);
  } catch (error) {
    // The snapshot's ports were free when chosen; if something else took one since, boot this file fresh.
    if (!String(error).includes('EADDRINUSE')) throw error;
    return startFresh(options);
  }
}

async function startFresh(options: MarketplaceOptions): Promise<RunningMarketplace> {
  const dataDir = await mkdtemp(join(tmpdir(), 'nft-e2e-data-'));
  let database: DatabaseHandle | undefined;
  try {
    database = await createTestDatabase();
    // Fixed ports before start: seeded token URIs embed the public URL, so it must be the real one.
    const port = await freePort();
    let mediaPort = await freePort();
    while (mediaPort === port) mediaPort = await freePort();
    return await launchMarketplace(options, { dataDir, database, port, mediaPort });
  } catch (error) {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
