import type { CollectionAttributes } from '@nft/api-contract';

type TraitValue = CollectionAttributes['traits'][number]['values'][number];

/** What the NFT page says of one of its traits within its collection; each part undefined when it is not known. */
export type TraitFacts = {
  /** The share of the collection's NFTs that carry the value (0 to 1): OpenSea's "25% have this trait". */
  share: number | undefined;
  /** The value's floor in base units (null when none of its items is on sale). */
  floorPrice: string | null | undefined;
};

/** A value of a trait type in the collection's counts; a number value is matched as text. */
function traitValue(attributes: CollectionAttributes | undefined, traitType: string, value: string | number): TraitValue | undefined {
  const trait = attributes?.traits.find((entry) => entry.traitType === traitType);
  return trait?.values.find((entry) => entry.value === String(value));
}

/**
 * The share and floor of one trait value. The share is the value's count over the collection's items. Both are
 * unknown for a value outside the 100 most common of its trait type that the attributes read lists; the share also
 * without the collection's item count.
 */
export function traitFacts(
  attributes: CollectionAttributes | undefined,
  items: number | undefined,
  traitType: string,
  value: string | number,
): TraitFacts {
  const entry = traitValue(attributes, traitType, value);
  return {
    // Counts and stats are read apart: a count above a stale item count is still at most everything.
    share: entry && items ? Math.min(1, entry.count / items) : undefined,
    floorPrice: entry?.floorPrice,
  };
}
