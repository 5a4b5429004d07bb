import { describe, expect, it } from 'vitest';
import type { ContestTallyVote } from '@nft/api-contract';
import { votersFromTally } from './voters';

const vote = (voter: string, entryId: number, castAt: string, voidReason: string | null = null): ContestTallyVote => ({
  entryId,
  voter,
  family: voter.startsWith('0x') ? 'evm' : 'nuls',
  nonce: `0x${'1'.repeat(64)}`,
  signature: '0xab',
  pubkey: null,
  chain: 'local1',
  castAt,
  voided: voidReason !== null,
  voidReason,
});

describe('voters from the tally', () => {
  it('groups votes per voter (EVM case-insensitive), counts voided ones and orders by votes, then latest', () => {
    const a = '0x00000000000000000000000000000000000000aA';
    const b = '0x00000000000000000000000000000000000000bb';
    const nuls = 'tNULSeBaMkrt4z9FYEkkR9D6choPVvQr94oYZp';
    const voters = votersFromTally([
      vote(a, 1, '2030-02-09T00:00:00.000Z', 'Bought accounts'),
      vote(b, 2, '2030-02-09T01:00:00.000Z'),
      vote(a.toLowerCase(), 2, '2030-02-09T02:00:00.000Z', 'Bought accounts'),
      vote(nuls, 1, '2030-02-09T03:00:00.000Z'),
      vote(a, 2, '2030-02-09T04:00:00.000Z'),
    ]);
    expect(voters).toEqual([
      {
        voter: a.toLowerCase(),
        family: 'evm',
        votes: 3,
        voided: 2,
        entryIds: [1, 2],
        voidReason: 'Bought accounts',
        lastVoteAt: '2030-02-09T04:00:00.000Z',
      },
      { voter: nuls, family: 'nuls', votes: 1, voided: 0, entryIds: [1], voidReason: null, lastVoteAt: '2030-02-09T03:00:00.000Z' },
      { voter: b, family: 'evm', votes: 1, voided: 0, entryIds: [2], voidReason: null, lastVoteAt: '2030-02-09T01:00:00.000Z' },
    ]);
    expect(votersFromTally([])).toEqual([]);
  });
});
