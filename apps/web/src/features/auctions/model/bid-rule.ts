import { parseUnits } from '../../../lib/price/format-price';

/** Keys under `auctions.errors.`: the spec's "A bid must be higher than the current/min bid" (section 5). */
export type BidError = 'price_required' | 'price_precision' | 'below_minimum' | 'not_above_highest';

/**
 * The page's own check of a bid before the build route is asked: a positive display price of at most four
 * decimals, at least the minimum, above the highest bid. The API also requires the minimum increment.
 */
export function bidError(text: string, rule: { decimals: number; minimum: bigint; highest: bigint | undefined }): BidError | undefined {
  const value = text.trim();
  if (value === '') return 'price_required';
  if (!/^\d{1,30}(\.\d{1,4})?$/.test(value) || !/[1-9]/.test(value)) return 'price_precision';
  const amount = BigInt(parseUnits(value, rule.decimals) ?? '0');
  if (amount < rule.minimum) return 'below_minimum';
  if (rule.highest !== undefined && amount <= rule.highest) return 'not_above_highest';
  return undefined;
}
