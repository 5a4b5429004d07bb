/** What an offer buys (docs/product.md "Trading", Offers): one NFT, any item of a collection, or any item with a trait. */
export type OfferTarget =
  | { kind: 'item'; chain: string; contract: string; tokenId: string; standard: string }
  | { kind: 'collection'; chain: string; contract: string }
  | { kind: 'trait'; chain: string; contract: string; trait: { type: string; value: string } };

/** The build route's item for a target (`items: [{ contract, tokenId? , trait?, quantity? }]`). */
export function offerItem(target: OfferTarget, quantity: number) {
  switch (target.kind) {
    case 'item':
      return { contract: target.contract, tokenId: target.tokenId, quantity };
    case 'collection':
      return { contract: target.contract, quantity };
    case 'trait':
      return { contract: target.contract, trait: target.trait, quantity };
  }
}

/** Only one ERC-1155 item offer may ask for several copies; a collection or trait offer buys one item. */
export const takesQuantity = (target: OfferTarget) => target.kind === 'item' && target.standard === 'ERC-1155';
