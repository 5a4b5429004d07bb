import type { FastifyInstance } from 'fastify';
import {
  orderBuildBodySchema,
  orderBuildResponseSchema,
  orderCancelResponseSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderPathSchema,
  orderPostBodySchema,
  orderPostResponseSchema,
  orderDetailSchema,
} from '@nft/api-contract';
import type { ErrorCode } from '@nft/shared';
import { defineRoute } from '../../http/define-route';
import { sessionOn } from '../../plugins/session';
import type { OrderService } from './orders.service';

// Every intake refusal, in the order intake checks them (docs/security.md row 5).
const intakeErrors: readonly ErrorCode[] = [
  'order_format_invalid',
  'order_maker_mismatch',
  'order_signature_invalid',
  'order_zone_invalid',
  'order_conduit_invalid',
  'order_counter_invalid',
  'order_not_owner',
  'order_not_approved',
  'order_insufficient_balance',
  'order_currency_invalid',
  // Offers: the maker's ERC-20 balance and allowance to the conduit, then the trait root (after the economics).
  'order_insufficient_tokens',
  'order_insufficient_allowance',
  'order_criteria_invalid',
  'order_price_invalid',
  'order_fees_invalid',
  'order_time_invalid',
  'order_quantity_invalid',
  'order_private_to_self',
  // Auctions and bids (docs/product.md "Auctions").
  'auction_not_found',
  'auction_not_running',
  'bid_on_own_auction',
  'bid_currency_invalid',
  'bid_too_low',
  // One way to sell a token at a time: a listing beside the maker's running auction, an auction beside a listing.
  'token_in_auction',
  'token_listed',
];
const chainErrors: readonly ErrorCode[] = [
  'token_expired',
  'session_chain_mismatch',
  'unsupported_chain',
  'forbidden',
  'service_unavailable',
];

