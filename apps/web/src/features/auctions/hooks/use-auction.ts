import { useQuery } from '@tanstack/react-query';
import { getAuctionBids, getTokenListings, type AuctionToken } from '../api/auctions-api';
import { auctionPhase, isLive } from '../model/auction-state';

// While an auction runs or awaits its settlement the page re-reads it: bids from others, a late bid's
// extension and the settlement show without a reload.
const liveRefreshMs = 3000;

/** The token's latest auction (running, or the last one ended) and its bids. */
export function useAuction(token: AuctionToken) {
  const listings = useQuery({
    queryKey: ['orders', 'auction', token.chain, token.contractAddress.toLowerCase(), token.tokenId],
    queryFn: ({ signal }) => getTokenListings(token, signal),
    refetchInterval: (query) => {
      const auction = latestAuction(query.state.data?.items ?? []);
      return auction && isLive(auctionPhase(auction, Math.floor(Date.now() / 1000))) ? liveRefreshMs : false;
    },
  });
  const auction = latestAuction(listings.data?.items ?? []);
  const live = auction !== undefined && isLive(auctionPhase(auction, Math.floor(Date.now() / 1000)));
  const bids = useQuery({
    queryKey: ['orders', 'bids', auction?.chain, auction?.orderHash],
    queryFn: ({ signal }) => getAuctionBids(auction!.chain, auction!.orderHash, signal),
    enabled: auction !== undefined,
    // A sale is seen on the auction first; its winning bid is read until it shows as filled too.
    refetchInterval: (query) =>
      live || (auction?.status === 'filled' && !query.state.data?.items.some((bid) => bid.status === 'filled')) ? liveRefreshMs : false,
  });
  return { auction, bids: bids.data?.items ?? [], isPending: listings.isPending };
}

/** The auction the page shows: the newest of the token's auction listings (the book keeps ended ones). */
function latestAuction<T extends { kind: string; createdAt: string }>(orders: readonly T[]): T | undefined {
  return orders.filter((order) => order.kind === 'auction').sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}
