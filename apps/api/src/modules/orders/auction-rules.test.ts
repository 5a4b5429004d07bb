import { describe, expect, it } from 'vitest';
import { extendedEnd, isRunning } from './auction-rules';

// The auction rules of docs/decisions/031-english-auctions.md as pure functions: the running window and
// anti-sniping (AUCTION_EXTENSION_SECONDS, 0 = off, capped by the signed order's end).
const at = (seconds: number) => new Date(seconds * 1000);

describe('auction rules', () => {
  it('runs from its start to its (extended) end, the end excluded', () => {
    const auction = { startTime: at(100), auctionEndTime: at(200) };
    expect(isRunning(auction, at(99))).toBe(false);
    expect(isRunning(auction, at(100))).toBe(true);
    expect(isRunning(auction, at(199))).toBe(true);
    expect(isRunning(auction, at(200))).toBe(false);
    expect(isRunning({ startTime: at(0), auctionEndTime: null }, at(1))).toBe(false);
  });

  it('extends a bid in the last minutes to now + extension, not earlier ones, not when off, not past the cap', () => {
    const latest = at(100_000);
    expect(extendedEnd(at(1_000), at(500), 600, latest)).toEqual(at(1_100));
    expect(extendedEnd(at(1_000), at(399), 600, latest)).toBeNull();
    expect(extendedEnd(at(1_000), at(999), 0, latest)).toBeNull();
    expect(extendedEnd(at(1_000), at(900), 600, at(1_200))).toEqual(at(1_200));
    expect(extendedEnd(at(1_000), at(900), 600, at(900))).toBeNull();
  });
});