/** The order book's public routes (docs/product.md "Trading"); the fill and cart routes live in modules/order-fill. */
export function registerOrderRoutes(app: FastifyInstance, service: OrderService): void {
  defineRoute(app, {
    method: 'POST',
    url: '/orders/build',
    summary: 'Prepare a listing for signing',
    description:
      'Signed in. Checks the listing against the chain (the token standard by ERC-165, what the caller holds, the conduit approval, the ' +
      'Seaport counter, the ERC-2981 royalty) and answers the transactions the wallet still has to send (setApprovalForAll to the ' +
      "marketplace's Seaport conduit, once per collection), the EIP-712 typed data to sign with eth_signTypedData_v4 (one " +
      'OrderComponents, or a BulkOrder tree for several items: one signature for all), what each listing pays out (price, marketplace ' +
      'fee, royalty, seller proceeds, base units) and each OrderComponents as signed, to post back to POST /v1/orders. Prices are ' +
      'decimal strings in display units per copy; every listing is restricted to the marketplace zone.',
    tags: ['orders'],
    auth: true,
    request: { body: orderBuildBodySchema },
    response: orderBuildResponseSchema,
    errors: [...chainErrors, ...intakeErrors],
    preHandler: app.requireAuth,
    handler: (request) => service.build(sessionOn(request, request.body.chain), request.body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/orders',
    summary: 'Post a signed listing or offer',
    description:
      'Signed in; the order maker must be the caller (order_maker_mismatch). Intake checks, in order, each refusal with its own code and ' +
      "nothing written: format; the EIP-712 signature over this chain's Seaport domain (64-byte, high-s and bulk-order signatures " +
      'accepted; EIP-1271 for contract wallets); zone, conduit and counter are the current ones; the maker holds the item, approved the ' +
      'conduit and holds enough copies; currency, price precision (four decimals per copy), fee and royalty paid in full, time window, ' +
      'ERC-721 quantity 1, no private sale to oneself. `privateBuyer` reserves the listing (the zone authorises fills for that buyer ' +
      'only). Orders are keyed by their EIP-712 hash: 201 for a new order, 200 with the stored order when it was posted before. ' +
      'An order offering one ERC-20 amount is an offer (docs/product.md "Offers"): its first consideration item is the wanted NFT to ' +
      'the maker (an ERC-721/1155 token, or a criteria item: root 0 for any item of the collection, a merkle root for a trait, with ' +
      '`trait` naming it), then the fee and the royalty in the same ERC-20, paid out of the price. Its checks: format; maker; ' +
      'signature; zone, conduit, counter; the currency is an ERC-20 payment token of the chain, never native ' +
      "(order_currency_invalid); the maker's balance and allowance to the conduit cover the price (order_insufficient_tokens " +
      '"Not enough tokens!", order_insufficient_allowance); four decimals; fee and royalty in full, to nobody else and below the ' +
      'price (order_fees_invalid); time window; ERC-721 quantity 1, any positive ERC-1155 quantity; a trait root equal to the one ' +
      'rebuilt from the indexed attributes (order_criteria_invalid). A body with `auctionOrderHash` is a bid on that auction.',
    tags: ['orders'],
    auth: true,
    created: true,
    request: { body: orderPostBodySchema },
    response: orderPostResponseSchema,
    errors: [...chainErrors, ...intakeErrors],
    preHandler: app.requireAuth,
    handler: async (request, reply) => {
      const { created, ...result } = await service.submit(sessionOn(request, request.body.chain), request.body);
      if (created) reply.status(201);
      return result;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/orders',
    summary: 'List orders',
    description:
      'Newest first, filtered by chain, contract, token, side, maker and status; keyset pagination with `cursor`. `price` is the current ' +
      'price of the whole listed quantity (a declining listing now) in base units; an open order past its end time shows `expired`. ' +
      "`target` (item, collection, trait) filters offers by what they buy; `auctionOrderHash` lists an auction's bids; " +
      '`receivedBy` lists the open offers and bids others made that the address can accept: on a token it holds, for a collection ' +
      'it holds an item of, or for a trait one of its tokens carries (by the indexed ownerships and attributes). An offer whose maker ' +
      "lacks the balance or allowance shows `inactive` until they return. `include=nft` adds each order's token (`nft`: name and " +
      'image) and `collection` (id and name), for a table of offers that names what each one is for.',
    tags: ['orders'],
    request: { querystring: orderListQuerySchema },
    response: orderPageSchema,
    // Read on every scroll: written by the compiled serializer, not re-checked by zod (decision 058).
    serializer: 'compiled',
    handler: (request) => service.list(request.query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/orders/:chain/:orderHash',
    summary: 'One order',
    description:
      'By chain and EIP-712 order hash; shaped like the items of GET /v1/orders, plus the signed `parameters` (OrderComponents) ' +
      'and `signature`, so the maker can cancel it on chain with Seaport `cancel`. A signed listing is public: it fills only ' +
      "with the marketplace zone's authorisation.",
    tags: ['orders'],
    request: { params: orderPathSchema },
    response: orderDetailSchema,
    errors: ['not_found'],
    handler: (request) => service.get(request.params.chain, request.params.orderHash),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/orders/:chain/:orderHash/cancel',
    summary: 'Cancel a listing or offer without gas',
    description:
      'The maker only (not_order_maker), open orders only (order_not_cancellable; for an offer offer_not_cancellable, ' +
      '"Failed to cancel offer!"). The order is cancelled for good: the marketplace ' +
      'zone never authorises a fill of it again, so a kept copy of the signed order is useless (an authorisation already handed out ' +
      'lasts at most its ten-minute expiry; docs/security.md row 4). Seaport cancel on chain remains possible from the wallet.',
    tags: ['orders'],
    auth: true,
    request: { params: orderPathSchema },
    response: orderCancelResponseSchema,
    errors: ['token_expired', 'session_chain_mismatch', 'not_found', 'not_order_maker', 'order_not_cancellable', 'auction_has_bids'],
    preHandler: app.requireAuth,
    handler: (request) => service.cancel(sessionOn(request, request.params.chain), request.params.chain, request.params.orderHash),
  });
}
