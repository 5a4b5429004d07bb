import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { activityPageSchema, activityQuerySchema } from '../activity/activity.schemas';
import { collectionListQuerySchema, collectionPageSchema, collectionParamsSchema, collectionSchema } from './collections.schemas';
import type { CollectionService } from './collections.service';

export function registerCollectionRoutes(app: FastifyInstance, service: CollectionService): void {
  defineRoute(app, {
    method: 'GET',
    url: '/collections',
    summary: 'Explore collections',
    description: 'Listable collections (not hidden, not deleted), filtered and sorted, in keyset pages: pass `nextCursor` back as `cursor` with the same filters and sort.',
    tags: ['collections'],
    request: { querystring: collectionListQuerySchema },
    response: collectionPageSchema,
    errors: ['unsupported_chain'],
    handler: (request) => service.list(request.query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/collections/:id',
    summary: 'One collection',
    tags: ['collections'],
    request: { params: collectionParamsSchema },
    response: collectionSchema,
    errors: ['not_found'],
    handler: (request) => service.get(request.params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/collections/:id/activity',
    summary: "A collection's trading history, newest first",
    tags: ['collections'],
    request: { params: collectionParamsSchema, querystring: activityQuerySchema },
    response: activityPageSchema,
    errors: ['not_found'],
    handler: (request) => service.activity(request.params.id, request.query),
  });
}
