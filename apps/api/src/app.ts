import { randomUUID } from 'node:crypto';
import { chainRpcRedactor, withRedaction } from './logging/redacted-logger';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ChainRegistry } from '@nft/chains';
import type { DatabaseHandle } from '@nft/db';
import type { JobQueue, LiveSignal } from '@nft/jobs';
import type { MediaStore } from '@nft/media';
import type { AppConfig } from './config/env';
import { clientErrorHandler } from './errors/client-error-handler';
import { handleError, sendNotFound } from './errors/send-failure';
import { responseSerializerCompiler } from './http/response-serializer';
import { drainPlugin } from './plugins/drain';
import { errorsPlugin } from './plugins/errors';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestContextPlugin } from './plugins/request-context';
import { routeTablePlugin } from './plugins/route-table';
import { isBuiltAssetRequest, staticWebPlugin } from './plugins/static-web';
import { browserRpcUrls, webContentSecurityPolicy } from './plugins/web-content-security-policy';
import { registerRoutes } from './routes';
import { createNftImageLookup } from './modules/nfts/nfts.service';

export type AppDependencies = {
  config: AppConfig;
  /** Opened and closed by the caller (see startServer), so one handle can serve the indexer too. */
  database: DatabaseHandle;
  chains: ChainRegistry;
  /** Content-addressed media (uploads write it); served by the separate media listener, never by this app. */
  media?: MediaStore;
  /** Background jobs (metadata refreshes); omitted where a role queues nothing. Opened and closed by the caller. */
  jobs?: JobQueue;
  /** Wakes the live event stream of every replica (Redis with REDIS_URL); in-process when omitted. Closed by the caller. */
  liveSignal?: LiveSignal;
  /**
   * Check responses written by the compiled serializer with zod as well (default true, so tests catch
   * drift); production turns it off (docs/decisions/058-explore-page-in-one-statement.md).
   */
  checkResponses?: boolean;
  /** Fastify logger options; defaults to JSON logs at config.server.logLevel. Tests pass false. */
  logger?: boolean | Record<string, unknown>;
  /**
   * The time contest phases are read at (docs/decisions/044-contest-data-model-and-phases.md); the real clock when
   * omitted. Only an in-process caller (the browser tests, through startEmbedded) passes another: no route or setting moves it.
   */
  clock?: Clock;
};

/** A source of the current time. */
export type Clock = { now(): Date };

/** Builds the API (not listening): tests drive it with `app.inject`, startServer puts it on a port. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: withRedaction(deps.logger ?? defaultLogger(config), chainRpcRedactor(deps.chains)),
    trustProxy: trustProxy(config.server.trustProxy),
    bodyLimit: config.server.bodyLimitBytes,
    // Slow clients (slowloris, a trickled upload) cannot hold a socket or a request open without bound.
    requestTimeout: config.server.requestTimeoutMs,
    connectionTimeout: config.server.connectionTimeoutMs,
    genReqId: () => randomUUID(),
    frameworkErrors: handleError,
    clientErrorHandler,
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: deps.checkResponses ?? true }));
  // JSON only (multipart where a module registers it): a text/plain body is what a cross-site form
  // can send without a CORS preflight, so it is refused with 415 instead of parsed.
  app.removeContentTypeParser('text/plain');

  // Order matters: context and errors first, then the plugins that watch routes being added.
  await app.register(routeTablePlugin);
  await app.register(requestContextPlugin);
  await app.register(errorsPlugin);
  await app.register(drainPlugin);
  // The web app's Content-Security-Policy needs its RPC and media origins; it is set with the web app.
  await app.register(helmet, { contentSecurityPolicy: false });
  await app.register(rateLimitPlugin, { ...config.rateLimit, redisUrl: config.secrets.redisUrl, exempt: isBuiltAssetRequest });
  await app.register(openApiPlugin);
  await app.register(
    async (v1) => {
      v1.setNotFoundHandler({ preHandler: v1.rateLimit() }, sendNotFound);
      registerRoutes(v1, deps);
    },
    { prefix: '/v1' },
  );
  const contentSecurityPolicy = webContentSecurityPolicy({ ...config.public, rpcUrls: browserRpcUrls(deps.chains) });
  // The NFT page names its picture in a preload link, looked up as GET /v1/nfts/... reads it (same media origin).
  const nftImage = createNftImageLookup({ db: deps.database.db, chains: deps.chains, publicUrl: config.public.mediaUrl });
  await app.register(staticWebPlugin, { distDir: config.paths.webDistDir, contentSecurityPolicy, nftImage });
  return app;
}

// A number is a count of proxy hops to trust in X-Forwarded-For (Fastify's types only take a function).
function trustProxy(setting: boolean | number): boolean | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

function defaultLogger(config: AppConfig) {
  return {
    level: config.server.logLevel,
    // The session token travels in a header; it must never reach a log line.
    redact: { paths: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
  };
}
