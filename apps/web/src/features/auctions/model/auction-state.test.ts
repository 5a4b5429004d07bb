import type { Order } from '@nft/api-contract';
import { describe, expect, it } from 'vitest';
import { auctionPhase, formatCountdown, highestBid, isLive, sortBids, winningBid } from './auction-state';

const auction = { status: 'active', startTime: 100, endTime: 100 + 7 * 86_400 + 600, auctionEndTime: 700 } as const;
const bid = (orderHash: string, price: string, status: Order['status'] = 'active', createdAt = '2026-11-26T09:00:00Z') =>
  ({ orderHash, maker: `0x${orderHash}`, price, status, createdAt }) as const;

describe('an auction on the NFT page', () => {
  it('runs from its start to the bidding end (not the signed end), then waits for the settlement', () => {
    expect(auctionPhase(auction, 99)).toBe('upcoming');
    expect(auctionPhase(auction, 100)).toBe('running');
    expect(auctionPhase(auction, 699)).toBe('running');
    expect(auctionPhase(auction, 700)).toBe('settling');
    expect(auctionPhase({ ...auction, status: 'inactive' }, 700)).toBe('settling');
    expect(auctionPhase({ ...auction, status: 'filled' }, 700)).toBe('sold');
    expect(auctionPhase({ ...auction, status: 'expired' }, 700)).toBe('unsold');
    expect(auctionPhase({ ...auction, status: 'cancelled' }, 200)).toBe('cancelled');
    // An extension by a late bid moves the end.
    expect(auctionPhase({ ...auction, auctionEndTime: 1300 }, 1000)).toBe('running');
    expect(['upcoming', 'running', 'settling', 'sold', 'unsold'].map((phase) => isLive(phase as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('shows the highest standing bid, the history highest first, and the filled bid as the winner', () => {
    const bids = [bid('a', '100'), bid('b', '300', 'inactive'), bid('c', '200'), bid('d', '200', 'active', '2026-11-26T09:01:00Z')];
    expect(sortBids(bids).map((entry) => entry.orderHash)).toEqual(['b', 'd', 'c', 'a']);
    expect(highestBid(bids)?.orderHash).toBe('d');
    expect(highestBid([])).toBeUndefined();
    expect(winningBid([bid('a', '100', 'expired'), bid('c', '200', 'filled')])?.orderHash).toBe('c');
  });

  it('counts down in days, hours, minutes and seconds, and stops at zero', () => {
    expect(formatCountdown(3 * 86_400 + 3661)).toBe('3d 01:01:01');
    expect(formatCountdown(59)).toBe('00:00:59');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});
