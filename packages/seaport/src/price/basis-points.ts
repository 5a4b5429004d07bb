/**
 * `bps` basis points of `amount`, rounded down: how every order here takes the marketplace fee and the royalty off a
 * price (listings, auctions, offers), so what a page shows before signing is what the order pays.
 */
export const basisPointsOf = (amount: bigint, bps: number): bigint => (amount * BigInt(bps)) / 10_000n;

export type OfferSplit = { fee: bigint; royalty: bigint; sellerReceives: bigint };

/**
 * How an offer of `price` for `quantity` copies is paid out when accepted: the fee and the royalty are taken per copy
 * (the offer's consideration, build-offer.ts) and the seller receives the rest.
 */
export function offerSplit(price: bigint, quantity: bigint, feeBps: number, royaltyBps: number): OfferSplit {
  const unit = price / quantity;
  const fee = basisPointsOf(unit, feeBps) * quantity;
  const royalty = basisPointsOf(unit, royaltyBps) * quantity;
  return { fee, royalty, sellerReceives: price - fee - royalty };
}
