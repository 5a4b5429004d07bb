import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { sessionOf, sessionOn } from '../../plugins/session';
import {
  collectionParamsSchema,
  collectionSchema,
  createCollectionBodySchema,
  deletedCollectionSchema,
  updateCollectionBodySchema,
} from '@nft/api-contract';
import type { CollectionWriteService } from './collection-write.service';

/** Create, edit and delete: signed-in callers only, and edits and deletes by the creator only. */
export function registerCollectionWriteRoutes(app: FastifyInstance, service: CollectionWriteService): void {
  defineRoute(app, {
    method: 'POST',
    url: '/collections',
    summary: 'Create a collection',
    description:
      'The signed-in account becomes the creator. Images are media ids this account uploaded through `POST /v1/uploads`. ' +
      "Failures of a field come back as `validation_failed` with one issue per field, worded as the spec's form messages in the `locale` language.",
    tags: ['collections'],
    auth: true,
    preHandler: app.requireAuth,
    request: { body: createCollectionBodySchema },
    response: collectionSchema,
    errors: ['token_expired', 'session_chain_mismatch', 'unsupported_chain'],
    handler: (request) => service.create(sessionOn(request, request.body.chain), request.body),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/collections/:id',
    summary: 'Edit a collection (its creator only)',
    description: 'Absent fields stay as they are; null clears an optional one. The chain cannot change.',
    tags: ['collections'],
    auth: true,
    preHandler: app.requireAuth,
    request: { params: collectionParamsSchema, body: updateCollectionBodySchema },
    response: collectionSchema,
    errors: ['token_expired', 'session_chain_mismatch', 'forbidden', 'not_found'],
    handler: (request) => service.update(sessionOf(request), request.params.id, request.body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/collections/:id',
    summary: 'Delete a collection (its creator only)',
    description:
      'Allowed when the collection is empty, or when the creator holds all its NFTs and none is listed (an active or inactive listing) or staked; ' +
      'otherwise 409 `collection_not_deletable` with `details` saying which (`ownedByOthers`, `listed`, `staked`). ' +
      'The collection is soft-deleted; its NFTs stay on chain with their owners and leave the collection.',
    tags: ['collections'],
    auth: true,
    preHandler: app.requireAuth,
    request: { params: collectionParamsSchema },
    response: deletedCollectionSchema,
    errors: ['token_expired', 'session_chain_mismatch', 'forbidden', 'not_found', 'collection_not_deletable'],
    handler: (request) => service.remove(sessionOf(request), request.params.id),
  });
}
