import { describe, expect, it } from 'vitest';
import { rangeError, rangeOf, withRange } from './trait-range';

describe('a numeric trait range in the filter', () => {
  it("reads one trait type's bounds from the URL's ranges, open when absent", () => {
    const ranges = ['Speed:10:', 'Level:-1:40'];
    expect(rangeOf(ranges, 'Speed')).toEqual({ min: '10', max: '' });
    expect(rangeOf(ranges, 'Level')).toEqual({ min: '-1', max: '40' });
    expect(rangeOf(ranges, 'Spee')).toEqual({ min: '', max: '' });
  });

  it("replaces one type's bounds, keeps the others, and drops a range open at both ends", () => {
    expect(withRange(['Speed:10:', 'Level:1:2'], 'Speed', { min: ' 5 ', max: '9.5' })).toEqual(['Level:1:2', 'Speed:5:9.5']);
    expect(withRange(['Speed:10:'], 'Level', { min: '', max: '3' })).toEqual(['Speed:10:', 'Level::3']);
    expect(withRange(['Speed:10:', 'Level:1:2'], 'Speed', { min: '', max: ' ' })).toEqual(['Level:1:2']);
  });

  it('refuses a bound that is not a number and a lowest above the highest; equal bounds are one value', () => {
    expect(rangeError({ min: 'ten', max: '' })).toBe('number');
    expect(rangeError({ min: '', max: '1e3' })).toBe('number');
    expect(rangeError({ min: '9.5', max: '9' })).toBe('order');
    expect(rangeError({ min: '9', max: '9' })).toBeUndefined();
    expect(rangeError({ min: '-2', max: '' })).toBeUndefined();
    expect(rangeError({ min: '', max: '' })).toBeUndefined();
  });
});
