import type { Order } from '@nft/api-contract';

/**
 * Where an English auction is (docs/product.md "Trading", Auctions): before its start, taking bids, ended and
 * waiting for the settlement job (within 30 s of the end), sold (the auction order filled), ended unsold
 * (expired: no valid bid) or cancelled by its seller before the first bid.
 */
export type AuctionPhase = 'upcoming' | 'running' | 'settling' | 'sold' | 'unsold' | 'cancelled';

type AuctionOrder = Pick<Order, 'status' | 'startTime' | 'endTime' | 'auctionEndTime'>;
type Bid = Pick<Order, 'orderHash' | 'maker' | 'price' | 'status' | 'createdAt'>;

/** Bidding closes at auctionEndTime (extended by late bids); the signed endTime includes the settlement window. */
export const biddingEnd = (auction: AuctionOrder) => auction.auctionEndTime ?? auction.endTime;

export function auctionPhase(auction: AuctionOrder, nowSeconds: number): AuctionPhase {
  if (auction.status === 'filled') return 'sold';
  if (auction.status === 'cancelled') return 'cancelled';
  if (auction.status === 'expired') return 'unsold';
  if (nowSeconds < auction.startTime) return 'upcoming';
  return nowSeconds < biddingEnd(auction) ? 'running' : 'settling';
}

/** While bids can arrive or the settlement is awaited, the panel's clock ticks (the live stream brings server changes). */
export const isLive = (phase: AuctionPhase) => phase === 'upcoming' || phase === 'running' || phase === 'settling';

/** The bid history, highest first (bids must rise, so that is also newest first among valid ones). */
export function sortBids<B extends Bid>(bids: readonly B[]): B[] {
  return [...bids].sort((a, b) => {
    const byPrice = BigInt(b.price) - BigInt(a.price);
    return byPrice > 0n ? 1 : byPrice < 0n ? -1 : b.createdAt.localeCompare(a.createdAt);
  });
}

/** The current highest bid: the highest one still standing (an inactive bid lost its balance or allowance). */
export function highestBid<B extends Bid>(bids: readonly B[]): B | undefined {
  return sortBids(bids).find((bid) => bid.status === 'active');
}

/** Who bought the NFT: the bid the settlement filled. */
export function winningBid<B extends Bid>(bids: readonly B[]): B | undefined {
  return bids.find((bid) => bid.status === 'filled');
}

/** "2d 03:04:05" or "03:04:05" until the end; never negative. */
export function formatCountdown(seconds: number): string {
  const left = Math.max(0, Math.floor(seconds));
  const days = Math.floor(left / 86_400);
  const clock = [Math.floor((left % 86_400) / 3600), Math.floor((left % 3600) / 60), left % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${days}d ${clock}` : clock;
}
