import type { NftAttribute } from '../api/nft-detail-schemas';

export type RangedAttribute = { traitType: string; value: number; max: number; percent: number };
export type GroupedAttributes = { traits: NftAttribute[]; levels: RangedAttribute[]; stats: RangedAttribute[] };

function ranged(attribute: NftAttribute): RangedAttribute | undefined {
  const value = Number(attribute.value);
  const max = Number(attribute.maxValue);
  if (!Number.isFinite(value) || !Number.isFinite(max) || max <= 0) return undefined;
  // Indexed metadata is untrusted: a value above its total still draws a full bar, never more.
  return { traitType: attribute.traitType, value, max, percent: Math.min(100, Math.max(0, (value / max) * 100)) };
}

/**
 * Splits attributes the way OpenSea shows them: text traits as boxes, levels and stats as bars.
 * A level or stat without a usable total is shown as a trait rather than as a broken bar.
 */
export function groupAttributes(attributes: NftAttribute[]): GroupedAttributes {
  const groups: GroupedAttributes = { traits: [], levels: [], stats: [] };
  for (const attribute of attributes) {
    const bar = attribute.displayType === 'text' ? undefined : ranged(attribute);
    if (!bar) groups.traits.push(attribute);
    else if (attribute.displayType === 'level') groups.levels.push(bar);
    else groups.stats.push(bar);
  }
  return groups;
}
