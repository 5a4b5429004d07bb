import type { OrderListQuery } from '@nft/api-contract';
import { useQuery } from '@tanstack/react-query';
import { listOrders } from '../api/offers-api';
import { offerKeys } from '../api/offer-keys';

// Offers change without this page doing anything (another buyer offers, a maker's balance goes): re-read now and then.
const refreshMs = 15_000;

/** One page (100) of the book for `query`; disabled until every field it needs is known. */
export function useOfferList(query: Partial<OrderListQuery>, enabled = true) {
  const full = { limit: 100, ...query };
  return useQuery({
    queryKey: offerKeys.list(full),
    queryFn: ({ signal }) => listOrders(full, signal),
    enabled,
    refetchInterval: refreshMs,
  });
}
