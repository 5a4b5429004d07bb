import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { activityPageSchema, activityQuerySchema, nftDetailSchema, nftParamsSchema, nftPriceHistorySchema } from '@nft/api-contract';
import type { NftService } from './nfts.service';

export function registerNftRoutes(app: FastifyInstance, service: NftService): void {
  // GET /nfts (explore) is registered by nft-list.routes.ts.
  defineRoute(app, {
    method: 'GET',
    url: '/nfts/:chain/:contractAddress/:tokenId',
    summary: 'One NFT with its attributes, holders and mint',
    description:
      'With a valid `token` header, `favorited` tells whether the caller favourited it; an absent or stale token reads as anonymous.',
    tags: ['nfts'],
    request: { params: nftParamsSchema },
    response: nftDetailSchema,
    errors: ['unsupported_chain', 'not_found'],
    preHandler: app.optionalAuth,
    handler: (request) => service.get(request.params, request.session?.accountId),
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

  defineRoute(app, {
    method: 'GET',
    url: '/nfts/:chain/:contractAddress/:tokenId/price-history',
    summary: "One NFT's sales, for its price chart",
    description:
      'The newest 500 sales with a known price, oldest first, each in its own currency (docs/decisions/051-price-charts.md); bundles and mixed-currency fills have no price and are left out.',
    tags: ['nfts'],
    request: { params: nftParamsSchema },
    response: nftPriceHistorySchema,
    errors: ['unsupported_chain', 'not_found'],
    handler: (request) => service.priceHistory(request.params),
  });
}
