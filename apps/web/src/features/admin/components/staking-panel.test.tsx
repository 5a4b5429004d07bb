// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { StakingPanel } from './staking-panel';
import { okResponse } from '../../../testing/api-response';

const token = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
// TUSD has 6 decimals: the base units of a whole-unit figure.
const amount = (display: string) => ({ value: String(Math.round(Number(display) * 1_000_000)), display });
const activity = (id: string, status: 'ongoing' | 'finished', unallocated: string | null) => ({
  chain: 'local1',
  chainName: 'Local Chain A',
  id,
  title: `Staking #${id}`,
  stakeContract: '0x00000000000000000000000000000000000000c1',
  status,
  collections: [{ contractAddress: '0x00000000000000000000000000000000000000a1', collectionId: 1, name: 'Critters' }],
  rewardToken: { address: token, symbol: 'TUSD', decimals: 6 },
  reward: amount('100'),
  remaining: amount('0'),
  paid: amount('0'),
  ratePerSecond: '1',
  totalStaked: '2',
  stakers: 1,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2026-01-02T00:00:00.000Z',
  lockPeriodSeconds: 600,
  maxStaked: null,
  asOf: '2026-01-03T00:00:00.000Z',
  unallocated: unallocated === null ? null : amount(unallocated),
  withdrawn: amount('0'),
});
const chain = {
  symbol: 'local1',
  chainName: 'Local Chain A',
  family: 'evm',
  active: true,
  stakeContract: '0x00000000000000000000000000000000000000c1',
  paymentTokens: [
    { symbol: 'ETH', name: 'Ether', decimals: 18, address: '0x0000000000000000000000000000000000000000', native: true },
    { symbol: 'TUSD', name: 'Test USD', decimals: 6, address: token, native: false },
  ],
};

function stubApi() {
  const fetch = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    if (init?.method === 'PATCH') return okResponse({ chain: 'local1', id: '1', ...JSON.parse(String(init.body)) });
    if (url.pathname === '/v1/chains') return okResponse({ chains: [chain], wallets: [] });
    if (url.pathname === '/v1/admin/staking/activities')
      return okResponse({
        items: [
          activity('1', 'ongoing', '5'),
          activity('2', 'finished', '12.5'),
          activity('3', 'finished', '0'),
          activity('4', 'finished', null),
        ],
      });
    return okResponse({ items: [], nextCursor: null });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the console Staking tab', () => {
  it('offers withdrawal only for a finished activity with unallocated reward, and checks the form before building', async () => {
    const fetch = stubApi();
    await renderWithProviders(<StakingPanel />);
    const finished = await screen.findByTestId('admin-staking-local1-2');
    expect(within(finished).getByText('12.5')).toBeTruthy();
    // Amounts as prices are written, the lock in its largest whole unit (600 s).
    expect(within(finished).getByText('100 TUSD')).toBeTruthy();
    expect(within(finished).getByText('10 minutes')).toBeTruthy();
    expect(within(finished).getByRole('button', { name: 'Withdraw unallocated' })).toBeTruthy();
    for (const id of ['1', '3', '4'])
      expect(within(screen.getByTestId(`admin-staking-local1-${id}`)).queryByRole('button', { name: 'Withdraw unallocated' })).toBeNull();
    expect(within(screen.getByTestId('admin-staking-local1-4')).getByText('Unknown')).toBeTruthy();

    // The chain list is its own request: submitting before it answers would be refused for having no chain, not for the
    // missing collections this test is about (it was, with the chain list answered 500 ms late).
    await screen.findByRole('option', { name: 'Local Chain A' });
    const user = userEvent.setup();
    await user.click(screen.getByTestId('admin-staking-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('Add at least one collection contract address (0x + 40 hex)');
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/admin/staking/build'))).toBe(false);
  });

  it('names and describes an activity: the dialog sends the trimmed title and description, then the list is read again', async () => {
    const fetch = stubApi();
    await renderWithProviders(<StakingPanel />);
    const row = await screen.findByTestId('admin-staking-local1-1');
    expect(within(row).getByText('Staking #1')).toBeTruthy();
    const reads = () =>
      fetch.mock.calls.filter(([input, init]) => String(input).endsWith('/admin/staking/activities') && (init?.method ?? 'GET') === 'GET')
        .length;
    const readsBefore = reads();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Name and describe the activity' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // No title, no request.
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    await user.type(title, '  Critter season ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Stake a critter.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patches = fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(patches.map(([input, init]) => [new URL(String(input), 'http://app.test').pathname, JSON.parse(String(init!.body))])).toEqual([
      ['/v1/admin/staking/activities/local1/1', { title: 'Critter season', description: 'Stake a critter.' }],
    ]);
    await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore));
  });

  it('speaks Japanese', async () => {
    stubApi();
    await renderWithProviders(<StakingPanel />, { language: 'ja' });
    expect(await screen.findByText('活動を作成して報酬を入金')).toBeTruthy();
    expect(
      within(await screen.findByTestId('admin-staking-local1-2')).getByRole('button', { name: '未割り当て報酬を引き出す' }),
    ).toBeTruthy();
  });
});
