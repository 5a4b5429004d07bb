import { describe, expect, it } from 'vitest';
import { loopSlides } from './loop-slides';

const items = (slides: { item: string; copy: boolean }[]) => slides.map(({ item, copy }) => (copy ? `${item}*` : item));

describe('loopSlides', () => {
  it('keeps a list that is long enough as it is', () => {
    expect(items(loopSlides(['a', 'b', 'c', 'd', 'e'], 5))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('repeats a short list whole, marking the repeats', () => {
    expect(items(loopSlides(['a', 'b', 'c', 'd'], 5))).toEqual(['a', 'b', 'c', 'd', 'a*', 'b*', 'c*', 'd*']);
    expect(items(loopSlides(['a', 'b'], 5))).toEqual(['a', 'b', 'a*', 'b*', 'a*', 'b*']);
  });

  it('does not repeat a single slide or an empty list', () => {
    expect(items(loopSlides(['a'], 5))).toEqual(['a']);
    expect(loopSlides([], 5)).toEqual([]);
  });

  it('gives every slide its own key', () => {
    const keys = loopSlides(['a', 'a', 'b'], 5).map((slide) => slide.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
