import { describe, expect, it } from 'vitest';
import { initialsIcon } from './initials-icon';

describe('initialsIcon', () => {
  it('draws a coloured circle with the label as an SVG data URI', () => {
    const uri = initialsIcon('BNB', '#F0B90B');
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(uri.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('fill="#F0B90B"');
    expect(svg).toContain('>BNB</text>');
  });

  it('refuses labels and colours that could smuggle markup into the SVG', () => {
    expect(() => initialsIcon('<script>', '#000000')).toThrow(/label/);
    expect(() => initialsIcon('ABCDE', '#000000')).toThrow(/label/);
    expect(() => initialsIcon('A', 'red"/><script/>')).toThrow(/colours/);
  });
});
