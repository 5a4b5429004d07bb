import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import {
  activityPageSchema,
  activityQuerySchema,
  accountParamsSchema,
  accountCollectionPageSchema,
  accountListQuerySchema,
  accountNftPageSchema,
  accountNftsQuerySchema,
  accountTabCollectionsQuerySchema,
  accountTabCollectionsSchema,
} from '@nft/api-contract';
import type { AccountService } from './accounts.service';

/** The account page's tabs (offers and staked arrive with trading and staking). */
export function registerAccountRoutes(app: FastifyInstance, service: AccountService): void {
  defineRoute(app, {
    method: 'GET',
    url: '/accounts/:address/nfts',
    summary: "An account's NFTs: collected, created or favorited",
    description: 'Keyset pages: pass `nextCursor` back as `cursor` with the same tab.',
    tags: ['accounts'],
    request: { params: accountParamsSchema, querystring: accountNftsQuerySchema },
    response: accountNftPageSchema,
    handler: (request) => service.nfts(request.params.address, request.query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/accounts/:address/nft-collections',
    summary: "The collections of an account tab's NFTs, with how many each holds",
    description: 'For narrowing a tab by collection (`GET /v1/accounts/{address}/nfts?collection=`): most items first, at most 100.',
    tags: ['accounts'],
    request: { params: accountParamsSchema, querystring: accountTabCollectionsQuerySchema },
    response: accountTabCollectionsSchema,
    handler: (request) => service.tabCollections(request.params.address, request.query.tab),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/accounts/:address/collections',
    summary: 'Collections an account created, newest first',
    tags: ['accounts'],
    request: { params: accountParamsSchema, querystring: accountListQuerySchema },
    response: accountCollectionPageSchema,
    handler: (request) => service.collections(request.params.address, request.query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/accounts/:address/activity',
    summary: 'What an account sent and received (mints, transfers, sales, listings), newest first',
    tags: ['accounts'],
    request: { params: accountParamsSchema, querystring: activityQuerySchema },
    response: activityPageSchema,
    handler: (request) => service.activity(request.params.address, request.query),
  });
}
