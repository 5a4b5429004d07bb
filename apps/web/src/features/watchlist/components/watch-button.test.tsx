// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletSession } from '../../wallet';
import { collectionListItem } from '../../../testing/collection-list-item';
import { refused } from '../../../testing/stub-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { stubWatchlist } from '../testing/stub-watchlist';
import { WatchButton } from './watch-button';
import { signInViewer } from '../../../testing/signed-in-viewer';

const owls = collectionListItem(1, 'Owls', { floorPrice: '1', volume: '0', volume7d: '0', sales: 0 });
const moths = collectionListItem(2, 'Moths', { floorPrice: null, volume: '0', volume7d: '0', sales: 0 });

const star = (name: RegExp = /watchlist/) => screen.getByRole('button', { name });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  walletSession.disconnect();
});

describe('the watchlist star', () => {
  it('shows what the signed-in viewer watches, and adds at once before the server answers', async () => {
    signInViewer();
    let release = () => {};
    const calls = stubWatchlist({ watched: [moths], known: [owls, moths], hold: new Promise<void>((resolve) => (release = resolve)) });
    await renderWithProviders(
      <>
        <WatchButton collection={owls} />
        <WatchButton collection={moths} />
      </>,
    );
    await waitFor(() => expect(star(/Remove from watchlist/).getAttribute('aria-pressed')).toBe('true'));
    expect(star(/Add to watchlist/).getAttribute('aria-pressed')).toBe('false');
    await userEvent.setup().click(star(/Add to watchlist/));
    // Before the server has answered, both are starred.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Remove from watchlist' })).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual(['/v1/collections/1/watch']);
    release();
    await waitFor(() => expect(calls.filter((call) => call.path === '/v1/watchlist')).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: 'Remove from watchlist' })).toHaveLength(2);
  });

  it('takes the star back and says why when the server refuses', async () => {
    signInViewer();
    stubWatchlist({
      known: [owls],
      refusePut: refused(409, 'watchlist_full', 'Your watchlist is full: remove a collection to add another'),
    });
    await renderWithProviders(<WatchButton collection={owls} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add to watchlist' }));
    expect(await screen.findByText('Your watchlist is full: remove a collection to add another')).toBeTruthy();
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('false'));
  });

  it('shows an empty star to a visitor who has not signed in, without asking for a watchlist', async () => {
    const calls = stubWatchlist({ watched: [owls] });
    await renderWithProviders(<WatchButton collection={owls} />);
    expect(star(/Add to watchlist/).getAttribute('aria-pressed')).toBe('false');
    expect(calls.filter((call) => call.path === '/v1/watchlist')).toEqual([]);
  });
});
