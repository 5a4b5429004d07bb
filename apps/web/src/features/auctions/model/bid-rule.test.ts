import { describe, expect, it } from 'vitest';
import { bidError, leastBid } from './bid-rule';

// A TUSD-like token of 6 decimals; the minimum bid is 1.
const rule = { decimals: 6, minimum: 1_000_000n, highest: undefined };

describe('the bid rule', () => {
  it('takes the minimum as the first bid, and refuses less, an empty or an over-precise price', () => {
    expect(leastBid(rule)).toBe(1_000_000n);
    expect(bidError('', rule)).toBe('price_required');
    expect(bidError('1.00001', rule)).toBe('price_precision');
    expect(bidError('0.9999', rule)).toBe('below_minimum');
    expect(bidError('1', rule)).toBeUndefined();
  });

  it('asks the highest bid plus 5% once there is a bid, as the order book does (bid_too_low)', () => {
    const outbid = { ...rule, highest: 1_500_000n };
    // 1.5 + 5% = 1.575
    expect(leastBid(outbid)).toBe(1_575_000n);
    expect(bidError('1.5', outbid)).toBe('not_above_highest');
    expect(bidError('1.5749', outbid)).toBe('not_above_highest');
    expect(bidError('1.575', outbid)).toBeUndefined();
    expect(bidError('0.5', outbid)).toBe('below_minimum');
  });
});
