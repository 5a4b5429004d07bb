import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { sessionOf } from '../../plugins/session';
import { nftFavoriteSchema, nftParamsSchema } from '@nft/api-contract';
import type { NftFavoriteService } from './nft-favorite.service';

export function registerNftFavoriteRoutes(app: FastifyInstance, service: NftFavoriteService): void {
  const url = '/nfts/:chain/:contractAddress/:tokenId/favorite';
  defineRoute(app, {
    method: 'POST',
    url,
    summary: 'Favourite an NFT',
    description: 'Idempotent: favouriting twice keeps one favourite. Answers the new count.',
    tags: ['nfts'],
    auth: true,
    request: { params: nftParamsSchema },
    response: nftFavoriteSchema,
    errors: ['token_expired', 'unsupported_chain', 'not_found'],
    preHandler: app.requireAuth,
    handler: (request) => service.favorite(request.params, sessionOf(request).accountId),
  });

  defineRoute(app, {
    method: 'DELETE',
    url,
    summary: 'Remove a favourite',
    description: 'Idempotent: removing a favourite that does not exist changes nothing.',
    tags: ['nfts'],
    auth: true,
    request: { params: nftParamsSchema },
    response: nftFavoriteSchema,
    errors: ['token_expired', 'unsupported_chain', 'not_found'],
    preHandler: app.requireAuth,
    handler: (request) => service.unfavorite(request.params, sessionOf(request).accountId),
  });
}
