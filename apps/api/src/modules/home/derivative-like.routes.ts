import type { FastifyInstance } from 'fastify';
import { derivativeLikeBodySchema, derivativeLikeSchema } from '@nft/api-contract';
import { defineRoute } from '../../http/define-route';
import { sessionOf } from '../../plugins/session';
import type { DerivativeLikeService } from './derivative-like.service';

/** docs/product.md (spec section 7): the re-creation like, one per signed-in account and item. */
export function registerDerivativeLikeRoutes(app: FastifyInstance, service: DerivativeLikeService): void {
  defineRoute(app, {
    method: 'POST',
    url: '/newfrontpage/addderivativelike',
    summary: 'Like a re-creation, or take the like back',
    description:
      "A toggle, like a heart button: the first call adds the caller's like, the next takes it back. Answers the caller's state and the new count.",
    tags: ['home'],
    auth: true,
    request: { body: derivativeLikeBodySchema },
    response: derivativeLikeSchema,
    errors: ['token_expired', 'not_found'],
    preHandler: app.requireAuth,
    handler: (request) => service.toggle(request.body.id, sessionOf(request).accountId),
  });
}
