// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SignInRunner from '../../wallet';
import { walletSession } from '../../wallet';
import { useNftDetail } from '../hooks/use-nft-detail';
import { renderWithProviders, sampleNft } from '../testing/render-with-providers';
import { FavoriteButton } from './favorite-button';
import { jsonResponse } from '../../../testing/api-response';
import { signInViewer } from '../../../testing/signed-in-viewer';

// Signing in is the wallet's business: here it just succeeds with a fresh token.
vi.mock('../../wallet', async (importOriginal) => ({
  ...(await importOriginal<typeof SignInRunner>()),
  ensureAuthenticated: vi.fn(() => {
    walletSession.authenticate('fresh-token');
    return Promise.resolve(true);
  }),
}));

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const nft = sampleNft({ favoriteCount: 3, favorited: false });
const key = { chain: nft.chain, contractAddress: nft.contractAddress, tokenId: nft.tokenId };

// The button as the page shows it: fed from the detail query that the optimistic update edits.
function Harness() {
  const detail = useNftDetail(key);
  return detail.data ? <FavoriteButton nftKey={key} favorited={detail.data.favorited} count={detail.data.favoriteCount} /> : null;
}

function countShown() {
  return screen.getByRole('button', { name: /favorite/i }).textContent;
}

beforeEach(() => {
  signInViewer(address);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  walletSession.disconnect();
});

describe('FavoriteButton', () => {
  it('counts the favourite at once and keeps the server count', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn((url: string, init: RequestInit) => {
      if (init.method === 'POST') return new Promise<Response>((resolve) => (answer = resolve));
      return Promise.resolve(jsonResponse(200, { code: 200, data: nft }));
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    await waitFor(() => expect(countShown()).toBe('3'));
    await user.click(screen.getByRole('button', { name: 'Favorite' }));
    // Before the server has answered.
    await waitFor(() => expect(countShown()).toBe('4'));
    expect(screen.getByRole('button', { name: 'Remove from favorites' }).getAttribute('aria-pressed')).toBe('true');
    const post = fetch.mock.calls.find(([, init]) => init.method === 'POST');
    expect(post?.[0]).toBe(`/v1/nfts/local1/${nft.contractAddress}/1/favorite`);
    expect((post?.[1].headers as Record<string, string>).token).toBe('test-token');
    answer(jsonResponse(200, { code: 200, data: { favorited: true, favoriteCount: 4 } }));
    await waitFor(() => expect(countShown()).toBe('4'));
  });

  it('puts the count back when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) =>
        Promise.resolve(
          init.method === 'POST'
            ? jsonResponse(404, { code: 404, error: 'not_found', message: 'Not found' })
            : jsonResponse(200, { code: 200, data: nft }),
        ),
      ),
    );
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    await waitFor(() => expect(countShown()).toBe('3'));
    await user.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(await screen.findByText('Not found')).toBeTruthy();
    await waitFor(() => expect(countShown()).toBe('3'));
    expect(screen.getByRole('button', { name: 'Favorite' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('signs in first, then shows the page again with the favourite counted', async () => {
    walletSession.dropToken();
    let favorited = false;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        if (init.method === 'POST') {
          favorited = true;
          return Promise.resolve(jsonResponse(200, { code: 200, data: { favorited: true, favoriteCount: 4 } }));
        }
        return Promise.resolve(jsonResponse(200, { code: 200, data: { ...nft, favorited, favoriteCount: favorited ? 4 : 3 } }));
      }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    await waitFor(() => expect(countShown()).toBe('3'));
    await user.click(screen.getByRole('button', { name: 'Favorite' }));
    // The sign-in changed the viewer in the query key; the page must not stay on its loading state.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove from favorites' }).textContent).toBe('4'));
  });
});
