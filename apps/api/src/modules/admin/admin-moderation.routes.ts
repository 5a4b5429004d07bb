import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminAuditPageSchema,
  adminAuditQuerySchema,
  adminCollectionPageSchema,
  adminCollectionQuerySchema,
  adminCollectionSchema,
  adminHiddenBodySchema,
  adminHiddenPageSchema,
  adminHiddenQuerySchema,
  adminIdParamsSchema,
  adminNftSchema,
  adminReportPageSchema,
  adminReportQuerySchema,
  adminReportSchema,
  adminResolveReportBodySchema,
  adminVerifiedBodySchema,
  nftModerationSchema,
  nftParamsSchema,
} from '@nft/api-contract';
import { defineRoute } from '../../http/define-route';
import { sessionOf, sessionOn } from '../../plugins/session';
import type { AdminActor } from './audit-log';
import type { AdminModerationService } from './admin-moderation.service';

const tags = ['admin'];
const adminErrors = ['token_expired', 'admin_only'] as const;

function actorOf(request: FastifyRequest): AdminActor {
  const { accountId, address } = sessionOf(request);
  return { accountId, address };
}

/**
 * The operator console's moderation routes (docs/product.md "Operator console", docs/decisions/036-operators-and-audit-log.md).
 * Every /v1/admin route: `auth: true`, tag 'admin', `preHandler: app.requireAdmin` (route-authorisation tests enumerate them).
 */
export function registerAdminModerationRoutes(app: FastifyInstance, service: AdminModerationService): void {
  const admin = { tags, auth: true, preHandler: app.requireAdmin } as const;

  defineRoute(app, {
    ...admin,
    method: 'GET',
    url: '/admin/collections',
    summary: 'Collections for the console: search, verified and hidden state',
    request: { querystring: adminCollectionQuerySchema },
    response: adminCollectionPageSchema,
    errors: [...adminErrors],
    handler: (request) => service.collections(request.query),
  });

  defineRoute(app, {
    ...admin,
    method: 'POST',
    url: '/admin/collections/:id/verified',
    summary: "Set or clear a collection's verified flag (explore's verified filter and badge)",
    request: { params: adminIdParamsSchema, body: adminVerifiedBodySchema },
    response: adminCollectionSchema,
    errors: [...adminErrors, 'not_found'],
    handler: (request) => service.setVerified(actorOf(request), request.params.id, request.body.verified),
  });

  defineRoute(app, {
    ...admin,
    method: 'POST',
    url: '/admin/collections/:id/hidden',
    summary: 'Hide a collection from the marketplace (with a reason) or show it again',
    request: { params: adminIdParamsSchema, body: adminHiddenBodySchema },
    response: adminCollectionSchema,
    errors: [...adminErrors, 'not_found'],
    handler: (request) => service.setCollectionHidden(actorOf(request), request.params.id, request.body),
  });

  defineRoute(app, {
    ...admin,
    method: 'POST',
    url: '/admin/nfts/:id/hidden',
    summary: 'Hide an NFT from the marketplace (with the reason its owner sees) or show it again',
    request: { params: adminIdParamsSchema, body: adminHiddenBodySchema },
    response: adminNftSchema,
    errors: [...adminErrors, 'not_found'],
    handler: (request) => service.setNftHidden(actorOf(request), request.params.id, request.body),
  });

  defineRoute(app, {
    ...admin,
    method: 'GET',
    url: '/admin/reports',
    summary: 'Reports, newest first (open ones by default)',
    request: { querystring: adminReportQuerySchema },
    response: adminReportPageSchema,
    errors: [...adminErrors],
    handler: (request) => service.reports(request.query),
  });

  defineRoute(app, {
    ...admin,
    method: 'POST',
    url: '/admin/reports/:id/resolve',
    summary: 'Resolve an open report: hide the NFT (the note is the reason its owner sees) or dismiss',
    request: { params: adminIdParamsSchema, body: adminResolveReportBodySchema },
    response: adminReportSchema,
    errors: [...adminErrors, 'not_found', 'report_not_open'],
    handler: (request) => service.resolveReport(actorOf(request), request.params.id, request.body),
  });

  defineRoute(app, {
    ...admin,
    method: 'POST',
    url: '/admin/reports/:id/reopen',
    summary: 'Put a resolved report back in the queue (the NFT is left as it is)',
    request: { params: adminIdParamsSchema, body: z.object({}).optional() },
    response: adminReportSchema,
    errors: [...adminErrors, 'not_found', 'report_not_resolved', 'conflict'],
    handler: (request) => service.reopenReport(actorOf(request), request.params.id),
  });

  defineRoute(app, {
    ...admin,
    method: 'GET',
    url: '/admin/hidden',
    summary: 'Everything hidden by operators, with the reason (kind=nft or collection)',
    request: { querystring: adminHiddenQuerySchema },
    response: adminHiddenPageSchema,
    errors: [...adminErrors],
    handler: (request) => service.hidden(request.query),
  });

  defineRoute(app, {
    ...admin,
    method: 'GET',
    url: '/admin/audit-log',
    summary: 'Every operator action, newest first: who, what, when, before and after',
    request: { querystring: adminAuditQuerySchema },
    response: adminAuditPageSchema,
    errors: [...adminErrors],
    handler: (request) => service.auditLog(request.query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/nfts/:chain/:contractAddress/:tokenId/moderation',
    summary: 'Why an NFT you hold was hidden by the operators',
    description:
      'Holders only; not_found for anyone else and for NFTs not hidden by operators (a hidden NFT stays invisible to the public).',
    tags: ['nfts'],
    auth: true,
    request: { params: nftParamsSchema },
    response: nftModerationSchema,
    errors: ['token_expired', 'session_chain_mismatch', 'unsupported_chain', 'not_found'],
    preHandler: app.requireAuth,
    handler: (request) => service.moderationForHolder(request.params, sessionOn(request, request.params.chain).address),
  });
}
