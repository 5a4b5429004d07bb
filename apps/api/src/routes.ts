import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from './app';
import { registerChainRoutes } from './modules/chains/chains.routes';
import { createHealthService } from './modules/health/health.service';
import { registerHealthRoutes } from './modules/health/health.routes';

/** Every module's routes, mounted under /v1. New modules add one line here. */
export function registerRoutes(v1: FastifyInstance, { config, database, chains }: AppDependencies): void {
  registerHealthRoutes(v1, createHealthService({ database, chains, timeoutMs: config.health.timeoutMs }));
  registerChainRoutes(v1, chains);
}
