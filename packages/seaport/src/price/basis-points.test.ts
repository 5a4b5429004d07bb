import { describe, expect, it } from 'vitest';
import { basisPointsOf, offerSplit } from './basis-points';

describe('fee and royalty shares', () => {
  it('takes basis points of an amount, rounded down', () => {
    expect(basisPointsOf(10n ** 18n, 250)).toBe(25n * 10n ** 15n);
    expect(basisPointsOf(399n, 250)).toBe(9n);
    expect(basisPointsOf(123n, 0)).toBe(0n);
  });

  it('splits an offer per copy, as its consideration pays: 3 copies for 999 at 2.5% and 5%', () => {
    // One copy is 333: its fee is 8 (8.325 rounded down) and its royalty 16 (16.65), each times 3.
    expect(offerSplit(999n, 3n, 250, 500)).toEqual({ fee: 24n, royalty: 48n, sellerReceives: 927n });
    expect(offerSplit(10n ** 18n, 1n, 250, 0)).toEqual({ fee: 25n * 10n ** 15n, royalty: 0n, sellerReceives: 975n * 10n ** 15n });
  });
});
