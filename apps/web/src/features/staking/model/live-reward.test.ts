import { describe, expect, it } from 'vitest';
import { displayReward, liveReward, unlocked } from './live-reward';

describe('liveReward', () => {
  const stake = {
    expectedReward: { value: '1000' },
    rewardPerSecond: '10',
    asOf: '2026-01-01T00:00:00.000Z',
    endsAt: '2026-01-01T00:01:00.000Z',
  };

  it('grows by the rate per whole second after asOf and stops at the end', () => {
    expect(liveReward(stake, 0)).toBe(1000n);
    expect(liveReward(stake, 2_500)).toBe(1020n);
    expect(liveReward(stake, 3_600_000)).toBe(1600n);
  });

  it('judges the lock on the answer time (the chain clock), not the browser clock', () => {
    expect(unlocked({ unlockAt: '2026-01-01T00:00:00.000Z', asOf: '2026-01-01T00:00:00.000Z' })).toBe(true);
    expect(unlocked({ unlockAt: '2026-01-01T00:00:01.000Z', asOf: '2026-01-01T00:00:00.000Z' })).toBe(false);
  });

  it('shows at most six decimals', () => {
    expect(displayReward(1234567891234567891n, 18)).toBe('1.234567');
    expect(displayReward(2n * 10n ** 18n, 18)).toBe('2');
  });
});
