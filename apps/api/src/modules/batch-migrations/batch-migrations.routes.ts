import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminBatchMigrationDetailSchema,
  adminBatchMigrationPageSchema,
  adminBatchMigrationQuerySchema,
  adminBatchMigrationReviewBodySchema,
  adminBatchMigrationSchema,
  batchMigrationCheckQuerySchema,
  batchMigrationCheckSchema,
  batchMigrationListSchema,
  batchMigrationParamsSchema,
  batchMigrationSchema,
  createBatchMigrationBodySchema,
} from '@nft/api-contract';
import { defineRoute } from '../../http/define-route';
import { sessionOf, sessionOn } from '../../plugins/session';
import type { BatchMigrationService } from './batch-migrations.service';

const chainErrors = ['unsupported_chain', 'service_unavailable'] as const;
const adminErrors = ['token_expired', 'admin_only'] as const;

function applicantOf(request: FastifyRequest, chain?: string) {
  const { accountId, address } = chain ? sessionOn(request, chain) : sessionOf(request);
  return { accountId, address };
}

/**
 * Batch migration (docs/product.md "Batch migration", docs/decisions/048-batch-migration-control-and-review.md): the
 * applicant's routes need a session; the operator console's live under /v1/admin behind app.requireAdmin and are audited.
 */
export function registerBatchMigrationRoutes(app: FastifyInstance, service: BatchMigrationService): void {
  const signedIn = { tags: ['batch-migrations'], auth: true as const, preHandler: app.requireAuth };

  defineRoute(app, {
    ...signedIn,
    method: 'GET',
    url: '/batch-migrations/check',
    summary: "A contract's facts from the chain and how the signed-in applicant can show control of it",
    description:
      'Standard by ERC-165, name, symbol, owner(), totalSupply(), deployment block and deployer (when the node keeps history); ' +
      'control `owner` when owner() is the caller, else `deployer` with the message the deployer signs.',
    request: { querystring: batchMigrationCheckQuerySchema },
    response: batchMigrationCheckSchema,
    errors: ['token_expired', 'session_chain_mismatch', ...chainErrors],
    handler: (request) => service.check(applicantOf(request, request.query.chain), request.query.chain, request.query.contractAddress),
  });

  defineRoute(app, {
    ...signedIn,
    method: 'POST',
    url: '/batch-migrations',
    created: true,
    summary: 'Ask to import the NFTs of an existing contract into one of your collections (reviewed by the operators)',
    description:
      'The applicant must control the contract: owner() is the session address, or `proof.signature` is the deployer’s ' +
      'signature of the check’s control message. At most 10,000 tokens per request.',
    request: { body: createBatchMigrationBodySchema },
    response: batchMigrationSchema,
    errors: [
      'token_expired',
      'session_chain_mismatch',
      ...chainErrors,
      'migration_collection_invalid',
      'migration_not_nft_contract',
      'migration_not_controller',
      'migration_duplicate',
    ],
    handler: async (request, reply) => {
      const created = await service.create(applicantOf(request, request.body.chain), request.body);
      reply.status(201);
      return created;
    },
  });

  defineRoute(app, {
    ...signedIn,
    method: 'GET',
    url: '/batch-migrations',
    summary: 'Your batch migration requests, newest first, with status, review reason and progress',
    response: batchMigrationListSchema,
    errors: ['token_expired'],
    handler: (request) => service.listOwn(applicantOf(request)),
  });

  defineRoute(app, {
    ...signedIn,
    method: 'GET',
    url: '/batch-migrations/:id',
    summary: 'One of your batch migration requests with its progress and per-token errors',
    request: { params: batchMigrationParamsSchema },
    response: batchMigrationSchema,
    errors: ['token_expired', 'migration_not_found'],
    handler: (request) => service.getOwn(applicantOf(request), request.params.id),
  });

  const admin = { tags: ['admin'], auth: true as const, preHandler: app.requireAdmin };

  defineRoute(app, {
    ...admin,
    method: 'GET',
    url: '/admin/batch-migrations',
    summary: 'Batch migration requests for review (pending by default), newest first',
    request: { querystring: adminBatchMigrationQuerySchema },
    response: adminBatchMigrationPageSchema,
    errors: [...adminErrors],
    handler: (request) => service.adminList(request.query),
  });

  defineRoute(app, {
    ...admin,
    method: 'GET',
    url: '/admin/batch-migrations/:id',
    summary: "A request with the contract's facts read again from the chain and a sample of its tokens' metadata and images",
    request: { params: batchMigrationParamsSchema },
    response: adminBatchMigrationDetailSchema,
    errors: [...adminErrors, 'migration_not_found', ...chainErrors],
    handler: (request) => service.adminDetail(request.params.id),
  });

  defineRoute(app, {
    ...admin,
    method: 'POST',
    url: '/admin/batch-migrations/:id/review',
    summary: 'Approve (the indexer then imports) or reject with a reason; audited',
    request: { params: batchMigrationParamsSchema, body: adminBatchMigrationReviewBodySchema },
    response: adminBatchMigrationSchema,
    errors: [...adminErrors, 'migration_not_found', 'migration_not_pending'],
    handler: (request) => {
      const { accountId, address } = sessionOf(request);
      return service.review({ accountId, address }, request.params.id, request.body);
    },
  });
}
