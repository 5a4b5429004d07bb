import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { nftRefreshSchema, nftParamsSchema } from '@nft/api-contract';
import type { NftRefreshService } from './nft-refresh.service';

/** Refreshes per client per minute: each one may fetch and decode media, and anyone may ask. */
export type NftRefreshRouteOptions = { perClientPerMinute: number };

export function registerNftRefreshRoutes(
  app: FastifyInstance,
  service: NftRefreshService,
  options: NftRefreshRouteOptions = { perClientPerMinute: 10 },
): void {
  defineRoute(app, {
    method: 'POST',
    url: '/nfts/:chain/:contractAddress/:tokenId/refresh',
    summary: "Queue a refresh of one NFT's metadata and media",
    description:
      'Reads the token URI from the chain again and fetches its metadata and media in the background. One refresh per token per minute.',
    tags: ['nfts'],
    request: { params: nftParamsSchema },
    response: nftRefreshSchema,
    errors: ['unsupported_chain', 'not_found', 'refresh_cooldown', 'service_unavailable'],
    // Anonymous, and each refresh may make the worker fetch and decode large media: besides the
    // per-token cooldown, one client cannot walk many tokens to force decodes (issue 9 item 4).
    config: { rateLimit: { max: options.perClientPerMinute, timeWindow: 60_000 } },
    handler: (request) => service.refresh(request.params),
  });
}
