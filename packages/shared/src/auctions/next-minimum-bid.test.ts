import { describe, expect, it } from 'vitest';
import { nextMinimumBid } from './next-minimum-bid';

// The 5% increment of docs/decisions/031-english-auctions.md, which the order book and the bid form share.
describe('the next minimum bid', () => {
  it('asks the minimum first, then the highest bid + 5% rounded up to a base unit, never below the minimum', () => {
    expect(nextMinimumBid(10n ** 18n, null)).toBe(10n ** 18n);
    expect(nextMinimumBid(10n ** 18n, 10n ** 18n)).toBe(1_050_000_000_000_000_000n);
    expect(nextMinimumBid(100n, 101n)).toBe(101n + 6n);
    expect(nextMinimumBid(1n, 1n)).toBe(2n);
    expect(nextMinimumBid(5n * 10n ** 18n, 10n ** 18n)).toBe(5n * 10n ** 18n);
  });
});
