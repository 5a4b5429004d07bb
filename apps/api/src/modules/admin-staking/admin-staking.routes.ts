import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminStakingActivityListSchema,
  adminStakingBuildBodySchema,
  adminStakingBuildResponseSchema,
  adminStakingDetailsBodySchema,
  adminStakingDetailsSchema,
  stakingActivityParamsSchema,
} from '@nft/api-contract';
import { defineRoute } from '../../http/define-route';
import { sessionOf } from '../../plugins/session';
import type { AdminStakingService } from './admin-staking.service';

const adminErrors = ['token_expired', 'admin_only'] as const;

/**
 * The operator console's staking tab (docs/product.md "Operator console"). Every /v1/admin route: `auth: true`,
 * tag 'admin', `preHandler: app.requireAdmin` (the authorisation matrix enumerates them).
 */
export function registerAdminStakingRoutes(app: FastifyInstance, service: AdminStakingService): void {
  const admin = { tags: ['admin'], auth: true as const, preHandler: app.requireAdmin };

  defineRoute(app, {
    ...admin,
    method: 'GET',
    url: '/admin/staking/activities',
    summary: "Every chain's staking activities with their totals and the contract's unallocated reward",
    request: { querystring: z.object({ chain: z.string().min(1).max(16).optional() }) },
    response: adminStakingActivityListSchema,
    errors: [...adminErrors],
    handler: (request) => service.activities(request.query.chain),
  });

  defineRoute(app, {
    ...admin,
    method: 'PATCH',
    url: '/admin/staking/activities/:chain/:id',
    summary: "Names or describes an activity: the title and description the stake market shows (the chain's event has neither)",
    description: 'An absent field stays; an empty or null description clears it. Recorded in the audit log (staking.details_updated).',
    request: { params: stakingActivityParamsSchema, body: adminStakingDetailsBodySchema },
    response: adminStakingDetailsSchema,
    errors: [...adminErrors, 'validation_failed', 'staking_activity_not_found'],
    handler: (request) => {
      const { accountId, address } = sessionOf(request);
      return service.updateDetails({ accountId, address }, request.params.chain, request.params.id, request.body);
    },
  });

  defineRoute(app, {
    ...admin,
    method: 'POST',
    url: '/admin/staking/build',
    summary: "Prepare the operator wallet's transactions: create and fund an activity, or withdraw its unallocated reward",
    description:
      'create: an ERC-20 approve when the allowance is short, then createActivity; withdraw: withdrawUnallocated to the operator, ' +
      'after the end. The intent is recorded in the audit log (staking.create_requested / staking.withdraw_requested).',
    request: { body: adminStakingBuildBodySchema },
    response: adminStakingBuildResponseSchema,
    errors: [
      ...adminErrors,
      'unsupported_chain',
      'order_currency_invalid',
      'staking_start_in_past',
      'staking_activity_not_found',
      'staking_not_ended',
      'staking_nothing_to_withdraw',
    ],
    handler: (request) => {
      const { accountId, address } = sessionOf(request);
      return service.build({ accountId, address }, request.body);
    },
  });
}
