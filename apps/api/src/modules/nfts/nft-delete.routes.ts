import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { sessionOn } from '../../plugins/session';
import { nftDeleteSchema, nftParamsSchema } from '@nft/api-contract';
import type { NftDeleteService } from './nft-delete.service';

export function registerNftDeleteRoutes(app: FastifyInstance, service: NftDeleteService): void {
  defineRoute(app, {
    method: 'DELETE',
    url: '/nfts/:chain/:contractAddress/:tokenId',
    summary: 'Delete an NFT you own',
    description:
      'Owners only, and not while the NFT is listed (nft_in_trade) or staked (nft_staked). Tokens of the platform contracts answer burn_required: burn them from the wallet. Other tokens are hidden from the marketplace; an ERC-1155 only when the caller holds every copy.',
    tags: ['nfts'],
    auth: true,
    request: { params: nftParamsSchema },
    response: nftDeleteSchema,
    errors: [
      'token_expired',
      'session_chain_mismatch',
      'unsupported_chain',
      'not_found',
      'not_nft_owner',
      'forbidden',
      'nft_in_trade',
      'nft_staked',
      'burn_required',
    ],
    preHandler: app.requireAuth,
    handler: (request) => service.remove(request.params, sessionOn(request, request.params.chain)),
  });
}
