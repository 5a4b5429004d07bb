import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { sessionOf } from '../../plugins/session';
import { nftReportBodySchema, nftReportSchema, nftParamsSchema } from '@nft/api-contract';
import type { NftReportService } from './nft-report.service';

export function registerNftReportRoutes(app: FastifyInstance, service: NftReportService): void {
  defineRoute(app, {
    method: 'POST',
    url: '/nfts/:chain/:contractAddress/:tokenId/reports',
    summary: 'Report an NFT to the moderators',
    description: 'One open report per reporter and NFT: while it is under review, another answers 409 already_reported.',
    tags: ['nfts'],
    auth: true,
    request: { params: nftParamsSchema, body: nftReportBodySchema },
    response: nftReportSchema,
    errors: ['token_expired', 'unsupported_chain', 'not_found', 'already_reported'],
    preHandler: app.requireAuth,
    handler: (request) => service.report(request.params, sessionOf(request).accountId, request.body),
  });
}
