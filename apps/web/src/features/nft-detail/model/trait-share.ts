import type { CollectionAttributes } from '@nft/api-contract';

/**
 * What share of the collection's NFTs carry this trait value (0 to 1), as OpenSea shows it on a trait ("25% have
 * this trait"): the value's count over the collection's items. Undefined when it is not known: no collection stats
 * yet, or a value outside the 100 most common of its trait type that the attributes read lists.
 */
export function traitShare(
  attributes: CollectionAttributes | undefined,
  items: number | undefined,
  traitType: string,
  value: string | number,
): number | undefined {
  if (!attributes || !items) return undefined;
  const trait = attributes.traits.find((entry) => entry.traitType === traitType);
  const count = trait?.values.find((entry) => entry.value === String(value))?.count;
  return count === undefined ? undefined : Math.min(1, count / items);
}
