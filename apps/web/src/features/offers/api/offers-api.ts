import type {
  collectionAttributesSchema,
  nftListPageSchema,
  orderBuildResponseSchema,
  orderCancelResponseSchema,
  orderFillResponseSchema,
  orderPageSchema,
  orderPostResponseSchema,
  OrderBuildBody,
  OrderListQuery,
  OrderPostBody,
} from '@nft/api-contract';
import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';

// The order book routes offers and bids use (docs/product.md "Trading", Offers), read by the API contract's
// types: the NFT page's offers panel then loads no zod (docs/decisions/042-web-reads-answers-by-type.md).

/** POST /v1/orders/build for an offer or a bid: the wrap and approval steps still needed, and the typed data to sign. */
export function buildOrder(body: OrderBuildBody) {
  return api.post('/orders/build', body, answer<typeof orderBuildResponseSchema>());
}

export function postOrder(body: OrderPostBody) {
  return api.post('/orders', body, answer<typeof orderPostResponseSchema>());
}

export function listOrders(query: Partial<OrderListQuery>, signal?: AbortSignal) {
  return api.get('/orders', answer<typeof orderPageSchema>(), { signal, query: { ...query } });
}

/** The owner's acceptance: the currency approvals for fee and royalty, then the Seaport fulfilment with the zone's authorisation. */
export function fillOrder(chain: string, orderHash: string, body: { tokenId?: string; quantity?: number }) {
  return api.post(
    `/orders/${encodeURIComponent(chain)}/${encodeURIComponent(orderHash)}/fill`,
    body,
    answer<typeof orderFillResponseSchema>(),
  );
}

/** Gas-free cancel: the API stops authorising the order at once (docs/security.md row 4). */
export function cancelOrder(chain: string, orderHash: string) {
  return api.post(
    `/orders/${encodeURIComponent(chain)}/${encodeURIComponent(orderHash)}/cancel`,
    {},
    answer<typeof orderCancelResponseSchema>(),
  );
}

/** Up to 100 NFTs `owner` holds on `chain`: the items an owner may sell into a collection or trait offer. */
export function listOwnedNfts(owner: string, chain: string, signal?: AbortSignal) {
  return api.get('/nfts', answer<typeof nftListPageSchema>(), { signal, query: { owner, chain, limit: 100 } });
}

/** The collection's trait facets (GET /v1/collections/:id/attributes): what a trait offer can name. */
export function getCollectionTraits(collectionId: string, signal?: AbortSignal) {
  return api.get(`/collections/${encodeURIComponent(collectionId)}/attributes`, answer<typeof collectionAttributesSchema>(), { signal });
}
