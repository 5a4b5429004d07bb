import { describe, expect, it } from 'vitest';
import { adminContestBodySchema, type AdminContest } from '@nft/api-contract';
import { contestServerErrors, initialContestValues, toContestBody, validateContest } from './contest-form';

const contest: AdminContest = {
  id: 3,
  title: { en: "Valentine's NFT design contest", ja: 'バレンタインNFTデザインコンテスト' },
  description: { en: 'Hearts', ja: 'ハート' },
  rules: { en: 'One entry each', ja: '一人一作品' },
  bannerUrl: 'https://media.example/media/banner.png',
  bannerMediaId: 41,
  phase: 'voting',
  status: 'ongoing',
  entriesStartAt: '2030-02-01T00:00:00.000Z',
  votingStartAt: '2030-02-08T00:00:00.000Z',
  judgingStartAt: '2030-02-14T00:00:00.000Z',
  resultsAt: '2030-02-16T00:00:00.000Z',
  resultsPublishedAt: null,
  finalistCount: 24,
  votesPerAccount: 3,
  entriesPerCreator: 2,
  allowedChains: ['local1'],
  allowedCollections: [{ id: 9, chain: 'local1', name: 'Hearts', contractAddress: null }],
  prizes: [
    { id: 2, position: 2, name: 'Popularity', amount: '600', token: 'USDT', awardedBy: 'votes', winners: 1 },
    { id: 1, position: 1, name: 'Gold', amount: '1000', token: 'USDT', awardedBy: 'judges', winners: 1 },
  ],
  prizePool: [{ token: 'USDT', amount: '1600' }],
  entryCount: 5,
  voteCount: 12,
  tallyUrl: '/v1/contests/3/tally',
  results: null,
  entryCounts: { pending: 2, accepted: 3, rejected: 1, withdrawn: 0 },
  voidedVoteCount: 0,
  standings: { finalists: [], awards: [] },
  contactsPurgedAt: null,
};

describe('contest form', () => {
  it('starts a new contest as the specification Valentine contest: 24 finalists and its five prizes, dates in order', () => {
    const values = initialContestValues(null, new Date('2030-01-01T10:00:30Z'));
    expect(values.finalistCount).toBe('24');
    expect(values.prizes.map((p) => [p.name, p.amount, p.awardedBy, p.winners])).toEqual([
      ['Gold', '1000', 'judges', '1'],
      ['Silver', '700', 'judges', '1'],
      ['Bronze', '500', 'judges', '1'],
      ['Popularity', '600', 'votes', '1'],
      ['Finalist', '50', 'judges', '20'],
    ]);
    // Only the titles are missing: the dates default to a valid schedule.
    expect(validateContest(values)).toEqual({ 'title.en': 'required', 'title.ja': 'required' });
    values.title = { en: 'Spring', ja: '春' };
    const body = adminContestBodySchema.parse(toContestBody(values));
    expect(body.entriesStartAt).toBe('2030-01-01T11:01:00.000Z');
    expect(Date.parse(body.resultsAt) - Date.parse(body.entriesStartAt)).toBe(16 * 86_400_000);
  });

  it('edits a contest: every field comes back unchanged in a body the API contract accepts, prizes in display order', () => {
    const values = initialContestValues(contest);
    expect(values.allowedCollectionIds).toEqual(['9']);
    expect(validateContest(values)).toEqual({});
    const body = toContestBody(values);
    expect(adminContestBodySchema.parse(body)).toEqual({
      title: contest.title,
      description: contest.description,
      rules: contest.rules,
      bannerMediaId: 41,
      allowedChains: ['local1'],
      allowedCollectionIds: [9],
      entriesStartAt: '2030-02-01T00:00:00.000Z',
      votingStartAt: '2030-02-08T00:00:00.000Z',
      judgingStartAt: '2030-02-14T00:00:00.000Z',
      resultsAt: '2030-02-16T00:00:00.000Z',
      finalistCount: 24,
      votesPerAccount: 3,
      entriesPerCreator: 2,
      prizes: [
        { name: 'Gold', amount: '1000', token: 'USDT', awardedBy: 'judges', winners: 1 },
        { name: 'Popularity', amount: '600', token: 'USDT', awardedBy: 'votes', winners: 1 },
      ],
    });
    values.banner = null;
    expect(toContestBody(values).bannerMediaId).toBeNull();
  });

  it('refuses phases out of order, lets results start with judging, and checks counts and prizes', () => {
    const values = initialContestValues(contest);
    values.votingStartAt = values.entriesStartAt;
    values.resultsAt = values.judgingStartAt;
    values.finalistCount = '3';
    values.votesPerAccount = '0';
    values.entriesPerCreator = '1.5';
    values.prizes = [
      { name: ' ', amount: '0', token: 'USDT', awardedBy: 'judges', winners: '4' },
      { name: 'Crowd', amount: '12.5', token: '', awardedBy: 'votes', winners: '4' },
      { name: 'Neg', amount: '-1', token: 'USDT', awardedBy: 'votes', winners: '' },
    ];
    values.title.ja = 'x'.repeat(201);
    expect(validateContest(values)).toEqual({
      'title.ja': 'too_long',
      votingStartAt: 'order',
      votesPerAccount: 'whole_number',
      entriesPerCreator: 'whole_number',
      'prizes.0.name': 'required',
      'prizes.0.amount': 'amount',
      // A judged prize cannot have more winners than there are finalists; a prize by votes can.
      'prizes.0.winners': 'winners',
      'prizes.1.token': 'required',
      'prizes.2.amount': 'amount',
      'prizes.2.winners': 'whole_number',
    });
    values.judgingStartAt = '';
    values.resultsAt = 'soon';
    const errors = validateContest(values);
    expect(errors.judgingStartAt).toBe('required');
    expect(errors.resultsAt).toBe('date');
  });

  it('maps the API issues onto the form paths', () => {
    expect(
      contestServerErrors({
        issues: [
          { path: '/title/en', message: 'Required' },
          { path: '/prizes/1/amount', message: 'must be more than 0' },
          { path: '/bannerMediaId', message: 'Upload again' },
          { path: '/allowedCollectionIds/0', message: 'No such collection' },
          { path: '/title/en', message: 'second issue, ignored' },
          { path: 5, message: 'not a path' },
        ],
      }),
    ).toEqual({
      'title.en': 'Required',
      'prizes.1.amount': 'must be more than 0',
      banner: 'Upload again',
      allowedCollectionIds: 'No such collection',
    });
    expect(contestServerErrors(null)).toEqual({});
  });
});
