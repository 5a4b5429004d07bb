import type { ArtStyleName } from './art/styles';
import type { PaletteName } from './art/palettes';

/**
 * The home page's events, fan favourites and re-creations on a fresh install (issue 13 item 6), so a newcomer sees
 * every section; operators edit or remove them in the console. Links are paths on the marketplace (`{slug}` names a
 * demo collection, replaced by its page), images are rendered locally like the NFTs'.
 */
export type DemoArt = { style: ArtStyleName; palette: PaletteName };

export const demoEvents: readonly { title: string; description: string; link: string; art: DemoArt }[] = [
  {
    title: 'Aurora Week',
    description: 'Seven nights of generative light: new Aurora Gradients every evening, with live listings on local1.',
    link: '{aurora-gradients}',
    art: { style: 'gradientOrbs', palette: 'aurora' },
  },
  {
    title: 'Pixel Critter Hatch Day',
    description: 'Adopt a critter before the edition sells out: fixed-price and auction listings open all day.',
    link: '{pixel-critters}',
    art: { style: 'pixelCritter', palette: 'candy' },
  },
  {
    title: 'Harbor Sessions Live',
    description: 'Sound-wave prints recorded at the harbour, dropping on local2 with offers welcome.',
    link: '{harbor-waves}',
    art: { style: 'waves', palette: 'harbor' },
  },
];

export const demoFavorites: readonly { title: string; reward: string; description: string; link: string; art: DemoArt }[] = [
  {
    title: 'Collector of the Month',
    reward: 'A one-of-one Aurora print for the most active collector',
    description: 'Fans voted for the collector whose gallery glowed brightest this month.',
    link: '{aurora-gradients}',
    art: { style: 'gradientOrbs', palette: 'sunset' },
  },
  {
    title: 'Critter Keepers',
    reward: 'Early access to the next hatch',
    description: 'Holders of three or more Pixel Critters keep the pixel farm running.',
    link: '{pixel-critters}',
    art: { style: 'pixelCritter', palette: 'forest' },
  },
  {
    title: 'Geometry Club',
    reward: 'A signed rotation study',
    description: 'The fans who collected every Polygon Atelier shape.',
    link: '{geometry-studies}',
    art: { style: 'geometry', palette: 'candy' },
  },
];

export const demoDerivatives: readonly { title: string; link: string; art: DemoArt }[] = [
  { title: 'Aurora, Remixed at Dawn', link: '{aurora-gradients}', art: { style: 'gradientOrbs', palette: 'candy' } },
  { title: 'Critter in the Forest', link: '{pixel-critters}', art: { style: 'pixelCritter', palette: 'forest' } },
  { title: 'Folded Polygons', link: '{geometry-studies}', art: { style: 'geometry', palette: 'sunset' } },
  { title: 'Harbor Echo', link: '{harbor-waves}', art: { style: 'waves', palette: 'aurora' } },
];
