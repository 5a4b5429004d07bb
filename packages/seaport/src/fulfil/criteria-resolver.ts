import type { Hex } from 'viem';

/** Seaport's Side enum: which list of the order holds the criteria item. */
export const orderSides = { offer: 0, consideration: 1 } as const;

/**
 * Seaport's CriteriaResolver: the token `identifier` fills item `index` of `side` of order `orderIndex`;
 * `criteriaProof` leads from it to the item's root (criteriaProof), empty for a zero root (any token).
 */
export type CriteriaResolver = { orderIndex: bigint; side: 0 | 1; index: bigint; identifier: bigint; criteriaProof: readonly Hex[] };

/** The resolver as viem's encoder takes it (a mutable proof array). */
export function criteriaResolverArg(resolver: CriteriaResolver) {
  return { ...resolver, criteriaProof: [...resolver.criteriaProof] };
}
