import type { Order } from '../api/buy-schemas';

export type ListingAvailability =
  { kind: 'buyable' } | { kind: 'own' } | { kind: 'scheduled'; startsIn: number } | { kind: 'reserved'; buyer: string } | { kind: 'ended' };

const same = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/**
 * Whether `viewer` can buy this listing at `now` (unix seconds): a scheduled listing is not
 * buyable before its start, a private one only by its buyer (docs/product.md, spec section 4
 * "Listing setup"); the server checks the same again when it authorises the fill.
 */
export function listingAvailability(
  order: Pick<Order, 'maker' | 'taker' | 'startTime' | 'endTime' | 'status'>,
  viewer: string | undefined,
  now: number,
): ListingAvailability {
  if (order.status !== 'active' || now >= order.endTime) return { kind: 'ended' };
  if (same(order.maker, viewer)) return { kind: 'own' };
  if (order.taker && !same(order.taker, viewer)) return { kind: 'reserved', buyer: order.taker };
  if (now < order.startTime) return { kind: 'scheduled', startsIn: order.startTime - now };
  return { kind: 'buyable' };
}

/**
 * The listing a "Buy now" button sells: the cheapest one the viewer can buy now; else the one to
 * explain (the next scheduled start, then a reservation), so the page says why it cannot be bought.
 */
export function pickListing<T extends Pick<Order, 'maker' | 'taker' | 'startTime' | 'endTime' | 'status'>>(
  listings: T[],
  viewer: string | undefined,
  now: number,
  priceOf: (order: T) => bigint,
): { order: T; availability: ListingAvailability } | undefined {
  const rated = listings.map((order) => ({ order, availability: listingAvailability(order, viewer, now) }));
  const rank = { buyable: 0, scheduled: 1, reserved: 2, own: 3, ended: 4 } as const;
  rated.sort((a, b) => {
    const byKind = rank[a.availability.kind] - rank[b.availability.kind];
    if (byKind !== 0) return byKind;
    const [pa, pb] = [priceOf(a.order), priceOf(b.order)];
    return pa < pb ? -1 : pa > pb ? 1 : 0;
  });
  const first = rated[0];
  return first && first.availability.kind !== 'ended' ? first : undefined;
}
