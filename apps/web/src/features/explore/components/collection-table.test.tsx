// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { collectionListItem } from '../../../testing/collection-list-item';
import { ok, stubApi } from '../../../testing/stub-api';
import { CollectionExplorePage } from './collection-explore-page';

const collection = collectionListItem;

const items = [
  collection(1, 'Owls', {
    floorPrice: '1500000000000000000',
    // Up from 1.2 ETH a day ago: +25%.
    floorPrice24hAgo: '1200000000000000000',
    volume: '42000000000000000000',
    volume7d: '3000000000000000000',
    volume24h: '500000000000000000',
    sales: 1234,
  }),
  collection(2, 'Moths', { floorPrice: null, volume: '0', volume7d: '0', sales: 0 }),
];

function stubCollections() {
  return stubApi((method, path) => (path === '/v1/collections' ? ok({ items, nextCursor: null }) : undefined));
}

/** The query of the last list request. */
function lastListQuery(calls: { path: string }[]) {
  const last = calls.filter((call) => call.path.startsWith('/v1/collections?')).at(-1);
  return new URLSearchParams(last?.path.split('?')[1]);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the collections ranking table', () => {
  it('shows each collection with its floor and its move over 24 hours, volumes, sales, owners and items in its currency, ranked in the sort', async () => {
    const calls = stubCollections();
    await renderWithProviders(<CollectionExplorePage type="all" />);
    expect(await screen.findByText('Owls')).toBeTruthy();
    expect(document.querySelector('[data-collection-table]')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Table' }));
    const table = await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('true');
    const rows = within(table).getAllByRole('row').slice(1);
    await waitFor(() =>
      expect(cells(rows[0]!)).toEqual([
        '',
        '1',
        'OwlsVerifiedLocal Chain A',
        '1.5 ETH',
        '+25%',
        '0.5 ETH',
        '3 ETH',
        '42 ETH',
        '1,234',
        '340',
        '1,200',
      ]),
    );
    expect(cells(rows[1]!)).toEqual(['', '2', 'MothsLocal Chain A', '—', '—', '0 WETH', '0 WETH', '0 WETH', '0', '340', '1,200']);
    expect(within(rows[0]!).getByRole('link', { name: /Owls/ }).getAttribute('href')).toBe('/collection-detail/1/collected');
    // The list asked for is the same as the grid's: the view is not an API parameter.
    expect(lastListQuery(calls).has('view')).toBe(false);
  });

  it('sorts by a column from its header: floor low to high, then high to low, and the volumes highest first', async () => {
    const calls = stubCollections();
    await renderWithProviders(<CollectionExplorePage type="all" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Table' }));
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    await user.click(await screen.findByRole('button', { name: 'Floor' }));
    await waitFor(() => expect(lastListQuery(calls).get('sort')).toBe('floor'));
    expect(header('Floor').getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: /^Floor/ }));
    await waitFor(() => expect(lastListQuery(calls).get('sort')).toBe('floor_desc'));
    expect(header('Floor').getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: '24h volume' }));
    await waitFor(() => expect(lastListQuery(calls).get('sort')).toBe('volume_24h'));
    expect([header('Floor'), header('24h volume')].map((th) => th.getAttribute('aria-sort'))).toEqual(['none', 'descending']);
    await user.click(screen.getByRole('button', { name: '7-day volume' }));
    await waitFor(() => expect(lastListQuery(calls).get('sort')).toBe('hottest'));
    expect([header('24h volume'), header('7-day volume')].map((th) => th.getAttribute('aria-sort'))).toEqual(['none', 'descending']);
    await user.click(screen.getByRole('button', { name: 'Volume' }));
    await waitFor(() => expect(lastListQuery(calls).get('sort')).toBe('volume'));
    // The sort menu follows the header.
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('volume');
  });
});
