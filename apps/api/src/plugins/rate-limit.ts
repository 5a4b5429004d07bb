import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { AppError } from '@nft/shared';
import { clientKey } from './client-key';

export type RateLimitOptions = {
  max: number;
  windowMs: number;
  /** When set, the counters live in Redis so every API replica shares them (decision 022). */
  redisUrl?: string;
  /** Prefix of the Redis keys, so several deployments (or test runs) can share one Redis. */
  redisPrefix: string;
  /** Requests the global limit does not count (the web build's content-hashed files, static-web.ts). */
  exempt?: (request: FastifyRequest) => boolean;
};

/**
 * One global limit per client (clientKey: the address, or its /64 for IPv6); routes may set a
 * stricter `config.rateLimit` (the sign-in routes do) with the same key and store. Without
 * REDIS_URL the counters live in this process.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, options) => {
    // Fail fast: a request must not hang on a Redis that is away (see skipOnError below).
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) {
      redis.on('error', (error: Error) => app.log.warn({ err: error.message }, 'rate-limit redis error'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: true,
      max: options.max,
      timeWindow: options.windowMs,
      keyGenerator: (request) => clientKey(request.ip),
      ...(options.exempt ? { allowList: options.exempt } : {}),
      ...(redis ? { redis, nameSpace: `${options.redisPrefix}rate-limit:` } : {}),
      // With Redis away, requests are served unlimited rather than all refused: a limiter outage
      // must not become an outage of the whole API. The error is logged above.
      skipOnError: true,
      // Thrown, so the one error handler turns it into the localised 429 envelope.
      errorResponseBuilder: () => new AppError('rate_limited'),
    });
  },
  { name: 'rate-limit', fastify: '5.x' },
);
