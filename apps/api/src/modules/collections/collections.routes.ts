import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import {
  activityPageSchema,
  activityQuerySchema,
  collectionAttributesSchema,
  collectionDetailSchema,
  collectionHistoryQuerySchema,
  collectionHistorySchema,
  collectionHoldersQuerySchema,
  collectionHoldersSchema,
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
    // Read on every scroll: written by the compiled serializer, not re-checked by zod (decision 058).
    serializer: 'compiled',
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

  defineRoute(app, {
    method: 'GET',
    url: '/collections/:id/stats/history',
    summary: "A collection's volume, lowest sale and listing floor over time",
    description:
      "Sales bucketed by UTC day or hour over the last 7 or 30 days or all time, in the collection's payment currency only (docs/decisions/051-price-charts.md). `minPrice` is the lowest price per item sold in the bucket. Buckets without sales are omitted. `floor` is the listing floor as a step series: the floor in force at the range's start, then each change of it.",
    tags: ['collections'],
    request: { params: collectionParamsSchema, querystring: collectionHistoryQuerySchema },
    response: collectionHistorySchema,
    errors: ['not_found'],
    handler: (request) => service.history(request.params.id, request.query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/collections/:id/holders',
    summary: "Who holds a collection's items",
    description:
      'Counted live over the visible items (ERC-1155 copies counted): the number of holders, the largest of them with their share, and how many hold 1, 2-3, 4-10, 11-25, 26-50 or more than 50 items.',
    tags: ['collections'],
    request: { params: collectionParamsSchema, querystring: collectionHoldersQuerySchema },
    response: collectionHoldersSchema,
    errors: ['not_found'],
    handler: (request) => service.holders(request.params.id, request.query),
  });
}
