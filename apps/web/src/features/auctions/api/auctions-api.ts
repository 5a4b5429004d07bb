import type { orderPageSchema } from '@nft/api-contract';
import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';

export type AuctionToken = { chain: string; contractAddress: string; tokenId: string };

/** The token's listings of every status (an ended auction stays on the page: sold or unsold); auctions are filtered by kind. */
export function getTokenListings({ chain, contractAddress, tokenId }: AuctionToken, signal?: AbortSignal) {
  return api.get('/orders', answer<typeof orderPageSchema>(), {
    signal,
    query: { chain, contract: contractAddress, tokenId, side: 'listing', limit: 50 },
  });
}

/** The bids on one auction (GET /v1/orders?side=bid&auctionOrderHash=…), every status: the history shows them all. */
export function getAuctionBids(chain: string, auctionOrderHash: string, signal?: AbortSignal) {
  return api.get('/orders', answer<typeof orderPageSchema>(), { signal, query: { chain, side: 'bid', auctionOrderHash, limit: 100 } });
}
