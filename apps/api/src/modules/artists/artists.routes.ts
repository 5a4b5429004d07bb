import type { FastifyInstance } from 'fastify';
import { artistDetailSchema, artistParamsSchema } from '@nft/api-contract';
import { defineRoute } from '../../http/define-route';
import type { ArtistService } from './artists.service';

/** docs/product.md ("Artist pages"): the header of /artist/:id. */
export function registerArtistRoutes(app: FastifyInstance, service: ArtistService): void {
  defineRoute(app, {
    method: 'GET',
    url: '/artists/:id',
    summary: 'One artist of the home page',
    description:
      "Picture, name, introduction and link from the home content, and the artist's account when an operator linked one: its collections and NFTs are `GET /accounts/{address}/collections` and `/accounts/{address}/nfts?tab=created`.",
    tags: ['home'],
    request: { params: artistParamsSchema },
    response: artistDetailSchema,
    errors: ['not_found'],
    handler: (request) => service.artist(request.params.id),
  });
}
