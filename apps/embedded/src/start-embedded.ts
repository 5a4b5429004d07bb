import { join } from 'node:path';
import { createChainRegistry } from '@nft/chains';
import { openDatabase, type DatabaseHandle } from '@nft/db';
import {
  deployerAccount,
  devnetChainConfig,
  devnetFeeRecipient,
  devnetOrderSignerKey,
  devnetSettlementKey,
  seedDemoData,
  startDevnet,
} from '@nft/devnet';
import {
  indexedChainsFromRegistry,
  loadPurgeConfig,
  nulsChainFromRegistry,
  registerPlatformContracts,
  royaltyReaderFor,
  startBookJob,
  startIndexer,
  startPurgeJob,
  tokenUriReaderFor,
  type RunningIndexer,
} from '@nft/indexer';
import { createInProcessJobQueue, createInProcessLiveSignal } from '@nft/jobs';
import { createJobMetadataQueue, loadMetadataFetchOptions, startMetadataWorker } from '@nft/metadata';
import { createMediaStore } from '@nft/media';
import {
  buildApp,
  loadConfig,
  mediaListenerOptions,
  startMediaServer,
  startServer,
  withMediaPort,
  withTradingDefaults,
  type Clock,
  type RunningMediaServer,
  type RunningServer,
} from '@nft/api';
import { loadEmbeddedConfig } from './embedded-config';
import { seedDemoAuctions } from './seed-demo-auctions';
import { seedDemoListings } from './seed-demo-listings';
import { seedDemoOffers } from './seed-demo-offers';
import { seedDemoStaking } from './seed-demo-staking';
import { seedDemoMigrations } from './seed-demo-migrations';
import { seedDemoContests } from './seed-demo-contests';
import { seedDemoDrops } from './seed-demo-drops';
import { contestContactKey } from './contest-contact-key';

type Env = Record<string, string | undefined>;

export type EmbeddedOptions = {
  log?: (line: string) => void;
  /** A database opened by the caller (browser tests pass a fresh test database); closed on shutdown. */
  database?: DatabaseHandle;
  /** false leaves signal handling to the caller (tests running several marketplaces in one process). */
  signals?: false;
  /**
   * The time the API reads contest phases at (docs/decisions/044-contest-data-model-and-phases.md); the real clock when
   * omitted. Browser tests running the marketplace in their own process move it; no route or variable does.
   */
  clock?: Clock;
};

/**
 * The whole marketplace in one process on embedded defaults: two local anvil chains with the
 * contracts deployed, PGlite (or DATABASE_URL), media in DATA_DIR, demo data on the first run,
 * and the API serving the built web app. Everything stops together on SIGINT/SIGTERM.
 */
