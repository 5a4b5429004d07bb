import type { FastifyInstance } from 'fastify';
import { nftMetadataDocumentSchema, nftMetadataParamsSchema } from '@nft/api-contract';
import type { NftDraftService } from './nft-draft.service';

/**
 * The token URI of a non-frozen NFT. Wallets and other marketplaces read it, so it answers the bare
 * metadata document (no envelope); failures still use the failure envelope. Before the token is
 * minted only its creator's session reads it (the create page's preview); everyone else gets the
 * same 404 as for a draft that does not exist.
 */
export function registerNftMetadataRoute(app: FastifyInstance, service: NftDraftService): void {
  app.route({
    method: 'GET',
    url: '/nft-metadata/:id',
    preValidation: app.optionalAuth,
    schema: {
      summary: "A token's metadata document",
      description:
        "The ERC-721 / ERC-1155 metadata JSON of a non-frozen NFT created here (answered without the envelope). `id` is the draft's public uuid; " +
        'the document is public once the token is minted, and before that only its creator (with `token`) can read it.',
      tags: ['nfts'],
      params: nftMetadataParamsSchema,
      response: { 200: nftMetadataDocumentSchema },
    },
    handler: async (request, reply) => {
      const { id } = request.params as { id: string };
      const found = await service.metadata(id, request.session?.accountId);
      // Other marketplaces fetch token URIs from their own pages and servers. The creator's preview
      // of an unminted draft must not sit in a shared cache where the next caller would get it.
      void reply
        .header('access-control-allow-origin', '*')
        .header('cache-control', found.minted ? 'public, max-age=60' : 'private, no-store')
        .header('vary', 'token');
      return found.document;
    },
  });
}
