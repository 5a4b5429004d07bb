import type { BlockEffects, FillItem, LogPosition } from '../effects/block-effects';

export interface OrdersMatchedArgs {
  orderHashes: readonly string[];
}

const sameNft = (a: FillItem, b: FillItem) => a.contractAddress === b.contractAddress && a.tokenId === b.tokenId;

/**
 * Seaport `OrdersMatched`, emitted after the `OrderFulfilled` of every matched order. An auction's
 * settlement (docs/product.md "Auctions") matches the seller's auction order, which offers the NFT,
 * with the winning bid, which offers the ERC-20 and asks for the NFT. Both logs describe the one
 * sale; in a match the `recipient` of the auction order's log is not the buyer (docs/decisions/029).
 * So the bid's fill stands for the trade: buyer = the bidder, price = the bid, seller = the auction
 * order's offerer; the auction order's fill is folded into it (`alsoFills`, no fill row of its
 * own, so volume counts the sale once) and the activity row is one 'settlement'.
 */
export function handleOrdersMatched(effects: BlockEffects, position: LogPosition, args: OrdersMatchedArgs): void {
  const matched = new Set(args.orderHashes.map((hash) => hash.toLowerCase()));
  const inMatch = (fill: FillItem) => fill.position.txHash === position.txHash && matched.has(fill.orderHash);
  const sold = effects.fills.filter((f) => inMatch(f) && f.side === 'listing');
  const bought = effects.fills.filter((f) => inMatch(f) && f.side === 'offer');
  const folded = new Set<FillItem>();
  for (const bid of bought) {
    const auction = sold.find((f) => !folded.has(f) && sameNft(f, bid));
    if (!auction) continue;
    folded.add(auction);
    bid.kind = 'settlement';
    bid.seller = auction.seller;
    bid.alsoFills = [...(bid.alsoFills ?? []), auction.orderHash];
  }
  if (folded.size > 0) effects.fills = effects.fills.filter((f) => !folded.has(f));
}
