import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from './app';
import { createActivityReader } from './modules/activity/activity.service';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { registerChainRoutes } from './modules/chains/chains.routes';
import { registerCollectionRoutes } from './modules/collections/collections.routes';
import { createCollectionService } from './modules/collections/collections.service';
import { createHealthService } from './modules/health/health.service';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerHomeRoutes } from './modules/home/home.routes';
import { createHomeService } from './modules/home/home.service';
import { registerNftRefreshRoutes } from './modules/nfts/nft-refresh.routes';
import { createNftRefreshService } from './modules/nfts/nft-refresh.service';
import { registerNftRoutes } from './modules/nfts/nfts.routes';
import { createNftService } from './modules/nfts/nfts.service';
import { installSessions } from './plugins/session';

/** Every module's routes, mounted under /v1. New modules add one line here. */
export function registerRoutes(v1: FastifyInstance, { config, database, chains, jobs }: AppDependencies): void {
  const { db } = database;
  const { publicUrl } = config.public;
  const activity = createActivityReader({ db, publicUrl });
  // First, so every module below can guard routes with `preHandler: v1.requireAuth`.
  const auth = createAuthService({ db, chains, publicUrl, auth: config.auth });
  installSessions(v1, auth.session);
  registerAuthRoutes(v1, auth, config.auth.rateLimit);
  registerHealthRoutes(v1, createHealthService({ database, chains, timeoutMs: config.health.timeoutMs }));
  registerChainRoutes(v1, chains);
  registerCollectionRoutes(v1, createCollectionService({ db, chains, publicUrl, activity }));
  registerNftRoutes(v1, createNftService({ db, chains, publicUrl, activity }));
  registerNftRefreshRoutes(v1, createNftRefreshService({ db, chains, jobs }));
  registerHomeRoutes(v1, createHomeService({ db, publicUrl }));
}
