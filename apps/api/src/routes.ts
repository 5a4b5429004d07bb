import type { FastifyInstance } from 'fastify';
import { createInProcessLiveSignal } from '@nft/jobs';
import { createMediaWorkQueue } from '@nft/media';
import { refreshCollectionFloors } from '@nft/db';
import type { AppDependencies } from './app';
import { createActivityReader } from './modules/activity/activity.service';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { registerChainRoutes } from './modules/chains/chains.routes';
import { registerAccountRoutes } from './modules/accounts/accounts.routes';
import { registerAdminHomeRoutes } from './modules/admin-home/admin-home.routes';
import { createAdminHomeService } from './modules/admin-home/admin-home.service';
import { createAccountService } from './modules/accounts/accounts.service';
import { registerCollectionWriteRoutes } from './modules/collections/collection-write.routes';
import { createCollectionWriteService } from './modules/collections/collection-write.service';
import { registerCollectionRoutes } from './modules/collections/collections.routes';
import { createCollectionService } from './modules/collections/collections.service';
import { createHealthService } from './modules/health/health.service';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerLegalRoutes } from './modules/legal/legal.routes';
import { registerHomeRoutes } from './modules/home/home.routes';
import { registerDerivativeLikeRoutes } from './modules/home/derivative-like.routes';
import { createDerivativeLikeService } from './modules/home/derivative-like.service';
import { registerArtistRoutes } from './modules/artists/artists.routes';
import { createArtistService } from './modules/artists/artists.service';
import { createHomeService } from './modules/home/home.service';
import { registerNftDeleteRoutes } from './modules/nfts/nft-delete.routes';
import { createNftDeleteService } from './modules/nfts/nft-delete.service';
import { registerNftFavoriteRoutes } from './modules/nfts/nft-favorite.routes';
import { createNftFavoriteService } from './modules/nfts/nft-favorite.service';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { registerWatchlistRoutes } from './modules/watchlist/watchlist.routes';
import { createWatchlistService } from './modules/watchlist/watchlist.service';
import { registerNftHiddenRoutes } from './modules/nfts/nft-hidden.routes';
import { createNftHiddenService } from './modules/nfts/nft-hidden.service';
import { registerNftDraftRoutes } from './modules/nft-create/nft-draft.routes';
import { createNftDraftService } from './modules/nft-create/nft-draft.service';
import { registerOrderFillRoutes } from './modules/order-fill/order-fill.routes';
import { createOrderFillService } from './modules/order-fill/order-fill.service';
import { registerNftMetadataRoute } from './modules/nft-create/nft-metadata.routes';
import { registerNftListRoutes } from './modules/nfts/nft-list.routes';
import { createNftListService } from './modules/nfts/nft-list.service';
import { registerNftRefreshRoutes } from './modules/nfts/nft-refresh.routes';
import { createNftRefreshService } from './modules/nfts/nft-refresh.service';
import { registerNftReportRoutes } from './modules/nfts/nft-report.routes';
import { createNftReportService } from './modules/nfts/nft-report.service';
import { registerNftUnlockableRoutes } from './modules/nfts/nft-unlockable.routes';
import { createNftUnlockableService } from './modules/nfts/nft-unlockable.service';
import { registerNftRoutes } from './modules/nfts/nfts.routes';
import { createNftService } from './modules/nfts/nfts.service';
import { registerUploadRoutes } from './modules/uploads/uploads.routes';
import { createUploadService } from './modules/uploads/uploads.service';
import { registerOrderRoutes } from './modules/orders/orders.routes';
import { registerAuctionSettlement } from './modules/auction-settlement/register-auction-settlement';
import { createOrderService } from './modules/orders/orders.service';
import { createFloorRefresher } from './modules/orders/floor-refresh';
import { createTradingChains } from './modules/orders/trading-chain';
import { registerProfileRoutes } from './modules/profiles/profiles.routes';
import { createProfileService } from './modules/profiles/profiles.service';
import { registerAdminStakingRoutes } from './modules/admin-staking/admin-staking.routes';
import { createAdminStakingService } from './modules/admin-staking/admin-staking.service';
import { registerAdminModerationRoutes } from './modules/admin/admin-moderation.routes';
import { createAdminModerationService } from './modules/admin/admin-moderation.service';
import { installSessions } from './plugins/session';
import { registerLiveEventRoutes } from './modules/live-events/live-events.routes';
import { registerDropRoutes } from './modules/drops/drops.routes';
import { createDropsService } from './modules/drops/drops.service';
import { registerStakingRoutes } from './modules/staking/staking.routes';
import { createStakingService } from './modules/staking/staking.service';
import { registerContestRoutes } from './modules/contests/contests.routes';
import { createContestsService } from './modules/contests/contests.service';
import { registerAdminContestRoutes } from './modules/admin-contests/admin-contests.routes';
import { createAdminContestsService } from './modules/admin-contests/admin-contests.service';
import { registerBatchMigrationRoutes } from './modules/batch-migrations/batch-migrations.routes';
import { createBatchMigrationService, metadataFetchOf } from './modules/batch-migrations/batch-migrations.service';

