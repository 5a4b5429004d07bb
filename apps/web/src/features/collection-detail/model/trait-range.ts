/** A numeric trait's bounds as typed in the filter: an empty bound is open. */
export type TraitRangeValue = { min: string; max: string };

const bound = /^-?\d{1,30}(\.\d{1,18})?$/;

/** The bounds the URL's ranges (`<type>:<min>:<max>`, a type holds no colon) set for one trait type; open when none. */
export function rangeOf(ranges: readonly string[], traitType: string): TraitRangeValue {
  const found = ranges.map((range) => range.split(':')).find(([type]) => type === traitType);
  return { min: found?.[1] ?? '', max: found?.[2] ?? '' };
}

/** The ranges with one trait type's bounds replaced; both bounds open removes it. */
export function withRange(ranges: readonly string[], traitType: string, { min, max }: TraitRangeValue): string[] {
  const others = ranges.filter((range) => range.split(':')[0] !== traitType);
  const low = min.trim();
  const high = max.trim();
  return low === '' && high === '' ? others : [...others, `${traitType}:${low}:${high}`];
}

/** Why bounds cannot be applied: one is not a number, or the lowest is above the highest. */
export function rangeError({ min, max }: TraitRangeValue): 'number' | 'order' | undefined {
  const low = min.trim();
  const high = max.trim();
  if ((low !== '' && !bound.test(low)) || (high !== '' && !bound.test(high))) return 'number';
  if (low !== '' && high !== '' && Number(low) > Number(high)) return 'order';
  return undefined;
}
