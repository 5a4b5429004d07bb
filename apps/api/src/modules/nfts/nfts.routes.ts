import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { activityPageSchema, activityQuerySchema } from '../activity/activity.schemas';
import { nftDetailSchema, nftListQuerySchema, nftPageSchema, nftParamsSchema } from './nfts.schemas';
import type { NftService } from './nfts.service';

export function registerNftRoutes(app: FastifyInstance, service: NftService): void {
  defineRoute(app, {
    method: 'GET',
    url: '/nfts',
    summary: 'Explore NFTs',
    description: 'Visible NFTs (not hidden, burned or deleted), filtered and sorted, in keyset pages: pass `nextCursor` back as `cursor` with the same filters and sort.',
    tags: ['nfts'],
    request: { querystring: nftListQuerySchema },
    response: nftPageSchema,
    errors: ['unsupported_chain'],
    handler: (request) => service.list(request.query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/nfts/:chain/:contractAddress/:tokenId',
    summary: 'One NFT with its attributes, holders and mint',
    tags: ['nfts'],
    request: { params: nftParamsSchema },
    response: nftDetailSchema,
    errors: ['unsupported_chain', 'not_found'],
    handler: (request) => service.get(request.params),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/nfts/:chain/:contractAddress/:tokenId/activity',
    summary: "One NFT's trading history, newest first",
    tags: ['nfts'],
    request: { params: nftParamsSchema, querystring: activityQuerySchema },
    response: activityPageSchema,
    errors: ['unsupported_chain', 'not_found'],
    handler: (request) => service.activity(request.params, request.query),
  });
}
