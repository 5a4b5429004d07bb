import type { ContestMine } from '@nft/api-contract';
import { describe, expect, it } from 'vitest';
import { voteStateOf } from './vote-state';

const mine = (votedEntryIds: number[], votesRemaining: number): ContestMine => ({
  votesPerAccount: 3,
  votesUsed: 3 - votesRemaining,
  votesRemaining,
  votedEntryIds,
  entriesPerCreator: 1,
  entriesRemaining: 1,
  entries: [],
});

describe('voteStateOf', () => {
  it('shows no vote button outside the voting phase', () => {
    for (const phase of ['upcoming', 'entries', 'judging', 'results'] as const) expect(voteStateOf(1, phase, mine([], 3))).toBe('hidden');
  });

  it('marks an entry already voted for, and the others spent once no vote is left', () => {
    expect(voteStateOf(1, 'voting', mine([1], 0))).toBe('voted');
    expect(voteStateOf(2, 'voting', mine([1], 0))).toBe('spent');
    expect(voteStateOf(2, 'voting', mine([1], 2))).toBe('open');
  });

  it('leaves the button open without a session (pressing it signs in first)', () => {
    expect(voteStateOf(1, 'voting', undefined)).toBe('open');
  });
});
