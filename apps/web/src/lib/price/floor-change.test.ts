import { describe, expect, it } from 'vitest';
import { floorChange } from './floor-change';

describe('floorChange', () => {
  it('answers the move as a fraction of the earlier floor, up or down', () => {
    expect(floorChange('105', '100')).toBe(0.05);
    expect(floorChange('50', '200')).toBe(-0.75);
    expect(floorChange('100', '100')).toBe(0);
    // 18-decimal amounts far beyond 2^53 base units.
    expect(floorChange('1500000000000000000000', '1000000000000000000000')).toBe(0.5);
  });

  it('has no answer without a floor at either end, or from a zero floor', () => {
    expect(floorChange(null, '100')).toBeNull();
    expect(floorChange('100', null)).toBeNull();
    expect(floorChange('100', '0')).toBeNull();
  });
});
