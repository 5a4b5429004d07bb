import { parseUnits } from 'viem';
import { AppError } from '@nft/shared';

/** Prices have at most four decimals in the currency's display units (docs/product.md, "Price precision error"). */
export const priceDecimals = 4;

/** A display-unit decimal string ("0.25") in base units; order_price_invalid when the currency cannot hold its decimals. */
export function toBaseUnits(display: string, decimals: number): bigint {
  const fraction = display.split('.')[1] ?? '';
  if (fraction.length > decimals) throw new AppError('order_price_invalid');
  const value = parseUnits(display, decimals);
  if (value <= 0n) throw new AppError('order_price_invalid');
  return value;
}

/** Whether a base-unit amount is a whole number of 10^-4 display units (any amount when the currency has fewer decimals). */
export function hasDisplayPrecision(amount: bigint, decimals: number): boolean {
  if (decimals <= priceDecimals) return true;
  return amount % 10n ** BigInt(decimals - priceDecimals) === 0n;
}
