import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { sessionOf, sessionOn } from '../../plugins/session';
import { hiddenNftListSchema, nftRestoreSchema, nftParamsSchema } from '@nft/api-contract';
import type { NftHiddenService } from './nft-hidden.service';

export function registerNftHiddenRoutes(app: FastifyInstance, service: NftHiddenService): void {
  defineRoute(app, {
    method: 'GET',
    url: '/me/hidden-nfts',
    summary: 'NFTs you hold and hid from the marketplace',
    description: 'Only the caller sees this list: hidden NFTs are shown to nobody else.',
    tags: ['nfts'],
    auth: true,
    response: hiddenNftListSchema,
    errors: ['token_expired'],
    preHandler: app.requireAuth,
    handler: (request) => service.list(sessionOf(request)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/nfts/:chain/:contractAddress/:tokenId/restore',
    summary: 'Show an NFT you hid again',
    description:
      'Holders only (not_nft_owner otherwise). not_found when the NFT is not hidden by its holder (never hidden, burned, or hidden by moderation).',
    tags: ['nfts'],
    auth: true,
    request: { params: nftParamsSchema },
    response: nftRestoreSchema,
    errors: ['token_expired', 'session_chain_mismatch', 'unsupported_chain', 'not_found', 'not_nft_owner'],
    preHandler: app.requireAuth,
    handler: (request) => service.restore(request.params, sessionOn(request, request.params.chain)),
  });
}
