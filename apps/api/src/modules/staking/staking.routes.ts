import type { FastifyInstance } from 'fastify';
import {
  accountParamsSchema,
  accountStakeListSchema,
  accountStakesQuerySchema,
  stakingActivitiesQuerySchema,
  stakingActivityDetailSchema,
  stakingActivityListSchema,
  stakingActivityParamsSchema,
  stakingActivityQuerySchema,
  stakingBuildBodySchema,
  stakingBuildResponseSchema,
} from '@nft/api-contract';
import { defineRoute } from '../../http/define-route';
import { sessionOn } from '../../plugins/session';
import type { StakingService } from './staking.service';

/** Staking (issue 14, docs/decisions/041-staking-in-the-product.md): public reads and the wallet's transactions. */
export function registerStakingRoutes(app: FastifyInstance, service: StakingService): void {
  defineRoute(app, {
    method: 'GET',
    url: '/staking/activities',
    summary: 'Staking activities, ongoing or finished',
    description:
      "Activities of every chain's stake contract (or one chain): eligible collections, reward token, funded and remaining reward, " +
      'total staked, period and lock period. Amounts in base units with display values.',
    tags: ['staking'],
    request: { querystring: stakingActivitiesQuerySchema },
    response: stakingActivityListSchema,
    handler: (request) => service.activities(request.query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/staking/activities/:chain/:id',
    summary: 'One staking activity',
    description:
      "The activity, the total staked after each change (oldest first) and, with `staker`, that holder's active stakes with expected " +
      'and claimable reward as of `asOf` (grow by `rewardPerSecond` until `endsAt`).',
    tags: ['staking'],
    request: { params: stakingActivityParamsSchema, querystring: stakingActivityQuerySchema },
    response: stakingActivityDetailSchema,
    errors: ['staking_activity_not_found'],
    handler: (request) => service.activity(request.params.chain, request.params.id, request.query.staker),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/accounts/:address/stakes',
    summary: "An account's stakes (the account page's staked tab)",
    description: 'Amount, start, lock period, expected and claimable reward of each stake, newest first.',
    tags: ['accounts', 'staking'],
    request: { params: accountParamsSchema, querystring: accountStakesQuerySchema },
    response: accountStakeListSchema,
    handler: (request) => service.accountStakes(request.params.address, request.query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/staking/build',
    summary: 'Prepare stake, claim or unstake transactions for the wallet',
    description:
      'Signed in. stake: one safeTransferFrom per NFT to the chain stake contract with the activity id as data (no approval needed); ' +
      'claim / unstake: one claimMany / unstakeMany of the caller’s stakes. Checks what the contract would refuse first.',
    tags: ['staking'],
    auth: true,
    request: { body: stakingBuildBodySchema },
    response: stakingBuildResponseSchema,
    errors: [
      'token_expired',
      'session_chain_mismatch',
      'unsupported_chain',
      'forbidden',
      'staking_activity_not_found',
      'staking_not_running',
      'staking_not_eligible',
      'already_staked',
      'stake_not_found',
      'stake_locked',
    ],
    preHandler: app.requireAuth,
    handler: (request) => service.build(sessionOn(request, request.body.chain), request.body),
  });
}
