import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '@nft/shared';

export type RateLimitOptions = { max: number; windowMs: number };

/**
 * One global limit per client address. The counters live in this process: behind several replicas
 * each counts on its own (a shared Redis store is future work, see decision 006).
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: true,
      max: options.max,
      timeWindow: options.windowMs,
      // Thrown, so the one error handler turns it into the localised 429 envelope.
      errorResponseBuilder: () => new AppError('rate_limited'),
    });
  },
  { name: 'rate-limit', fastify: '5.x' },
);