/** Every module's routes, mounted under /v1. New modules add one line here. */
export function registerRoutes(v1: FastifyInstance, { config, database, chains, jobs, media, liveSignal, clock }: AppDependencies): void {
  const { db } = database;
  const { publicUrl, mediaUrl: mediaOrigin } = config.public;
  // Read services use their `publicUrl` only to build media URLs, so they get the media origin
  // (docs/security.md row 8); auth and NFT drafts also need the app origin itself.
  const activity = createActivityReader({ db, publicUrl: mediaOrigin });
  // First, so every module below can guard routes with `preHandler: v1.requireAuth`.
  // Operators: ADMIN_ADDRESSES decides (docs/decisions/036-operators-and-audit-log.md); requireAdmin guards /v1/admin.
  const admins = new Set(config.adminAddresses);
  const auth = createAuthService({ db, chains, publicUrl, auth: config.auth, admins });
  installSessions(v1, auth.session, admins);
  registerAuthRoutes(v1, auth, config.auth.rateLimit);
  registerHealthRoutes(v1, createHealthService({ database, chains, timeoutMs: config.health.timeoutMs }));
  registerChainRoutes(v1, chains);
  // The live stream (docs/decisions/050-live-updates.md); its hook announces the writes of every route in /v1.
  registerLiveEventRoutes(v1, {
    db,
    chains,
    signal: liveSignal ?? createInProcessLiveSignal(),
    limits: config.liveEvents,
    pollMs: config.liveEvents.pollMs,
  });
  registerLegalRoutes(v1, config.site);
  // The cached collection floor follows the intake and moderation within a moment (docs/decisions/074-collection-floor-after-intake.md).
  const floors = createFloorRefresher({
    refresh: (ids) => refreshCollectionFloors(db, ids),
    onError: (err, collectionIds) => v1.log.warn({ err, collectionIds }, 'collection floor refresh failed; the book job retries'),
  });
  v1.addHook('onClose', async () => floors.close());
  const collectionsRead = createCollectionService({ db, chains, publicUrl: mediaOrigin, activity });
  registerCollectionRoutes(v1, collectionsRead);
  registerCollectionWriteRoutes(v1, createCollectionWriteService({ db, chains, read: collectionsRead }));
  registerProfileRoutes(v1, createProfileService({ db, publicUrl: mediaOrigin }));
  registerAccountRoutes(v1, createAccountService({ db, chains, publicUrl: mediaOrigin, activity }));
  registerNftRoutes(v1, createNftService({ db, chains, publicUrl: mediaOrigin, activity }));
  registerNftListRoutes(v1, createNftListService({ db, chains, publicUrl: mediaOrigin, cacheTtlMs: config.explore.cacheTtlMs }));
  registerNftRefreshRoutes(v1, createNftRefreshService({ db, chains, jobs }), config.refresh);
  registerNftFavoriteRoutes(v1, createNftFavoriteService({ db, chains }));
  registerWatchlistRoutes(v1, createWatchlistService({ db, chains, publicUrl: mediaOrigin }));
  registerNotificationRoutes(v1, createNotificationsService({ db, publicUrl: mediaOrigin, ...(clock ? { now: () => clock.now() } : {}) }));
  registerNftReportRoutes(v1, createNftReportService({ db, chains }));
  registerNftUnlockableRoutes(v1, createNftUnlockableService({ db, chains }));
  registerNftDeleteRoutes(v1, createNftDeleteService({ db, chains }));
  registerNftHiddenRoutes(v1, createNftHiddenService({ db, chains, publicUrl: mediaOrigin }));
  registerHomeRoutes(v1, createHomeService({ db, publicUrl: mediaOrigin }));
  // The operator console's moderation (docs/decisions/036-operators-and-audit-log.md).
  registerAdminModerationRoutes(v1, createAdminModerationService({ db, chains, publicUrl: mediaOrigin, floors }));
  registerAdminHomeRoutes(v1, createAdminHomeService({ db, publicUrl: mediaOrigin }));
  registerDerivativeLikeRoutes(v1, createDerivativeLikeService({ db }));
  registerArtistRoutes(v1, createArtistService({ db, publicUrl: mediaOrigin }));
  registerOrderFillRoutes(
    v1,
    createOrderFillService({
      db,
      chains,
      orderSignerKey: config.secrets.orderSignerKey,
      rpcTimeoutMs: config.auth.rpcTimeoutMs,
      ...(clock ? { now: () => clock.now() } : {}),
    }),
  );
  const nftDrafts = createNftDraftService({ db, chains, publicUrl, mediaOrigin, media });
  registerNftDraftRoutes(v1, nftDrafts);
  registerNftMetadataRoute(v1, nftDrafts);
  const { uploads } = config;
  const uploadQueue = createMediaWorkQueue({ concurrency: uploads.processingConcurrency, maxWaiting: uploads.processingQueue });
  const uploadService = media
    ? createUploadService({
        db,
        store: media,
        mediaOrigin,
        quota: { bytesPerDay: uploads.bytesPerDay, filesPerMinute: uploads.filesPerMinute },
        queue: uploadQueue,
      })
    : undefined;
  registerUploadRoutes(v1, uploadService, { requestsPerMinute: uploads.requestsPerMinute });
  // The order book (docs/product.md "Trading"): chain reads share the sign-in chain-check bound.
  const trading = createTradingChains({ chains, fees: config.trading.fees, rpcTimeoutMs: config.auth.rpcTimeoutMs });
  // The book, the fill route and the settlement read the time at `clock` too (docs/decisions/060-ci-in-fifteen-minutes.md
  // "Update"): a listing's start, an auction's end and its anti-sniping extension agree with the contests' clock.
  registerOrderRoutes(
    v1,
    createOrderService({
      db,
      trading,
      auctions: config.trading.auctions,
      mediaOrigin,
      floors,
      ...(clock ? { now: () => clock.now().getTime() } : {}),
    }),
  );
  // Ended auctions settle from this process (docs/decisions/031-english-auctions.md).
  registerAuctionSettlement(v1, { config, db, trading, ...(clock ? { clock } : {}) });
  // Staking (docs/decisions/041-staking-in-the-product.md).
  const staking = createStakingService({ db, chains, publicUrl: mediaOrigin });
  registerStakingRoutes(v1, staking);
  registerAdminStakingRoutes(v1, createAdminStakingService({ db, chains, staking, rpcTimeoutMs: config.auth.rpcTimeoutMs }));
  // Drops (docs/decisions/047-drops-in-the-product.md).
  registerDropRoutes(v1, createDropsService({ db, chains, publicUrl, mediaOrigin, rpcTimeoutMs: config.auth.rpcTimeoutMs }));
  // Contests (docs/decisions/044-contest-data-model-and-phases.md, 045-verifiable-contest-votes.md): phases at `clock`'s time.
  const contests = {
    db,
    chains,
    mediaOrigin,
    contactKey: config.secrets.contestContactKey,
    rpcTimeoutMs: config.auth.rpcTimeoutMs,
    ...(clock ? { now: () => clock.now() } : {}),
  };
  registerContestRoutes(v1, createContestsService(contests));
  registerAdminContestRoutes(v1, createAdminContestsService(contests));
  // Batch migration (docs/decisions/048-batch-migration-control-and-review.md).
  const migrations = { site: new URL(publicUrl).host, rpcTimeoutMs: config.auth.rpcTimeoutMs, media, mediaOrigin };
  registerBatchMigrationRoutes(v1, createBatchMigrationService({ db, chains, ...migrations, fetch: metadataFetchOf(media, mediaOrigin) }));
}
