import type { NftListItem } from '@nft/api-contract';

export type SweepCandidate = NftListItem & { bestListing: NonNullable<NftListItem['bestListing']> };

const same = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/**
 * The tokens a sweep can take, in the list's order (cheapest first): on sale at a fixed or declining price, not already
 * in the cart, not held by the viewer (a seller does not buy their own).
 */
export function sweepCandidates(items: NftListItem[], inCart: (nft: NftListItem) => boolean, viewer: string | undefined): SweepCandidate[] {
  return items.filter(
    (nft): nft is SweepCandidate =>
      nft.bestListing !== null && nft.bestListing.kind !== 'auction' && !inCart(nft) && !same(nft.owner, viewer),
  );
}

/**
 * What `chosen` costs at the prices the list shows, one copy each, per currency (the zero address or null for the
 * native one): the cart then prices each at the moment of buying (a declining price moves).
 */
export function sweepTotals(chosen: SweepCandidate[]): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const { bestListing } of chosen) {
    const currency = (bestListing.currency ?? '').toLowerCase();
    totals.set(currency, (totals.get(currency) ?? 0n) + BigInt(bestListing.price));
  }
  return totals;
}
