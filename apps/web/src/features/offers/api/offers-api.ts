import {
  collectionAttributesSchema,
  nftListPageSchema,
  orderBuildResponseSchema,
  orderCancelResponseSchema,
  orderFillResponseSchema,
  orderPageSchema,
  orderPostResponseSchema,
  type OrderBuildBody,
  type OrderListQuery,
  type OrderPostBody,
} from '@nft/api-contract';
import { api } from '../../../lib/api';

// The order book routes offers and bids use (docs/product.md "Trading", Offers), parsed with the API contract's schemas.

/** POST /v1/orders/build for an offer or a bid: the wrap and approval steps still needed, and the typed data to sign. */
export function buildOrder(body: OrderBuildBody) {
  return api.post('/orders/build', body, orderBuildResponseSchema);
}

export function postOrder(body: OrderPostBody) {
  return api.post('/orders', body, orderPostResponseSchema);
}

export function listOrders(query: Partial<OrderListQuery>, signal?: AbortSignal) {
  return api.get('/orders', orderPageSchema, { signal, query: { ...query } });
}

/** The owner's acceptance: the currency approvals for fee and royalty, then the Seaport fulfilment with the zone's authorisation. */
export function fillOrder(chain: string, orderHash: string, body: { tokenId?: string; quantity?: number }) {
  return api.post(`/orders/${encodeURIComponent(chain)}/${encodeURIComponent(orderHash)}/fill`, body, orderFillResponseSchema);
}

/** Gas-free cancel: the API stops authorising the order at once (docs/security.md row 4). */
export function cancelOrder(chain: string, orderHash: string) {
  return api.post(`/orders/${encodeURIComponent(chain)}/${encodeURIComponent(orderHash)}/cancel`, {}, orderCancelResponseSchema);
}

/** Up to 100 NFTs `owner` holds on `chain`: the items an owner may sell into a collection or trait offer. */
export function listOwnedNfts(owner: string, chain: string, signal?: AbortSignal) {
  return api.get('/nfts', nftListPageSchema, { signal, query: { owner, chain, limit: 100 } });
}

/** The collection's trait facets (GET /v1/collections/:id/attributes): what a trait offer can name. */
export function getCollectionTraits(collectionId: string, signal?: AbortSignal) {
  return api.get(`/collections/${encodeURIComponent(collectionId)}/attributes`, collectionAttributesSchema, { signal });
}
