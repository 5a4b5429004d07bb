import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';
import type { orderPageSchema, orderSchema } from './buy-schemas';
import { buyQueryKeys } from './buy-query-keys';

export type TokenRef = { chain: string; contractAddress: string; tokenId: string };

/** Every active listing of one token (an ERC-1155 token may have many makers), at most 100. */
export function getActiveListings({ chain, contractAddress, tokenId }: TokenRef, { signal }: { signal?: AbortSignal } = {}) {
  return api.get('/orders', answer<typeof orderPageSchema>(), {
    signal,
    query: { chain, contract: contractAddress, tokenId, side: 'listing', status: 'active', limit: 100 },
  });
}

/** One order as the book has it now (status, remaining quantity, current price). */
export function getOrder(chain: string, orderHash: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(`/orders/${encodeURIComponent(chain)}/${encodeURIComponent(orderHash)}`, answer<typeof orderSchema>(), { signal });
}

// A declining listing's price moves every second (computed on the page). A listing sold, cancelled or
// left without its NFT elsewhere disappears without a reload through the live stream, which marks this
// key stale on every event of the token (docs/decisions/050-live-updates.md), not by polling.
export function activeListingsQueryOptions(token: TokenRef) {
  return queryOptions({
    queryKey: buyQueryKeys.listings(token.chain, token.contractAddress, token.tokenId),
    queryFn: ({ signal }) => getActiveListings(token, { signal }),
  });
}
