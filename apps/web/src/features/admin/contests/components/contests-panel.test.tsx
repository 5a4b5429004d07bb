// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminContest, AdminContestEntry } from '@nft/api-contract';
import { renderWithProviders } from '../../../../testing/render-with-providers';
import { ContestsPanel } from './contests-panel';
import { okResponse } from '../../../../testing/api-response';

const contest: AdminContest = {
  id: 5,
  title: { en: 'Valentine design', ja: 'バレンタインデザイン' },
  description: { en: '', ja: '' },
  rules: { en: 'Be kind', ja: '親切に' },
  bannerUrl: null,
  bannerMediaId: null,
  phase: 'voting',
  status: 'ongoing',
  entriesStartAt: '2030-02-01T00:00:00.000Z',
  votingStartAt: '2030-02-08T00:00:00.000Z',
  judgingStartAt: '2030-02-14T00:00:00.000Z',
  resultsAt: '2030-02-16T00:00:00.000Z',
  resultsPublishedAt: null,
  finalistCount: 24,
  votesPerAccount: 3,
  entriesPerCreator: 1,
  allowedChains: [],
  allowedCollections: [],
  prizes: [{ id: 1, position: 1, name: 'Gold', amount: '1000', token: 'USDT', awardedBy: 'judges', winners: 1 }],
  prizePool: [{ token: 'USDT', amount: '1000' }],
  entryCount: 1,
  voteCount: 2,
  tallyUrl: '/v1/contests/5/tally',
  results: null,
  entryCounts: { pending: 1, accepted: 0, rejected: 0, withdrawn: 0 },
  voidedVoteCount: 0,
  standings: { finalists: [], awards: [] },
  contactsPurgedAt: null,
};

const entry: AdminContestEntry = {
  id: 11,
  contestId: 5,
  nft: {
    chain: 'local1',
    contractAddress: '0xab',
    tokenId: '7',
    name: 'Red heart',
    imageUrl: null,
    image: null,
    url: '/nft-detail/local1/0xab/7',
  },
  creatorAddress: '0x00000000000000000000000000000000000000a1',
  status: 'pending',
  votes: 2,
  createdAt: '2030-02-02T00:00:00.000Z',
  reviewReason: null,
  chain: 'local1',
  walletAddress: '0x00000000000000000000000000000000000000b2',
  withdrawnAt: null,
  contact: { email: 'ann@example.com', zipCode: '100-0001', phone: null },
  reviewedAt: null,
};

type Call = { method: string; path: string; body: unknown };

function stubApi(listed: AdminContest = contest) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://app.test');
      const method = init?.method ?? 'GET';
      calls.push({ method, path: url.pathname + url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.pathname === '/v1/chains') return okResponse({ chains: [], wallets: [] });
      if (url.pathname === '/v1/admin/contests' && method === 'GET') return okResponse({ items: [listed] });
      if (url.pathname === '/v1/admin/contests' && method === 'POST') return okResponse({ ...contest, id: 6 }, 201);
      if (url.pathname === '/v1/admin/contests/5/entries') return okResponse({ items: [entry] });
      if (url.pathname === '/v1/contests/5/entries') return okResponse({ items: [{ ...entry, status: 'accepted' }], nextCursor: null });
      if (url.pathname === '/v1/admin/contests/5/awards' || url.pathname === '/v1/admin/contests/5/publish') return okResponse(contest);
      if (url.pathname === '/v1/admin/contests/5/entries/11/review')
        return okResponse({ ...entry, status: 'rejected', reviewReason: 'Not your own work' });
      return okResponse({ items: [], nextCursor: null });
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the console Contests tab', () => {
  it('checks a new contest before sending it, then sends the Valentine defaults with the typed titles', async () => {
    const calls = stubApi();
    await renderWithProviders(<ContestsPanel />);
    await screen.findByText('Valentine design');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('admin-contest-new'));
    const dialog = await screen.findByRole('dialog', { name: 'New contest' });
    await user.click(within(dialog).getByTestId('admin-contest-save'));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // Pasted rather than typed key by key: the whole form re-renders on each change.
    await user.click(within(dialog).getByRole('textbox', { name: 'Title (English)' }));
    await user.paste('Spring contest');
    await user.click(within(dialog).getByRole('textbox', { name: 'Title (Japanese)' }));
    await user.paste('春のコンテスト');
    await user.click(within(dialog).getByTestId('admin-contest-save'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const body = calls.find((call) => call.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ title: { en: 'Spring contest', ja: '春のコンテスト' }, finalistCount: 24, votesPerAccount: 1 });
    expect((body.prizes as { name: string }[]).map((prize) => prize.name)).toEqual(['Gold', 'Silver', 'Bronze', 'Popularity', 'Finalist']);
  });

  it("shows an entrant's contact data only in the entries view and rejects with the reason the entrant reads", async () => {
    const calls = stubApi();
    await renderWithProviders(<ContestsPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByText('Valentine design'));
    await user.click(screen.getByRole('tab', { name: 'Entries and contacts' }));
    const row = await screen.findByText('Red heart').then((cell) => cell.closest('tr')!);
    expect(within(row).getByText('ann@example.com')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the entry' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.paste('Not your own work');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/v1/admin/contests/5/entries/11/review')).toBe(true));
    expect(calls.find((call) => call.path.endsWith('/review'))!.body).toEqual({ status: 'rejected', reason: 'Not your own work' });
  });

  it('awards a judged prize among the finalists and publishes the results while judging', async () => {
    const calls = stubApi({
      ...contest,
      phase: 'judging',
      standings: { finalists: [{ rank: 1, entryId: 11, votes: 2 }], awards: [] },
    });
    await renderWithProviders(<ContestsPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByText('Valentine design'));
    await user.click(screen.getByRole('tab', { name: 'Awards and results' }));
    // The finalist is named from the public entries list.
    await screen.findByText('Red heart');
    await user.click(screen.getByRole('textbox', { name: 'Winners of Gold' }));
    await user.click(await screen.findByRole('option', { name: '1. Red heart', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save award' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/v1/admin/contests/5/awards')?.body).toEqual({ prizeId: 1, entryIds: [11] }),
    );

    await user.click(screen.getByTestId('admin-contest-publish'));
    await user.click(await screen.findByTestId('admin-contest-publish-confirm'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/v1/admin/contests/5/publish')).toBe(true));
  });

  it('speaks Japanese', async () => {
    stubApi();
    await renderWithProviders(<ContestsPanel />, { language: 'ja' });
    expect(await screen.findByText('バレンタインデザイン')).toBeTruthy();
    expect(screen.getByText('投票中')).toBeTruthy();
    expect(screen.getByRole('button', { name: '新しいコンテスト' })).toBeTruthy();
  });
});
