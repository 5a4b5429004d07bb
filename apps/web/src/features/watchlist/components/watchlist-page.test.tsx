// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { walletSession } from '../../wallet';
import { collectionListItem } from '../../../testing/collection-list-item';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { stubWatchlist } from '../testing/stub-watchlist';
import { WatchlistPage } from './watchlist-page';
import { signInViewer } from '../../../testing/signed-in-viewer';

// Newest watched first: Owls, then Moths, then Foxes.
const watched = [
  collectionListItem(1, 'Owls', { floorPrice: '1500000000000000000', volume: '4', volume7d: '1', sales: 3 }),
  collectionListItem(2, 'Moths', { floorPrice: null, volume: '90', volume7d: '0', sales: 1 }),
  collectionListItem(3, 'Foxes', { floorPrice: '200000000000000000', volume: '7', volume7d: '5', sales: 2 }),
];

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('[data-collection-name]')?.textContent);

beforeEach(() => {
  signInViewer();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  walletSession.disconnect();
});

describe('the watchlist screen', () => {
  it('lists the watched collections newest first, sorts them by a column or the menu, and drops one unstarred', async () => {
    stubWatchlist({ watched });
    await renderWithProviders(<WatchlistPage />);
    await waitFor(() => expect(names()).toEqual(['Owls', 'Moths', 'Foxes']));
    expect(screen.getByText('3 collections (at most 200)')).toBeTruthy();
    const user = userEvent.setup();
    // The floor, low to high, with the collection that has none last; then high to low.
    await user.click(screen.getByRole('button', { name: 'Floor' }));
    expect(names()).toEqual(['Foxes', 'Owls', 'Moths']);
    await user.click(screen.getByRole('button', { name: /^Floor/ }));
    expect(names()).toEqual(['Owls', 'Foxes', 'Moths']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Total volume');
    expect(names()).toEqual(['Moths', 'Foxes', 'Owls']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Recently added');
    expect(names()).toEqual(['Owls', 'Moths', 'Foxes']);
    // Each row's star is filled; unstarring takes the row off.
    const moths = screen.getAllByRole('row').find((row) => row.textContent?.includes('Moths'))!;
    await user.click(within(moths).getByRole('button', { name: 'Remove from watchlist' }));
    await waitFor(() => expect(names()).toEqual(['Owls', 'Foxes']));
    expect(await screen.findByText('2 collections (at most 200)')).toBeTruthy();
  });

  it('says an empty watchlist is empty and leads to the collections ranking', async () => {
    stubWatchlist();
    await renderWithProviders(<WatchlistPage />);
    expect(await screen.findByText('Your watchlist is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore collections' }).getAttribute('href')).toBe('/collections?view=table');
    expect(screen.getByText('0 collections (at most 200)')).toBeTruthy();
  });
});
