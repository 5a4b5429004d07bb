import type { ContestEntry, ContestPrize } from '@nft/api-contract';
import { describe, expect, it } from 'vitest';
import { contestResults } from './contest-results';

const prize = (id: number, position: number, name: string, awardedBy: 'judges' | 'votes', winners = 1): ContestPrize => ({
  id,
  position,
  name,
  amount: '100',
  token: 'USDT',
  awardedBy,
  winners,
});
const entry = (id: number, name: string): ContestEntry => ({
  id,
  contestId: 1,
  nft: {
    chain: 'local1',
    contractAddress: '0xabc',
    tokenId: String(id),
    name,
    imageUrl: null,
    image: null,
    url: `/nft-detail/local1/0xabc/${id}`,
  },
  creatorAddress: '0x1',
  status: 'accepted',
  votes: 0,
  createdAt: '2026-02-01T00:00:00.000Z',
});

describe('contestResults', () => {
  const gold = prize(1, 1, 'Gold', 'judges');
  const popularity = prize(4, 4, 'Popularity', 'votes');
  const finalist = prize(5, 5, 'Finalist', 'judges', 2);
  const results = {
    finalists: [
      { rank: 2, entryId: 20, votes: 5 },
      { rank: 1, entryId: 10, votes: 9 },
      { rank: 3, entryId: 30, votes: 1 },
    ],
    awards: [
      { prizeId: 4, entryId: 10 },
      { prizeId: 1, entryId: 20 },
      { prizeId: 5, entryId: 10 },
      { prizeId: 5, entryId: 30 },
    ],
  };

  it('lists finalists by rank with the prizes each won, in the prizes display order', () => {
    const { finalists } = contestResults(results, [popularity, finalist, gold], [entry(10, 'Ten'), entry(20, 'Twenty')]);
    expect(finalists.map((row) => [row.rank, row.entryId, row.entry?.nft.name, row.prizes.map((p) => p.name)])).toEqual([
      [1, 10, 'Ten', ['Popularity', 'Finalist']],
      [2, 20, 'Twenty', ['Gold']],
      [3, 30, undefined, ['Finalist']],
    ]);
  });

  it('lists every prize with its winners, a prize not yet awarded with none', () => {
    const silver = prize(2, 2, 'Silver', 'judges');
    const { winners } = contestResults(results, [finalist, silver, gold, popularity], [entry(30, 'Thirty')]);
    expect(winners.map((row) => [row.prize.name, row.winners.map((w) => [w.entryId, w.entry?.nft.name])])).toEqual([
      ['Gold', [[20, undefined]]],
      ['Silver', []],
      ['Popularity', [[10, undefined]]],
      [
        'Finalist',
        [
          [10, undefined],
          [30, 'Thirty'],
        ],
      ],
    ]);
  });
});
