/** Where the royalty of a sale comes from. */
export type RoyaltySource = 'chain' | 'collection' | 'none';

/** The royalty a sale pays: basis points of the price (0..10,000) and who receives them. */
export interface EffectiveRoyalty {
  bps: number;
  receiver: string | null;
  source: RoyaltySource;
}

/** What the indexer stored from the token's ERC-2981 `royaltyInfo` (nfts.royalty_bps / royalty_receiver). */
export interface ChainRoyalty {
  /** null: the contract has no ERC-2981 (or it was not read yet). */
  royaltyBps: number | null;
  royaltyReceiver: string | null;
}

/** The collection's own setting (collections.royalty_bps / royalty_address). */
export interface CollectionRoyalty {
  royaltyBps: number;
  royaltyAddress: string | null;
}

const none: EffectiveRoyalty = { bps: 0, receiver: null, source: 'none' };

/**
 * The one royalty figure the detail page shows and trading pays (docs/decisions/023-effective-royalty.md).
 * The token's ERC-2981 answer wins, since that is what the contract says royalty-aware marketplaces
 * pay; the collection's setting applies only when the contract has no ERC-2981. A royalty nobody can
 * receive (no receiver) is no royalty.
 */
export function effectiveRoyalty(nft: ChainRoyalty, collection: CollectionRoyalty | null): EffectiveRoyalty {
  if (nft.royaltyBps !== null) {
    if (nft.royaltyBps === 0 || nft.royaltyReceiver === null) return { ...none, source: 'chain' };
    return { bps: nft.royaltyBps, receiver: nft.royaltyReceiver, source: 'chain' };
  }
  if (collection && collection.royaltyBps > 0 && collection.royaltyAddress !== null) {
    return { bps: collection.royaltyBps, receiver: collection.royaltyAddress, source: 'collection' };
  }
  return none;
}
