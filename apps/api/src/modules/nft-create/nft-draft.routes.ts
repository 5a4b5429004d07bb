import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { sessionOn } from '../../plugins/session';
import { createNftDraftBodySchema, nftDraftSchema } from '@nft/api-contract';
import type { NftDraftService } from './nft-draft.service';

export function registerNftDraftRoutes(app: FastifyInstance, service: NftDraftService): void {
  defineRoute(app, {
    method: 'POST',
    url: '/nft-drafts',
    summary: 'Prepare an NFT for minting',
    description:
      'Checks the form, builds the metadata document and answers the token URI with the mint call for the wallet. ' +
      'Frozen: the document is stored content-addressed and the URI is its immutable media URL; otherwise the URI is ' +
      '/v1/nft-metadata/{publicId} (a random uuid, public once minted). The indexer files the minted token under the collection when it sees the mint.',
    tags: ['nfts'],
    auth: true,
    preHandler: app.requireAuth,
    request: { body: createNftDraftBodySchema },
    response: nftDraftSchema,
    errors: ['token_expired', 'session_chain_mismatch', 'unsupported_chain', 'forbidden', 'not_found', 'service_unavailable'],
    handler: (request) => service.create(sessionOn(request, request.body.chain), request.body),
  });
}
