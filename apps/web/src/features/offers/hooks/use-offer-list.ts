import type { OrderListQuery } from '@nft/api-contract';
import { useQuery } from '@tanstack/react-query';
import { listOrders } from '../api/offers-api';
import { offerKeys } from '../api/offer-keys';

/**
 * One page (100) of the book for `query`; disabled until every field it needs is known. No polling: another
 * buyer's offer, a cancel, an expiry or a maker's balance going each reach the live stream, which marks
 * `offerKeys` stale (docs/decisions/050-live-updates.md "Update").
 */
export function useOfferList(query: Partial<OrderListQuery>, enabled = true) {
  const full = { limit: 100, ...query };
  return useQuery({
    queryKey: offerKeys.list(full),
    queryFn: ({ signal }) => listOrders(full, signal),
    enabled,
  });
}
