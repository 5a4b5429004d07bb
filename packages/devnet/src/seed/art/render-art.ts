import sharp from 'sharp';
import { palettes, type PaletteName } from './palettes';
import { seededRandom } from './random';
import { artStyles, type ArtStyleName } from './styles';

export interface ArtRequest {
  seed: string;
  style: ArtStyleName;
  palette: PaletteName;
  width: number;
  height: number;
}

/**
 * Renders deterministic generative art to PNG. The SVG is our own and never leaves this
 * function: only the rasterised PNG is stored, as with any other image.
 */
export async function renderArt({ seed, style, palette, width, height }: ArtRequest): Promise<Buffer> {
  const inner = artStyles[style]({ width, height, colors: palettes[palette], random: seededRandom(seed) });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${inner}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
