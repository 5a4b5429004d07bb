import {
  nftDetailSchema,
  orderBuildResponseSchema,
  orderCancelResponseSchema,
  orderDetailSchema,
  orderPageSchema,
  orderPostResponseSchema,
  orderSchema,
  type OrderBuildBody,
  type OrderListQuery,
  type OrderPostBody,
} from '@nft/api-contract';
import { api } from '../../../lib/api';
import { nftApiPath, type NftKey } from '../../nft-detail';

// The order book routes (docs/product.md "Trading"), parsed with the API contract's schemas.

export function buildOrder(body: OrderBuildBody) {
  return api.post('/orders/build', body, orderBuildResponseSchema);
}

export function postOrder(body: OrderPostBody) {
  return api.post('/orders', body, orderPostResponseSchema);
}

export function getOrders(query: Partial<OrderListQuery>, signal?: AbortSignal) {
  return api.get('/orders', orderPageSchema, { signal, query: { ...query } });
}

export function getOrder(chain: string, orderHash: string, signal?: AbortSignal) {
  return api.get(`/orders/${encodeURIComponent(chain)}/${encodeURIComponent(orderHash)}`, orderSchema, { signal });
}

/** Gas-free cancel: the API stops authorising the order at once (docs/security.md row 4). */
export function cancelOrder(chain: string, orderHash: string) {
  return api.post(`/orders/${encodeURIComponent(chain)}/${encodeURIComponent(orderHash)}/cancel`, {}, orderCancelResponseSchema);
}

/** The NFT the sell page lists: its standard, holders and royalty. */
export function getSellableNft(key: NftKey, signal?: AbortSignal) {
  return api.get(nftApiPath(key), nftDetailSchema, { signal });
}

/** The signed OrderComponents of an order, as GET /v1/orders/{chain}/{orderHash} serves them (for Seaport's on-chain cancel). */
export async function getOrderParameters(chain: string, orderHash: string) {
  const answer = await api.get(`/orders/${encodeURIComponent(chain)}/${encodeURIComponent(orderHash)}`, orderDetailSchema);
  return answer.parameters;
}
