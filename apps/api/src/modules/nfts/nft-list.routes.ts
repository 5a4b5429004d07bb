import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { nftListPageSchema, nftListQuerySchema } from '@nft/api-contract';
import type { NftListService } from './nft-list.service';

export function registerNftListRoutes(app: FastifyInstance, service: NftListService): void {
  defineRoute(app, {
    method: 'GET',
    url: '/nfts',
    summary: 'Explore NFTs',
    description: [
      'Visible NFTs (not hidden, burned or deleted) on every chain, filtered and sorted, in keyset pages: pass `nextCursor` back as `cursor` with the same filters and sort.',
      'Prices (`minPrice`, `maxPrice`, `bestListing.price`) are whole numbers in base units of the listing currency (wei for ETH), like every price of this API; `minPrice` must be below `maxPrice`.',
      'The collection detail items grid is this list with `collection=<id>`; `trait=<type>:<value>` filters by attributes within that one collection.',
    ].join(' '),
    tags: ['nfts'],
    request: { querystring: nftListQuerySchema },
    response: nftListPageSchema,
    // Read on every scroll: written by the compiled serializer, not re-checked by zod (decision 058).
    serializer: 'compiled',
    errors: ['unsupported_chain'],
    handler: (request) => service.list(request.query),
  });
}
