import { useQuery } from '@tanstack/react-query';
import { getAuctionBids, getTokenListings, type AuctionToken } from '../api/auctions-api';

// No polling (docs/decisions/050-live-updates.md "Update"): bids from others, a late bid's extension, the
// settlement and the winning bid's fill each reach the live stream (activity or an `order` event), which marks
// these keys stale. Only the clock moves an auction from running to settling with no server change; the panel's
// useClock re-renders for that.
/** The token's latest auction (running, or the last one ended) and its bids. */
export function useAuction(token: AuctionToken) {
  const listings = useQuery({
    queryKey: ['orders', 'auction', token.chain, token.contractAddress.toLowerCase(), token.tokenId],
    queryFn: ({ signal }) => getTokenListings(token, signal),
  });
  const auction = latestAuction(listings.data?.items ?? []);
  const bids = useQuery({
    queryKey: ['orders', 'bids', auction?.chain, auction?.orderHash],
    queryFn: ({ signal }) => getAuctionBids(auction!.chain, auction!.orderHash, signal),
    enabled: auction !== undefined,
  });
  return { auction, bids: bids.data?.items ?? [], isPending: listings.isPending };
}

/** The auction the page shows: the newest of the token's auction listings (the book keeps ended ones). */
function latestAuction<T extends { kind: string; createdAt: string }>(orders: readonly T[]): T | undefined {
  return orders.filter((order) => order.kind === 'auction').sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}
