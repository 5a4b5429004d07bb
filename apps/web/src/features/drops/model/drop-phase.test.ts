import { describe, expect, it } from 'vitest';
import { dropPhase, dropSchedule, formatCountdown, isMintable, mintedPercent, nextPhaseChange, type DropSchedule } from './drop-phase';

const withAllowlist: DropSchedule = { pending: false, startTime: 1000, publicStartTime: 2000, endTime: 3000, supply: 10, minted: 3 };
const publicOnly: DropSchedule = { pending: false, startTime: 1000, publicStartTime: null, endTime: null, supply: 10, minted: 0 };

describe('dropPhase', () => {
  it('goes upcoming, allowlist, public, ended at the boundaries (a boundary belongs to the later phase)', () => {
    expect(dropPhase(withAllowlist, 999)).toBe('upcoming');
    expect(dropPhase(withAllowlist, 1000)).toBe('allowlist');
    expect(dropPhase(withAllowlist, 1999)).toBe('allowlist');
    expect(dropPhase(withAllowlist, 2000)).toBe('public');
    expect(dropPhase(withAllowlist, 2999)).toBe('public');
    expect(dropPhase(withAllowlist, 3000)).toBe('ended');
  });

  it('has no allowlist phase without an allowlist and no end without an end time', () => {
    expect(dropPhase(publicOnly, 1000)).toBe('public');
    expect(dropPhase(publicOnly, 10_000_000)).toBe('public');
  });

  it('is soldOut once minted reaches supply, whatever the time', () => {
    expect(dropPhase({ ...withAllowlist, minted: 10 }, 1500)).toBe('soldOut');
    expect(dropPhase({ ...withAllowlist, minted: 10 }, 5000)).toBe('soldOut');
  });

  it('mints only in the allowlist and public phases', () => {
    expect(['pending', 'upcoming', 'allowlist', 'public', 'ended', 'soldOut'].filter((phase) => isMintable(phase as never))).toEqual([
      'allowlist',
      'public',
    ]);
  });
});

describe('dropSchedule', () => {
  it('reads the API times as unix seconds, with no allowlist phase when the drop has no allowlist', () => {
    const times = { startsAt: '2026-01-01T00:00:00.000Z', publicStartsAt: '2026-01-01T01:00:00.000Z', endsAt: '2026-01-02T00:00:00.000Z' };
    const drop = { phase: 'allowlist' as const, ...times, hasAllowlist: true, supply: 5, minted: 1 };
    expect(dropSchedule(drop)).toEqual({
      pending: false,
      startTime: 1767225600,
      publicStartTime: 1767229200,
      endTime: 1767312000,
      supply: 5,
      minted: 1,
    });
    expect(dropSchedule({ ...drop, hasAllowlist: false }).publicStartTime).toBeNull();
    expect(dropPhase(dropSchedule({ ...drop, phase: 'pending' }), 1767229300)).toBe('pending');
  });
});

describe('nextPhaseChange', () => {
  it('counts down to the start, then the public phase, then the end', () => {
    expect(nextPhaseChange(withAllowlist, 500)).toBe(1000);
    expect(nextPhaseChange(withAllowlist, 1500)).toBe(2000);
    expect(nextPhaseChange(withAllowlist, 2500)).toBe(3000);
    expect(nextPhaseChange(withAllowlist, 3500)).toBeNull();
    expect(nextPhaseChange(publicOnly, 1500)).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('shows days only when there are some, and never a negative time', () => {
    expect(formatCountdown(59)).toBe('00:00:59');
    expect(formatCountdown(3 * 3600 + 4 * 60 + 5)).toBe('03:04:05');
    expect(formatCountdown(2 * 86_400 + 61)).toBe('2d 00:01:01');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});

describe('mintedPercent', () => {
  it('shows a started sale as at least 1 and an unfinished one as at most 99', () => {
    expect(mintedPercent(0, 10)).toBe(0);
    expect(mintedPercent(1, 1000)).toBe(1);
    expect(mintedPercent(3, 10)).toBe(30);
    expect(mintedPercent(999, 1000)).toBe(99);
    expect(mintedPercent(1000, 1000)).toBe(100);
    expect(mintedPercent(0, 0)).toBe(0);
  });
});
