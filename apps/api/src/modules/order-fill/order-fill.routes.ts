import type { FastifyInstance } from 'fastify';
import {
  cartFillBodySchema,
  cartFillResponseSchema,
  orderFillBodySchema,
  orderFillResponseSchema,
  orderPathSchema,
} from '@nft/api-contract';
import { defineRoute } from '../../http/define-route';
import { sessionOn } from '../../plugins/session';
import type { OrderFillService } from './order-fill.service';

export function registerOrderFillRoutes(app: FastifyInstance, service: OrderFillService): void {
  defineRoute(app, {
    method: 'POST',
    url: '/orders/:chain/:orderHash/fill',
    summary: 'Build the purchase of a listing, or the acceptance of an offer',
    description:
      "A listing: the signed-in account buys: answers Seaport's fulfillAdvancedOrder transaction with the marketplace zone's " +
      'authorisation for this buyer inside it (valid 10 minutes), the ERC-20 approvals still missing, and the signed ' +
      'order with the authorisation alone (`extraData`, numerator/denominator) so any Seaport client can fill it itself. ' +
      'The value is the current price; with a declining price Seaport pays back what the price fell before the block. ' +
      'An auction listing is filled by the marketplace settlement only (409 order_not_fillable, reason auction). ' +
      'An offer: the signed-in owner of a wanted token accepts it (not_nft_owner otherwise; an ERC-1155 holder gives at most ' +
      'what they hold). `tokenId` names the token sold into a collection or trait offer (offer_token_required without it; ' +
      'offer_token_not_matching for a token the offer does not ask for; a trait offer takes a token carrying the trait as ' +
      'indexed, with its merkle proof in `criteriaResolvers`). Steps: setApprovalForAll of the NFT to the conduit and an ' +
      'ERC-20 approval to the conduit for the fee and royalty (Seaport takes them from the owner out of the price), when ' +
      'missing; the transaction is fulfillAdvancedOrder with the conduit as the fulfiller conduit and the criteria resolver.',
    tags: ['orders'],
    auth: true,
    // The body may be left out: everything of a listing is bought then.
    request: { params: orderPathSchema, body: orderFillBodySchema.nullish() },
    response: orderFillResponseSchema,
    errors: [
      'token_expired',
      'session_chain_mismatch',
      'unsupported_chain',
      'not_found',
      'order_not_fillable',
      'order_private',
      'order_quantity_invalid',
      'not_nft_owner',
      'offer_token_required',
      'offer_token_not_matching',
      'service_unavailable',
    ],
    preHandler: app.requireAuth,
    handler: (request) => service.fill(request.params, sessionOn(request, request.params.chain).address, request.body ?? {}),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/cart/fill',
    summary: 'Build the purchase of a cart',
    description:
      'One fulfillAvailableAdvancedOrders transaction for the listings of one chain that can be bought now; the others are ' +
      'listed in `skipped` with their code and message and are not charged. A listing sold after this answer is skipped by ' +
      'Seaport itself and its value paid back.',
    tags: ['orders'],
    auth: true,
    request: { body: cartFillBodySchema },
    response: cartFillResponseSchema,
    errors: ['token_expired', 'session_chain_mismatch', 'unsupported_chain', 'order_not_fillable', 'service_unavailable'],
    preHandler: app.requireAuth,
    handler: (request) => service.fillCart(request.body, sessionOn(request, request.body.chain).address, request.locale),
  });
}
