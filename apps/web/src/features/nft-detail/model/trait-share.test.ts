import { describe, expect, it } from 'vitest';
import { traitShare } from './trait-share';

const attributes = {
  traits: [
    {
      traitType: 'Mood',
      values: [
        { value: 'Dusky', count: 2 },
        { value: 'Calm', count: 6 },
      ],
      valueCount: 2,
    },
    { traitType: 'Edition', values: [{ value: '1', count: 1 }], valueCount: 1 },
  ],
};

describe('trait share', () => {
  it("is the value's count over the collection's items; a number value is matched as text", () => {
    expect(traitShare(attributes, 8, 'Mood', 'Dusky')).toBe(0.25);
    expect(traitShare(attributes, 8, 'Edition', 1)).toBe(0.125);
  });

  it('is unknown without stats, for another trait type or value, and never above the whole', () => {
    expect(traitShare(attributes, undefined, 'Mood', 'Dusky')).toBeUndefined();
    expect(traitShare(attributes, 0, 'Mood', 'Dusky')).toBeUndefined();
    expect(traitShare(undefined, 8, 'Mood', 'Dusky')).toBeUndefined();
    expect(traitShare(attributes, 8, 'Mood', 'Bright')).toBeUndefined();
    expect(traitShare(attributes, 8, 'Colour', 'Dusky')).toBeUndefined();
    // Counts and stats are read apart: a count above a stale item count is still at most everything.
    expect(traitShare(attributes, 4, 'Mood', 'Calm')).toBe(1);
  });
});
