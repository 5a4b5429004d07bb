import type { DemoItem } from './demo-catalogue';

/** ERC-721/1155 metadata JSON as marketplaces read it (OpenSea's shape). */
export function itemMetadata(item: DemoItem, imageUrl: string): Record<string, unknown> {
  return { name: item.name, description: item.description, image: imageUrl, attributes: item.attributes };
}

type AttributeRow = {
  traitType: string;
  value: string;
  displayType: 'text' | 'level' | 'stat';
  numericValue: string | null;
  maxValue: string | null;
};

/** Maps metadata traits onto the spec's three kinds: text traits, levels, and stats. */
export function attributeRows(item: DemoItem): AttributeRow[] {
  return item.attributes.map((a) => {
    const numeric = typeof a.value === 'number';
    const displayType = a.display_type ? 'stat' : numeric && a.max_value !== undefined ? 'level' : 'text';
    return {
      traitType: a.trait_type,
      value: String(a.value),
      displayType,
      numericValue: numeric ? String(a.value) : null,
      maxValue: a.max_value === undefined ? null : String(a.max_value),
    };
  });
}
