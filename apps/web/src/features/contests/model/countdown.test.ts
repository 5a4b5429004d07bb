import { describe, expect, it } from 'vitest';
import { countdown } from './countdown';

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and whole seconds', () => {
    const now = Date.parse('2026-02-01T00:00:00Z');
    expect(countdown(Date.parse('2026-02-03T04:05:06.900Z'), now)).toEqual({ days: 2, hours: 4, minutes: 5, seconds: 6 });
  });

  it('stays at zero once the moment has passed', () => {
    expect(countdown(1_000, 5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
