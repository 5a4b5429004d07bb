import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import {
  activityPageSchema,
  activityQuerySchema,
  collectionAttributesSchema,
  collectionDetailSchema,
  collectionListPageSchema,
  collectionListQuerySchema,
  collectionParamsSchema,
} from '@nft/api-contract';
import type { CollectionService } from './collections.service';

export function registerCollectionRoutes(app: FastifyInstance, service: CollectionService): void {
  defineRoute(app, {
    method: 'GET',
    url: '/collections',
    summary: 'Explore collections',
    description:
      'Listable collections (not hidden, not deleted) on every chain, filtered and sorted, in keyset pages: pass `nextCursor` back as `cursor` with the same filters and sort. Prices are in base units of the payment token.',
    tags: ['collections'],
    request: { querystring: collectionListQuerySchema },
    response: collectionListPageSchema,
    errors: ['unsupported_chain'],
    handler: (request) => service.list(request.query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/collections/:id',
    summary: 'One collection with its stats',
    description:
      'stats.items, stats.owners and stats.floorPrice are counted live (visible NFTs, holders with a balance, lowest best listing); volume and sales are kept by the trade indexer.',
    tags: ['collections'],
    request: { params: collectionParamsSchema },
    response: collectionDetailSchema,
    errors: ['not_found'],
    handler: (request) => service.get(request.params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/collections/:id/attributes',
    summary: "A collection's attribute facets",
    description:
      'Trait types with their values and how many visible NFTs carry each, for the filter sidebar; filter the items with GET /nfts?collection=<id>&trait=<type>:<value>.',
    tags: ['collections'],
    request: { params: collectionParamsSchema },
    response: collectionAttributesSchema,
    errors: ['not_found'],
    handler: (request) => service.attributes(request.params.id),
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
