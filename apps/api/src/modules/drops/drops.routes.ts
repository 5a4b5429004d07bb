import type { FastifyInstance } from 'fastify';
import {
  createDropBodySchema,
  dropCreateResponseSchema,
  dropDeployResponseSchema,
  dropDetailQuerySchema,
  dropDetailSchema,
  dropListQuerySchema,
  dropListSchema,
  dropMetadataParamsSchema,
  dropMetadataSchema,
  dropMintBodySchema,
  dropMintResponseSchema,
  dropParamsSchema,
  dropProofParamsSchema,
  dropProofSchema,
} from '@nft/api-contract';
import { defineRoute } from '../../http/define-route';
import { sessionOf, sessionOn } from '../../plugins/session';
import type { DropsService } from './drops.service';

/** Drops (issue 16, docs/decisions/047-drops-in-the-product.md): create and deploy, list, one drop, allowlist proofs, mint. */
export function registerDropRoutes(app: FastifyInstance, service: DropsService): void {
  defineRoute(app, {
    method: 'POST',
    url: '/drops',
    summary: 'Create a drop',
    description:
      'Signed in. Records the drop and its collection (the creator is the caller) and answers the factory’s createDrop transaction for the ' +
      "creator's wallet. The clone's address is known at once (a deterministic clone); the drop stays `pending` until it is deployed.",
    tags: ['drops'],
    auth: true,
    created: true,
    request: { body: createDropBodySchema },
    response: dropCreateResponseSchema,
    errors: ['token_expired', 'session_chain_mismatch', 'unsupported_chain', 'service_unavailable'],
    preHandler: app.requireAuth,
    handler: async (request, reply) => {
      const created = await service.create(sessionOn(request, request.body.chain), request.body);
      void reply.status(201);
      return created;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/drops/:id/deploy',
    summary: "A pending drop's deploy transaction, again",
    description: 'Signed in as the creator, while the drop is not deployed: the same createDrop transaction (e.g. after a rejected send).',
    tags: ['drops'],
    auth: true,
    request: { params: dropParamsSchema },
    response: dropDeployResponseSchema,
    errors: ['token_expired', 'forbidden', 'drop_not_found', 'drop_not_pending'],
    preHandler: app.requireAuth,
    handler: (request) => service.deploySteps(sessionOf(request), request.params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/drops',
    summary: 'Drops: live, upcoming or ended, or by creator',
    description:
      'Deployed drops, newest first; live = minting now and not sold out, ended includes sold out. With `creator`, that creator’s drops ' +
      '(pending ones too when no status is given). Phases are judged at each chain’s clock (`chainTime`).',
    tags: ['drops'],
    request: { querystring: dropListQuerySchema },
    response: dropListSchema,
    errors: ['unsupported_chain'],
    handler: (request) => service.list(request.query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/drops/:id',
    summary: 'One drop (the mint page)',
    description:
      'The drop with minted of supply, price, phase at the chain’s clock and, with `wallet`, whether it is on the allowlist, how many it ' +
      'minted (read from the contract) and how many it may mint now.',
    tags: ['drops'],
    request: { params: dropParamsSchema, querystring: dropDetailQuerySchema },
    response: dropDetailSchema,
    errors: ['drop_not_found', 'service_unavailable'],
    handler: (request) => service.get(request.params.id, request.query.wallet),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/drops/:id/allowlist/:address',
    summary: "An address's allowlist proof",
    description:
      'Whether the address is on the drop’s allowlist and the OpenZeppelin MerkleProof that mint needs during the allowlist phase ' +
      '(empty when not listed).',
    tags: ['drops'],
    request: { params: dropProofParamsSchema },
    response: dropProofSchema,
    errors: ['drop_not_found'],
    handler: (request) => service.proof(request.params.id, request.params.address),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/drops/:id/mint',
    summary: 'Prepare the mint transactions for a wallet',
    description:
      'An ERC-20 approval when the allowance is short, then mint(quantity, proof) with the price as value for the native currency. ' +
      'Refuses what the contract would: outside the sale, not allowlisted during the allowlist phase, over the wallet limit or the supply.',
    tags: ['drops'],
    request: { params: dropParamsSchema, body: dropMintBodySchema },
    response: dropMintResponseSchema,
    errors: ['drop_not_found', 'drop_not_live', 'drop_not_allowlisted', 'drop_wallet_limit', 'drop_sold_out', 'service_unavailable'],
    handler: (request) => service.mint(request.params.id, request.body),
  });

  // A token URI of an uploaded artwork set: wallets and other marketplaces read it, so it answers the bare document.
  app.route({
    method: 'GET',
    url: '/drops/:id/metadata/:tokenId',
    schema: {
      summary: "A drop token's metadata document",
      description: 'The ERC-721 metadata JSON of token `tokenId` of a drop whose artwork was uploaded (answered without the envelope).',
      tags: ['drops'],
      params: dropMetadataParamsSchema,
      response: { 200: dropMetadataSchema },
    },
    handler: async (request, reply) => {
      const { id, tokenId } = request.params as { id: number; tokenId: number };
      const document = await service.metadata(id, tokenId);
      void reply.header('access-control-allow-origin', '*').header('cache-control', 'public, max-age=60');
      return document;
    },
  });
}
