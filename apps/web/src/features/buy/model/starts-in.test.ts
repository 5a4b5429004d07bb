import { describe, expect, it } from 'vitest';
import { formatStartsIn } from './starts-in';

describe('formatStartsIn', () => {
  it('names the largest whole unit, rounded up, in English and Japanese', () => {
    expect(formatStartsIn(30, 'en')).toBe('in 30 seconds');
    expect(formatStartsIn(90, 'en')).toBe('in 2 minutes');
    expect(formatStartsIn(7200, 'en')).toBe('in 2 hours');
    expect(formatStartsIn(86_400 * 3, 'en')).toBe('in 3 days');
    expect(formatStartsIn(300, 'ja')).toBe('5 分後');
  });
});
