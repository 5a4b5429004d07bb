import type { Random } from './random';

/** Each style draws the inner SVG of a square or wide canvas from a palette and a random source. */
export type ArtStyle = (args: { width: number; height: number; colors: readonly string[]; random: Random }) => string;

export const gradientOrbs: ArtStyle = ({ width, height, colors, random }) => {
  const orbs = Array.from({ length: 7 }, (_, i) => {
    const r = random.int(Math.min(width, height) / 8, Math.min(width, height) / 2);
    return `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${r}" fill="url(#g${i % 3})" opacity="${(0.35 + random.next() * 0.5).toFixed(2)}"/>`;
  });
  const defs = [0, 1, 2]
    .map(
      (i) =>
        `<radialGradient id="g${i}"><stop offset="0" stop-color="${random.pick(colors)}"/><stop offset="1" stop-color="${random.pick(colors)}" stop-opacity="0"/></radialGradient>`,
    )
    .join('');
  return `<defs>${defs}</defs><rect width="100%" height="100%" fill="${colors[0]}"/>${orbs.join('')}`;
};

export const pixelCritter: ArtStyle = ({ width, height, colors, random }) => {
  // A symmetric 8x8 sprite, like an identicon, centred on a plain background.
  const cell = Math.floor(Math.min(width, height) / 12);
  const ox = (width - cell * 8) / 2;
  const oy = (height - cell * 8) / 2;
  const body = random.pick(colors.slice(1));
  const cells: string[] = [];
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 4; x++) {
      if (random.next() < 0.55) {
        for (const cx of [x, 7 - x])
          cells.push(`<rect x="${ox + cx * cell}" y="${oy + y * cell}" width="${cell}" height="${cell}" fill="${body}"/>`);
      }
    }
  }
  const eye = `<rect x="${ox + 2 * cell}" y="${oy + 3 * cell}" width="${cell}" height="${cell}" fill="#fff"/><rect x="${ox + 5 * cell}" y="${oy + 3 * cell}" width="${cell}" height="${cell}" fill="#fff"/>`;
  return `<rect width="100%" height="100%" fill="${colors[0]}"/>${cells.join('')}${eye}`;
};

export const geometry: ArtStyle = ({ width, height, colors, random }) => {
  const cx = width / 2;
  const cy = height / 2;
  const sides = random.int(3, 8);
  const rings = Array.from({ length: 9 }, (_, ring) => {
    const radius = (Math.min(width, height) / 2) * (1 - ring / 10);
    const turn = random.next() * Math.PI;
    const points = Array.from({ length: sides }, (_, k) => {
      const a = turn + (k * 2 * Math.PI) / sides;
      return `${(cx + radius * Math.cos(a)).toFixed(1)},${(cy + radius * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
    return `<polygon points="${points}" fill="${colors[(ring % (colors.length - 1)) + 1]}" opacity="0.85"/>`;
  });
  return `<rect width="100%" height="100%" fill="${colors[0]}"/>${rings.join('')}`;
};

export const waves: ArtStyle = ({ width, height, colors, random }) => {
  const lines = Array.from({ length: 14 }, (_, i) => {
    const amp = random.int(height / 30, height / 8);
    const freq = 1 + random.next() * 3;
    const base = (height / 15) * (i + 1);
    const d = Array.from({ length: 41 }, (_, k) => {
      const x = (width / 40) * k;
      const y = base + amp * Math.sin((k / 40) * freq * 2 * Math.PI + i);
      return `${k === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
    }).join(' ');
    return `<path d="${d}" stroke="${colors[(i % (colors.length - 1)) + 1]}" stroke-width="${random.int(2, 6)}" fill="none"/>`;
  });
  return `<rect width="100%" height="100%" fill="${colors[0]}"/>${lines.join('')}`;
};

export const artStyles = { gradientOrbs, pixelCritter, geometry, waves } as const;
export type ArtStyleName = keyof typeof artStyles;
