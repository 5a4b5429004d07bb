import { describe, expect, it } from 'vitest';
import { traitFacts } from './trait-facts';

const attributes = {
  traits: [
    {
      traitType: 'Mood',
      values: [
        { value: 'Dusky', count: 2, listed: 1, floorPrice: '70000000000000000' },
        { value: 'Calm', count: 6, listed: 0, floorPrice: null },
      ],
      valueCount: 2,
      range: null,
    },
    { traitType: 'Edition', values: [{ value: '1', count: 1, listed: 1, floorPrice: '5' }], valueCount: 1, range: null },
  ],
};

describe('trait facts', () => {
  it("share is the value's count over the collection's items; a number value is matched as text", () => {
    expect(traitFacts(attributes, 8, 'Mood', 'Dusky').share).toBe(0.25);
    expect(traitFacts(attributes, 8, 'Edition', 1).share).toBe(0.125);
  });

  it('share is unknown without stats, for another trait type or value, and never above the whole', () => {
    expect(traitFacts(attributes, undefined, 'Mood', 'Dusky').share).toBeUndefined();
    expect(traitFacts(attributes, 0, 'Mood', 'Dusky').share).toBeUndefined();
    expect(traitFacts(undefined, 8, 'Mood', 'Dusky').share).toBeUndefined();
    expect(traitFacts(attributes, 8, 'Mood', 'Bright').share).toBeUndefined();
    expect(traitFacts(attributes, 8, 'Colour', 'Dusky').share).toBeUndefined();
    expect(traitFacts(attributes, 4, 'Mood', 'Calm').share).toBe(1);
  });

  it("floor is the value's own, null when none is on sale, and unknown for a value not counted", () => {
    expect(traitFacts(attributes, undefined, 'Mood', 'Dusky').floorPrice).toBe('70000000000000000');
    expect(traitFacts(attributes, 8, 'Edition', 1).floorPrice).toBe('5');
    expect(traitFacts(attributes, 8, 'Mood', 'Calm').floorPrice).toBeNull();
    expect(traitFacts(attributes, 8, 'Mood', 'Bright').floorPrice).toBeUndefined();
    expect(traitFacts(undefined, 8, 'Mood', 'Dusky').floorPrice).toBeUndefined();
  });
});
