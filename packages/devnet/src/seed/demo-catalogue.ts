import type { ArtStyleName } from './art/styles';
import type { PaletteName } from './art/palettes';

/** One demo NFT: its art seed and the traits written into its metadata. */
export interface DemoItem {
  name: string;
  description: string;
  /** OpenSea metadata shape: no display_type is a text trait, or a level when it has max_value; `number` is a stat. */
  attributes: {
    trait_type: string;
    value: string | number;
    display_type?: 'number' | 'boost_number' | 'boost_percentage';
    max_value?: number;
  }[];
  /** More than one copy mints on the ERC-1155 platform contract. */
  copies?: number;
}

export interface DemoCollection {
  slug: string;
  chain: 'local1' | 'local2';
  /** Index into the well-known test accounts: the creator who mints. */
  creatorAccount: number;
  name: string;
  description: string;
  category: 'art' | 'collectibles' | 'music' | 'photography' | 'gaming' | 'pfp';
  royaltyBps: number;
  style: ArtStyleName;
  palette: PaletteName;
  verified: boolean;
  items: DemoItem[];
}

const moods = ['Calm', 'Vivid', 'Dusky', 'Electric', 'Misty', 'Golden'] as const;
const rarity = ['Common', 'Uncommon', 'Rare', 'Epic', 'Legendary'] as const;

function series(
  prefix: string,
  count: number,
  traits: (i: number) => DemoItem['attributes'],
  description: (i: number) => string,
  copies?: (i: number) => number,
): DemoItem[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `${prefix} #${i + 1}`,
    description: description(i),
    attributes: traits(i),
    ...(copies ? { copies: copies(i) } : {}),
  }));
}

/** Several collections on both local chains, so a newcomer sees a living marketplace. */
export const demoCatalogue: DemoCollection[] = [
  {
    slug: 'aurora-gradients',
    chain: 'local1',
    creatorAccount: 1,
    name: 'Aurora Gradients',
    category: 'art',
    royaltyBps: 500,
    description: 'Soft light studies inspired by the northern sky. Each piece is generated from its own seed.',
    style: 'gradientOrbs',
    palette: 'aurora',
    verified: true,
    items: series(
      'Aurora',
      8,
      (i) => [
        { trait_type: 'Mood', value: moods[i % moods.length] as string },
        { trait_type: 'Rarity', value: rarity[i % rarity.length] as string },
        { trait_type: 'Brightness', value: 40 + i * 7, display_type: 'number', max_value: 100 },
      ],
      (i) => `Light study number ${i + 1}.`,
    ),
  },
  {
    slug: 'pixel-critters',
    chain: 'local1',
    creatorAccount: 2,
    name: 'Pixel Critters',
    category: 'pfp',
    royaltyBps: 750,
    description: 'Tiny symmetric creatures drawn on an eight by eight grid.',
    style: 'pixelCritter',
    palette: 'candy',
    verified: false,
    items: series(
      'Critter',
      10,
      (i) => [
        { trait_type: 'Species', value: ['Blob', 'Bug', 'Bot', 'Ghost', 'Sprout'][i % 5] as string },
        { trait_type: 'Level', value: (i % 5) + 1, max_value: 5 },
        { trait_type: 'Speed', value: 10 + i * 3, display_type: 'boost_number' },
      ],
      (i) => `A friendly critter, number ${i + 1} of the first hatch.`,
      // The last critter is an edition of 12 (ERC-1155), so local1 has a partly sold ERC-1155 listing too.
      (i) => (i === 9 ? 12 : 1),
    ),
  },
  {
    slug: 'geometry-studies',
    chain: 'local2',
    creatorAccount: 3,
    name: 'Geometry Studies',
    category: 'art',
    royaltyBps: 250,
    description: 'Rotating polygons stacked into quiet compositions.',
    style: 'geometry',
    palette: 'sunset',
    verified: true,
    items: series(
      'Study',
      8,
      (i) => [
        { trait_type: 'Sides', value: 3 + (i % 6), display_type: 'number', max_value: 8 },
        { trait_type: 'Palette', value: 'Sunset' },
        { trait_type: 'Rarity', value: rarity[(i + 2) % rarity.length] as string },
      ],
      (i) => `Composition ${i + 1}.`,
    ),
  },
  {
    slug: 'harbor-waves',
    chain: 'local2',
    creatorAccount: 4,
    name: 'Harbor Waves',
    category: 'music',
    royaltyBps: 1000,
    description: 'Open editions of sound-wave prints from the harbor sessions.',
    style: 'waves',
    palette: 'harbor',
    verified: false,
    items: series(
      'Session',
      5,
      (i) => [
        { trait_type: 'Track', value: `Side ${i % 2 === 0 ? 'A' : 'B'}` },
        { trait_type: 'Tempo', value: 80 + i * 12, display_type: 'number', max_value: 180 },
      ],
      (i) => `Edition print of session ${i + 1}.`,
      (i) => 5 + i * 5,
    ),
  },
];
