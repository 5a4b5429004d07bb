import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { sessionOn } from '../../plugins/session';
import { nftUnlockableSchema, nftParamsSchema } from '@nft/api-contract';
import type { NftUnlockableService } from './nft-unlockable.service';

export function registerNftUnlockableRoutes(app: FastifyInstance, service: NftUnlockableService): void {
  defineRoute(app, {
    method: 'GET',
    url: '/nfts/:chain/:contractAddress/:tokenId/unlockable',
    summary: "Read an NFT's unlockable content (current owners only)",
    description: 'A caller holding no copy gets 403 not_nft_owner; an owner of an NFT without unlockable content gets 404.',
    tags: ['nfts'],
    auth: true,
    request: { params: nftParamsSchema },
    response: nftUnlockableSchema,
    errors: ['token_expired', 'session_chain_mismatch', 'unsupported_chain', 'not_nft_owner', 'not_found'],
    preHandler: app.requireAuth,
    handler: (request) => service.read(request.params, sessionOn(request, request.params.chain)),
  });
}
