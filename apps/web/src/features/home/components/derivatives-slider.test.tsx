// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletSession } from '../../wallet';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { DerivativesSlider } from './derivatives-slider';
import { okResponse } from '../../../testing/api-response';
import { signInViewer } from '../../../testing/signed-in-viewer';

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** The server's re-creation list and like toggle for one viewer, counting the requests it gets. */
function stubServer() {
  const state = { liked: false, count: 7 };
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const item = () => ({
    id: 5,
    title: 'Echo',
    like_num: state.count,
    header_icon_url: null,
    icon_url: null,
    link_url: null,
    liked: state.liked,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (init.method === 'POST') {
        state.liked = !state.liked;
        state.count += state.liked ? 1 : -1;
        return Promise.resolve(okResponse({ id: 5, liked: state.liked, like_num: state.count }));
      }
      return Promise.resolve(okResponse({ content: [item()] }));
    }),
  );
  return { calls, posts: () => calls.filter((call) => call.method === 'POST') };
}

const likeButton = () => screen.getByRole('button', { name: 'Like' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  walletSession.disconnect();
});

describe('DerivativesSlider likes', () => {
  it('asks an anonymous visitor to connect a wallet and sends no like', async () => {
    const server = stubServer();
    const user = userEvent.setup();
    await renderWithProviders(<DerivativesSlider />);
    await waitFor(() => expect(likeButton().getAttribute('aria-pressed')).toBe('false'));
    await user.click(likeButton());
    expect(await screen.findByText('Please connect wallet')).toBeTruthy();
    expect(server.posts()).toEqual([]);
  });

  it('likes once for a burst of clicks, shows the liked state and reloads the list', async () => {
    signInViewer(address);
    const server = stubServer();
    const user = userEvent.setup();
    await renderWithProviders(<DerivativesSlider />);
    await waitFor(() => expect(likeButton().getAttribute('aria-pressed')).toBe('false'));
    const listReads = server.calls.length;
    await user.click(likeButton());
    await user.click(likeButton());
    await user.click(likeButton());
    await waitFor(() => expect(likeButton().getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText('8')).toBeTruthy();
    expect(server.posts()).toEqual([{ method: 'POST', url: '/v1/newfrontpage/addderivativelike', body: { id: 5 } }]);
    // The list is read again after the like.
    await waitFor(() => expect(server.calls.slice(listReads).filter((call) => call.method === 'GET')).toHaveLength(1));
  });
});
