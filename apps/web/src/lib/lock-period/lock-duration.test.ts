import { describe, expect, it } from 'vitest';
import { lockDuration } from './lock-duration';

describe('lockDuration', () => {
  it.each([
    [0, { unit: 'seconds', count: 0 }],
    [45, { unit: 'seconds', count: 45 }],
    [600, { unit: 'minutes', count: 10 }],
    [5_400, { unit: 'minutes', count: 90 }],
    [7_200, { unit: 'hours', count: 2 }],
    [86_400, { unit: 'days', count: 1 }],
    [2_592_000, { unit: 'days', count: 30 }],
    [86_401, { unit: 'seconds', count: 86_401 }],
  ])('writes %i seconds as %o', (seconds, expected) => {
    expect(lockDuration(seconds)).toEqual(expected);
  });
});
