import { AppError } from '@nft/shared';
import type { FillableOrderRow } from './order-fill.repository';

/** Why a listing cannot be bought now; sent as `details.reason` of a 409 order_not_fillable. */
export type NotFillableReason =
  | 'not_a_listing'
  | 'not_an_offer'
  | 'auction'
  | 'zone_changed'
  | 'inactive'
  | 'cancelled'
  | 'filled'
  | 'expired'
  | 'not_started'
  | 'sold_out';

export function notFillable(reason: NotFillableReason, extra: Record<string, unknown> = {}): AppError {
  return new AppError('order_not_fillable', undefined, { details: { reason, ...extra } });
}

/** What Seaport's own book says of an order (getOrderStatus and the maker's getCounter). */
export type ChainOrderState = { cancelled: boolean; totalFilled: bigint; totalSize: bigint; makerCounter: bigint };

/**
 * The book's checks before the API authorises a fill (docs/product.md "Trading"): only an active,
 * started, unexpired listing (or, accepting one, offer) with copies left, and a private one only for its buyer. Answers the
 * copies the book still holds. The zone is what makes this binding: the API signs nothing else,
 * so a kept signature of a cancelled, stale or superseded order can never be filled (docs/security.md row 4).
 */
export function assertBookAllowsFill(
  order: FillableOrderRow,
  buyer: string,
  nowSeconds: number,
  side: 'listing' | 'offer' = 'listing',
): bigint {
  if (order.side !== side || order.protocol !== 'seaport') throw notFillable(side === 'listing' ? 'not_a_listing' : 'not_an_offer');
  // An auction listing is filled by the marketplace's settlement only (docs/product.md "Trading"): never authorised here.
  if (order.kind === 'auction') throw notFillable('auction');
  // The reservation comes first: another buyer learns only that the listing is not theirs.
  if (order.taker !== null && order.taker !== buyer.toLowerCase()) throw new AppError('order_private');
  if (order.status !== 'active') {
    const reason = order.status === 'expired' ? 'expired' : order.status === 'filled' ? 'filled' : order.status;
    throw notFillable(reason, order.statusReason ? { statusReason: order.statusReason } : {});
  }
  const startTime = Math.floor(order.startTime.getTime() / 1000);
  // Seaport accepts startTime <= block.timestamp < endTime.
  if (nowSeconds < startTime) throw notFillable('not_started', { startTime });
  if (nowSeconds >= Math.floor(order.endTime.getTime() / 1000)) throw notFillable('expired');
  const remaining = BigInt(order.quantity) - BigInt(order.filledQuantity);
  if (remaining <= 0n) throw notFillable('sold_out');
  return remaining;
}

/**
 * The chain's word over the book's, for what the indexer may not have read yet (a fill or cancel in
 * the last blocks, a counter increment): answers the copies Seaport still sells.
 */
export function assertChainAllowsFill(order: FillableOrderRow, state: ChainOrderState): bigint {
  const counter = BigInt(String(order.parameters.counter));
  if (state.cancelled || state.makerCounter !== counter) throw notFillable('cancelled');
  const quantity = BigInt(order.quantity);
  if (state.totalSize === 0n) return quantity;
  const remaining = (quantity * (state.totalSize - state.totalFilled)) / state.totalSize;
  if (remaining <= 0n) throw notFillable('sold_out');
  return remaining;
}

export type FillFraction = { numerator: bigint; denominator: bigint; units: bigint };

/**
 * Seaport's partial fill of an ERC-1155 listing: `units` of the listed copies as the fraction
 * units / quantity of every item (docs/product.md "Trading"); an ERC-721 listing is bought whole (1/1).
 * Seaport reverts on a fraction that does not divide every amount exactly (InexactFraction), so
 * such a quantity is refused here with the spec's "Error in quantity".
 */
export function fillFraction(order: FillableOrderRow, requested: number | undefined, remaining: bigint): FillFraction {
  const quantity = BigInt(order.quantity);
  const units = requested === undefined ? remaining : BigInt(requested);
  if (units > remaining) throw new AppError('order_quantity_invalid', undefined, { details: { remaining: remaining.toString() } });
  if (quantity === 1n) return { numerator: 1n, denominator: 1n, units: 1n };
  if (units === quantity) return { numerator: 1n, denominator: 1n, units };
  const amounts = [...items(order.parameters, 'offer'), ...items(order.parameters, 'consideration')].flatMap((item) => [
    BigInt(String(item.startAmount)),
    BigInt(String(item.endAmount)),
  ]);
  if (amounts.some((amount) => (amount * units) % quantity !== 0n)) {
    throw new AppError('order_quantity_invalid', undefined, { details: { reason: 'inexact_fraction' } });
  }
  return { numerator: units, denominator: quantity, units };
}

function items(parameters: Record<string, unknown>, key: 'offer' | 'consideration'): Record<string, unknown>[] {
  const list = parameters[key];
  return Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
}
