import { nextMinimumBid } from '@nft/shared';
import { parseUnits } from '../../../lib/price/format-price';

/** Keys under `auctions.errors.`: the spec's "A bid must be higher than the current/min bid" (section 5). */
export type BidError = 'price_required' | 'price_precision' | 'below_minimum' | 'not_above_highest';

export type BidRule = { decimals: number; minimum: bigint; highest: bigint | undefined };

/** The least bid the book takes now: the minimum, or the highest bid plus the increment (the API's own rule). */
export function leastBid(rule: Pick<BidRule, 'minimum' | 'highest'>): bigint {
  return nextMinimumBid(rule.minimum, rule.highest ?? null);
}

/**
 * The page's own check of a bid before the build route is asked: a positive display price of at most four decimals, at
 * least the minimum and, once there is a bid, at least the highest plus the increment. The API checks again against the
 * book as it is then (bid_too_low names the least bid when another bid came in meanwhile).
 */
export function bidError(text: string, rule: BidRule): BidError | undefined {
  const value = text.trim();
  if (value === '') return 'price_required';
  if (!/^\d{1,30}(\.\d{1,4})?$/.test(value) || !/[1-9]/.test(value)) return 'price_precision';
  const amount = BigInt(parseUnits(value, rule.decimals) ?? '0');
  if (amount < rule.minimum) return 'below_minimum';
  return amount < leastBid(rule) ? 'not_above_highest' : undefined;
}
