import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { nftRefreshSchema } from './nft-refresh.schemas';
import type { NftRefreshService } from './nft-refresh.service';
import { nftParamsSchema } from '@nft/api-contract';

export function registerNftRefreshRoutes(app: FastifyInstance, service: NftRefreshService): void {
  defineRoute(app, {
    method: 'POST',
    url: '/nfts/:chain/:contractAddress/:tokenId/refresh',
    summary: "Queue a refresh of one NFT's metadata and media",
    description: 'Reads the token URI from the chain again and fetches its metadata and media in the background. One refresh per token per minute.',
    tags: ['nfts'],
    request: { params: nftParamsSchema },
    response: nftRefreshSchema,
    errors: ['unsupported_chain', 'not_found', 'refresh_cooldown', 'service_unavailable'],
    handler: (request) => service.refresh(request.params),
  });
}
