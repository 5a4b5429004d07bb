import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminContestAwardBodySchema,
  adminContestBodySchema,
  adminContestEntriesQuerySchema,
  adminContestEntryListSchema,
  adminContestEntrySchema,
  adminContestListSchema,
  adminContestReviewBodySchema,
  adminContestSchema,
  adminContestVoidBodySchema,
  adminContestVoidResponseSchema,
  contestEntryParamsSchema,
  contestParamsSchema,
} from '@nft/api-contract';
import { defineRoute } from '../../http/define-route';
import { sessionOf } from '../../plugins/session';
import type { AdminContestsService } from './admin-contests.service';

const adminErrors = ['token_expired', 'admin_only'] as const;

/**
 * The operator console's contests (docs/product.md "Operator console"). Every /v1/admin route: `auth: true`,
 * tag 'admin', `preHandler: app.requireAdmin` (the authorisation matrix enumerates them); writes are audited.
 */
export function registerAdminContestRoutes(app: FastifyInstance, service: AdminContestsService): void {
  const admin = { tags: ['admin'], auth: true as const, preHandler: app.requireAdmin };
  const actor = (request: Parameters<typeof sessionOf>[0]) => {
    const { accountId, address } = sessionOf(request);
    return { accountId, address };
  };

  defineRoute(app, {
    ...admin,
    method: 'GET',
    url: '/admin/contests',
    summary: 'Every contest with entry counts by review status, voided votes and the standings as they are now',
    response: adminContestListSchema,
    errors: [...adminErrors],
    handler: () => service.list(),
  });

  defineRoute(app, {
    ...admin,
    method: 'POST',
    url: '/admin/contests',
    summary: 'Create a contest (texts in English and Japanese, phase dates, limits, prizes); audited as contest.create',
    created: true,
    request: { body: adminContestBodySchema },
    response: adminContestSchema,
    errors: [...adminErrors],
    handler: async (request, reply) => {
      const contest = await service.create(actor(request), request.body);
      reply.status(201);
      return contest;
    },
  });

  defineRoute(app, {
    ...admin,
    method: 'PUT',
    url: '/admin/contests/:id',
    summary: 'Edit and schedule a contest; prizes are matched by position (removed ones lose their awards); audited as contest.update',
    request: { params: contestParamsSchema, body: adminContestBodySchema },
    response: adminContestSchema,
    errors: [...adminErrors, 'contest_not_found'],
    handler: (request) => service.update(actor(request), request.params.id, request.body),
  });

  defineRoute(app, {
    ...admin,
    method: 'GET',
    url: '/admin/contests/:id/entries',
    summary: "A contest's entries with the entrants' contact data (the only place it appears); each reading is audited",
    request: { params: contestParamsSchema, querystring: adminContestEntriesQuerySchema },
    response: adminContestEntryListSchema,
    errors: [...adminErrors, 'contest_not_found', 'service_unavailable'],
    handler: (request) => service.entries(actor(request), request.params.id, request.query.status),
  });

  defineRoute(app, {
    ...admin,
    method: 'POST',
    url: '/admin/contests/:id/entries/:entryId/review',
    summary: 'Accept or reject an entry (the entrant sees the reason); audited as contest.entry_review',
    request: { params: contestEntryParamsSchema, body: adminContestReviewBodySchema },
    response: adminContestEntrySchema,
    errors: [...adminErrors, 'contest_not_found', 'contest_entry_not_found'],
    handler: (request) => service.review(actor(request), request.params.id, request.params.entryId, request.body),
  });

  defineRoute(app, {
    ...admin,
    method: 'POST',
    url: '/admin/contests/:id/votes/void',
    summary: 'Void every vote of an account in the contest, with a reason shown in the public tally; audited as contest.votes_void',
    request: { params: contestParamsSchema, body: adminContestVoidBodySchema },
    response: adminContestVoidResponseSchema,
    errors: [...adminErrors, 'contest_not_found'],
    handler: (request) => service.voidVotes(actor(request), request.params.id, request.body),
  });

  defineRoute(app, {
    ...admin,
    method: 'POST',
    url: '/admin/contests/:id/awards',
    summary: "Set a judged prize's winners among the finalists (judging phase); audited as contest.award",
    request: { params: contestParamsSchema, body: adminContestAwardBodySchema },
    response: adminContestSchema,
    errors: [...adminErrors, 'contest_not_found', 'contest_not_judging', 'contest_award_invalid'],
    handler: (request) => service.award(actor(request), request.params.id, request.body),
  });

  defineRoute(app, {
    ...admin,
    method: 'POST',
    url: '/admin/contests/:id/publish',
    summary: 'Publish the results now (judging phase); audited as contest.publish',
    request: { params: contestParamsSchema, body: z.object({}).optional() },
    response: adminContestSchema,
    errors: [...adminErrors, 'contest_not_found', 'contest_not_judging'],
    handler: (request) => service.publish(actor(request), request.params.id),
  });
}
