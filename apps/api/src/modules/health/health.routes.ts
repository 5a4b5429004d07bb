import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { healthReportSchema } from '@nft/api-contract';
import type { HealthService } from './health.service';

export function registerHealthRoutes(app: FastifyInstance, health: HealthService): void {
  defineRoute(app, {
    method: 'GET',
    url: '/health',
    summary: 'Health of the database and of every active chain',
    description: 'Each check is bounded by HEALTH_TIMEOUT_MS, so an unreachable chain cannot hang the answer.',
    tags: ['system'],
    response: healthReportSchema,
    handler: async (request) => {
      const report = await health.check();
      if (report.status === 'degraded') request.log.warn({ health: report }, 'health degraded');
      return report;
    },
  });
}
