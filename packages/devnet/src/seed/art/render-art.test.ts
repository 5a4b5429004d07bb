import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderArt } from './render-art';
import { artStyles, type ArtStyleName } from './styles';

describe('demo art', () => {
  it.each(Object.keys(artStyles) as ArtStyleName[])('renders %s as a real PNG of the requested size', async (style) => {
    const png = await renderArt({ seed: `t-${style}`, style, palette: 'candy', width: 320, height: 200 });
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 320, height: 200 });
    // Not a flat fill: the art must have some variation.
    const stats = await sharp(png).stats();
    expect(stats.channels.some((c) => c.stdev > 5)).toBe(true);
  });

  it('is deterministic for a seed and differs across seeds', async () => {
    const a = await renderArt({ seed: 'same', style: 'geometry', palette: 'aurora', width: 64, height: 64 });
    const b = await renderArt({ seed: 'same', style: 'geometry', palette: 'aurora', width: 64, height: 64 });
    const c = await renderArt({ seed: 'other', style: 'geometry', palette: 'aurora', width: 64, height: 64 });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });
});
