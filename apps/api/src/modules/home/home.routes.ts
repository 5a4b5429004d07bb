import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { defineRoute } from '../../http/define-route';
import { artistSchema, contentOf, derivativeSchema, eventSchema, favoriteSchema, topCollectionSchema } from '@nft/api-contract';
import type { HomeService } from './home.service';

/** docs/product.md (spec section 7): the home page reads each list as `data.content`. */
export function registerHomeRoutes(app: FastifyInstance, service: HomeService): void {
  const list = <T extends z.ZodType>(path: string, summary: string, item: T, load: () => Promise<z.input<T>[]>) =>
    defineRoute(app, {
      method: 'GET',
      url: `/newfrontpage/${path}`,
      summary,
      tags: ['home'],
      response: contentOf(item),
      handler: async () => ({ content: await load() }),
    });

  list('topcollection', 'Top collections of the home banner', topCollectionSchema, service.topCollections);
  list('event', 'Popular events', eventSchema, service.events);
  list('artist', 'Creators and artists', artistSchema, service.artists);
  list('favorite', 'Fan favorites', favoriteSchema, service.favorites);
  // The caller's likes are part of the answer, so a live `token` header is read; a stale one reads as anonymous.
  defineRoute(app, {
    method: 'GET',
    url: '/newfrontpage/derivative',
    summary: 'Re-creations with their like counts',
    description: 'With a valid `token` header, `liked` tells which items the caller likes.',
    tags: ['home'],
    response: contentOf(derivativeSchema),
    preHandler: app.optionalAuth,
    handler: async (request) => ({ content: await service.derivatives(request.session?.accountId) }),
  });
}
