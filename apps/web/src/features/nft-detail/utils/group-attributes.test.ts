import { describe, expect, it } from 'vitest';
import { groupAttributes } from './group-attributes';

describe('groupAttributes', () => {
  it('puts text traits in boxes and levels and stats in bars', () => {
    const groups = groupAttributes([
      { traitType: 'Mood', value: 'Calm', displayType: 'text', maxValue: null },
      { traitType: 'Power', value: '3', displayType: 'level', maxValue: '10' },
      { traitType: 'Speed', value: '7.5', displayType: 'stat', maxValue: '10' },
    ]);
    expect(groups.traits.map((trait) => trait.traitType)).toEqual(['Mood']);
    expect(groups.levels).toEqual([{ traitType: 'Power', value: 3, max: 10, percent: 30 }]);
    expect(groups.stats).toEqual([{ traitType: 'Speed', value: 7.5, max: 10, percent: 75 }]);
  });

  it('shows a level without a usable total as a trait and caps a value above its total', () => {
    const groups = groupAttributes([
      { traitType: 'Broken', value: 'x', displayType: 'level', maxValue: '10' },
      { traitType: 'NoMax', value: '3', displayType: 'stat', maxValue: null },
      { traitType: 'Over', value: '12', displayType: 'stat', maxValue: '10' },
    ]);
    expect(groups.traits.map((trait) => trait.traitType)).toEqual(['Broken', 'NoMax']);
    expect(groups.stats).toEqual([{ traitType: 'Over', value: 12, max: 10, percent: 100 }]);
  });
});