export async function startEmbedded(env: Env, options: EmbeddedOptions = {}): Promise<RunningServer> {
  const log = options.log ?? console.log;
  // The local chains charge 2.5 % to the devnet fee recipient and fills are authorised by the devnet
  // order signer, unless MARKETPLACE_FEES / ORDER_SIGNER_KEY say otherwise (docs/product.md "Trading").
  let config = withTradingDefaults(loadConfig(env), {
    chains: ['local1', 'local2'],
    feeBps: 250,
    feeRecipient: devnetFeeRecipient,
    orderSignerKey: devnetOrderSignerKey,
    // Auctions on the local chains are settled by the devnet's funded settlement account (docs/decisions/031-english-auctions.md).
    settlementKey: devnetSettlementKey,
  });
  // Operators (docs/decisions/036-operators-and-audit-log.md): the first devnet account, unless ADMIN_ADDRESSES names others.
  if (config.adminAddresses.length === 0) config = { ...config, adminAddresses: [deployerAccount.address.toLowerCase()] };
  const embedded = loadEmbeddedConfig(env);
  const { dataDir } = config.paths;
  // Contest contact data is sealed at rest (docs/security.md "Contest contact data"): CONTEST_CONTACT_KEY, or a random key
  // kept in DATA_DIR/contest-contact.key for this data directory.
  if (!config.secrets.contestContactKey)
    config = { ...config, secrets: { ...config.secrets, contestContactKey: await contestContactKey(dataDir) } };

  log(`Starting local chains (state in ${join(dataDir, 'chains')})`);
  const devnet = await startDevnet({ dataDir, ports: embedded.devnetPorts });
  let database = options.database;
  let indexer: RunningIndexer | undefined;
  let mediaServer: RunningMediaServer | undefined;
  // In-process jobs (metadata fetches, refreshes) in the embedded mode; closed after the indexer that feeds them.
  const jobs = createInProcessJobQueue((name, error) => log(`job ${name}: ${String(error)}`));
  // One live-events signal for the metadata worker, the indexer and the API's live streams, as in the production
  // processes: events arrive at once instead of through the periodic read (docs/decisions/050-live-updates.md).
  const liveSignal = createInProcessLiveSignal();
  try {
    const local = devnetChainConfig(devnet);
    // The devnet's ERC-20s join the configured payment tokens of other chains rather than replace them.
    const chains = createChainRegistry({
      ...config.chains,
      ...local,
      paymentTokens: { ...config.chains.paymentTokens, ...local.paymentTokens },
    });
    database ??= await openDatabase({ url: config.secrets.databaseUrl, dataDir: join(dataDir, 'db') });
    // DATA_DIR/media unless MEDIA_S3_* names a bucket (docs/decisions/043-media-on-object-storage.md).
    const media = createMediaStore(config.mediaStore, {
      localDir: join(dataDir, 'media'),
      ...(config.secrets.mediaS3Credentials ? { credentials: config.secrets.mediaS3Credentials } : {}),
    });
    // Started first: with MEDIA_PORT=0 the media origin is known only once it listens.
    mediaServer = await startMediaServer(mediaListenerOptions(config, media));
    config = withMediaPort(config, env, mediaServer.port);
    const mediaOrigin = config.public.mediaUrl;
    if (embedded.seedDemoData) {
      const seeded = await seedDemoData({ chains: devnet.chains, database, media, publicUrl: config.public.publicUrl, mediaOrigin });
      if (seeded.created.length > 0) log(`Seeded demo collections: ${seeded.created.join(', ')}`);
    }
    const indexedChains = indexedChainsFromRegistry(chains);
    // NULS is followed only when RPC_URL_NULS makes it active.
    const nuls = nulsChainFromRegistry(chains);
    startMetadataWorker(jobs, {
      db: database.db,
      media,
      fetch: loadMetadataFetchOptions(env, { publicUrl: mediaOrigin, store: media }),
      readTokenUri: tokenUriReaderFor(indexedChains, nuls),
      readRoyalty: royaltyReaderFor(indexedChains),
      liveSignal,
    });
    // Expired nonces, dead sessions and abandoned drafts (PURGE_* settings), on the in-process queue.
    const purge = startPurgeJob(jobs, database.db, loadPurgeConfig(env));
    // Order expiry, declining prices and collection stats windows, every minute.
    const book = startBookJob(jobs, database.db);
    await registerPlatformContracts(database.db, indexedChains);
    // Stopped first on shutdown (before the chains and the database it reads and writes).
    indexer = startIndexer({
      database,
      chains: indexedChains,
      pollIntervalMs: embedded.indexerPollIntervalMs,
      ...(nuls ? { nuls } : {}),
      metadataQueue: createJobMetadataQueue(jobs),
      liveSignal,
      onError: (chain, error) => log(`indexer ${chain}: ${String(error)}`),
    });
    const app = await buildApp({ config, database, chains, media, jobs, liveSignal, ...(options.clock ? { clock: options.clock } : {}) });
    if (embedded.seedDemoData) {
      // Live listings and a few sales through the public routes, once (they need the API, so they come after the app).
      const started = Date.now();
      const listings = await seedDemoListings({ app, database, chains: devnet.chains });
      const took = ((Date.now() - started) / 1000).toFixed(1);
      if (listings.created.length > 0)
        log(`Seeded demo listings: ${listings.created.length} listings, ${listings.sales.length} sales (${took} s)`);
      for (const failure of listings.failed) log(`Demo listing skipped: ${failure}`);
      // Auctions after the listings: one running with two bids, one that settles a few minutes after start (docs/product.md "Auctions").
      const auctions = await seedDemoAuctions({ app, database, chains: devnet.chains });
      if (auctions.created.length > 0) log(`Seeded demo auctions: ${auctions.created.length} auctions, ${auctions.bids.length} bids`);
      for (const failure of auctions.failed) log(`Demo auction skipped: ${failure}`);
      // Offers on a few NFTs and one collection offer, in WETH and TUSD (docs/product.md "Offers").
      const offersStarted = Date.now();
      const offers = await seedDemoOffers({ app, database, chains: devnet.chains });
      const offersTook = ((Date.now() - offersStarted) / 1000).toFixed(1);
      if (offers.created.length > 0) log(`Seeded demo offers: ${offers.created.length} offers (${offersTook} s)`);
      for (const failure of offers.failed) log(`Demo offer skipped: ${failure}`);
      // Staking activities with demo NFTs staked (docs/decisions/041-staking-in-the-product.md).
      const staking = await seedDemoStaking({ database, chains: devnet.chains });
      if (staking.activities.length > 0)
        log(`Seeded demo staking: ${staking.activities.length} activities, ${staking.stakes.length} stakes`);
      for (const failure of staking.failed) log(`Demo staking skipped: ${failure}`);
      // A third-party contract, one approved batch migration the indexer imports and one pending
      // (docs/decisions/049-per-contract-backfill-and-import.md).
      const migrations = await seedDemoMigrations({
        database,
        chains: devnet.chains,
        media,
        mediaOrigin,
        site: new URL(config.public.publicUrl).host,
      });
      for (const created of migrations.created) log(`Seeded demo batch migrations: ${created}`);
      for (const failure of migrations.failed) log(`Demo batch migrations skipped: ${failure}`);
      // The Valentine's contest in its voting phase and a finished one (docs/decisions/044-contest-data-model-and-phases.md).
      const contests = await seedDemoContests({ database, contactKey: config.secrets.contestContactKey! });
      if (contests.contests.length > 0)
        log(`Seeded demo contests: ${contests.contests.join(', ')} (${contests.entries} entries, ${contests.votes} votes)`);
      for (const failure of contests.failed) log(`Demo contests skipped: ${failure}`);
      // A live drop and an upcoming one with an allowlist, deployed by a demo creator (docs/decisions/047-drops-in-the-product.md).
      const dropsSeeded = await seedDemoDrops({ app, database, chains: devnet.chains });
      for (const created of dropsSeeded.created) log(`Seeded demo drop: ${created}`);
      for (const failure of dropsSeeded.failed) log(`Demo drop skipped: ${failure}`);
    }
    // The operators sign in with these wallets and open /admin (README "Operator console").
    log(`Admin: ${config.adminAddresses.join(', ')}`);
    return await startServer({
      app,
      host: config.server.host,
      port: config.server.port,
      database,
      onClose: [
        { name: 'indexer', close: () => indexer!.stop() },
        { name: 'purge schedule', close: async () => purge.stop() },
        { name: 'book schedule', close: async () => book.stop() },
        { name: 'jobs', close: () => jobs.close() },
        { name: 'live signal', close: () => liveSignal.close() },
        { name: 'media server', close: () => mediaServer!.close() },
        { name: 'local chains', close: () => devnet.stop() },
      ],
      shutdownTimeoutMs: config.server.shutdownTimeoutMs,
      ...(options.signals === false ? { signals: false as const } : {}),
    });
  } catch (error) {
    await indexer?.stop();
    await jobs.close();
    await liveSignal.close();
    await mediaServer?.close();
    await database?.close();
    await devnet.stop();
    throw error;
  }
}
