import type { FastifyInstance } from 'fastify';
import { nftDraftParamsSchema, nftMetadataDocumentSchema } from './nft-draft.schemas';
import type { NftDraftService } from './nft-draft.service';

/**
 * The token URI of a non-frozen NFT. Wallets and other marketplaces read it, so it answers the bare
 * metadata document (no envelope); failures still use the failure envelope.
 */
export function registerNftMetadataRoute(app: FastifyInstance, service: NftDraftService): void {
  app.route({
    method: 'GET',
    url: '/nft-metadata/:draftId',
    schema: {
      summary: "A token's metadata document",
      description: 'The ERC-721 / ERC-1155 metadata JSON of a non-frozen NFT created here (answered without the envelope).',
      tags: ['nfts'],
      params: nftDraftParamsSchema,
      response: { 200: nftMetadataDocumentSchema },
    },
    handler: async (request, reply) => {
      const { draftId } = request.params as { draftId: number };
      const document = await service.metadata(draftId);
      // Other marketplaces fetch token URIs from their own pages and servers.
      void reply.header('access-control-allow-origin', '*').header('cache-control', 'public, max-age=60');
      return document;
    },
  });
}
