import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { sessionOf } from '../../plugins/session';
import { collectionParamsSchema, watchlistSchema, watchStateSchema } from '@nft/api-contract';
import type { WatchlistService } from './watchlist.service';

/** The caller's private watchlist of collections (docs/product.md "Watchlist"). */
export function registerWatchlistRoutes(app: FastifyInstance, service: WatchlistService): void {
  const url = '/collections/:id/watch';
  defineRoute(app, {
    method: 'PUT',
    url,
    summary: 'Add a collection to your watchlist',
    description:
      'Idempotent: adding a collection twice keeps one entry. A watchlist holds at most 200 listable collections (409 watchlist_full).',
    tags: ['watchlist'],
    auth: true,
    request: { params: collectionParamsSchema },
    response: watchStateSchema,
    errors: ['token_expired', 'not_found', 'watchlist_full'],
    preHandler: app.requireAuth,
    handler: (request) => service.watch(request.params.id, sessionOf(request).accountId),
  });

  defineRoute(app, {
    method: 'DELETE',
    url,
    summary: 'Remove a collection from your watchlist',
    description: 'Idempotent: removing a collection that is not on the watchlist changes nothing.',
    tags: ['watchlist'],
    auth: true,
    request: { params: collectionParamsSchema },
    response: watchStateSchema,
    errors: ['token_expired'],
    preHandler: app.requireAuth,
    handler: (request) => service.unwatch(request.params.id, sessionOf(request).accountId),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/watchlist',
    summary: 'Your watchlist',
    description:
      "The caller's watched collections, newest watched first, with their stats as GET /collections lists them. Private: only its owner reads it. Hidden or deleted collections are left out.",
    tags: ['watchlist'],
    auth: true,
    response: watchlistSchema,
    errors: ['token_expired'],
    preHandler: app.requireAuth,
    handler: (request) => service.list(sessionOf(request).accountId),
  });
}
