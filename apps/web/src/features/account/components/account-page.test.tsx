// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AccountPage } from './account-page';
import { okResponse } from '../../../testing/api-response';
import { accountNft } from '../testing/account-nft';

const address = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

const profile = {
  address,
  name: 'Owl Keeper',
  picture: null,
  cover: null,
  description: 'I keep owls',
  website: 'https://owls.example',
  joinedAt: '2026-01-05T00:00:00.000Z',
  counts: { collected: 2, created: 0, favorited: 0, collections: 0 },
};

/** Answers the profile, the chain registry and two pages of collected NFTs. */
function stubApi() {
  const fetch = vi.fn(async (input: string | URL) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname === `/v1/accounts/${address}`) return okResponse(profile);
    if (url.pathname === '/v1/chains') return okResponse({ chains: [], wallets: [] });
    if (url.pathname === `/v1/accounts/${address}/nfts` && url.searchParams.get('tab') === 'collected') {
      return url.searchParams.get('cursor') === 'page-2'
        ? okResponse({ items: [accountNft('2', 'Second owl', address)], nextCursor: null })
        : okResponse({ items: [accountNft('1', 'First owl', address)], nextCursor: 'page-2' });
    }
    return okResponse({ items: [], nextCursor: null });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AccountPage', () => {
  it('shows the profile and the collected NFTs a page at a time', async () => {
    const fetch = stubApi();
    const user = userEvent.setup();
    await renderWithProviders(<AccountPage address={address} tab="collected" />);
    expect(await screen.findByText('Owl Keeper')).toBeTruthy();
    expect(screen.getByText('I keep owls')).toBeTruthy();
    // The tabs show the profile's counts.
    expect(screen.getByRole('tab', { name: /Collected/ }).textContent).toBe('Collected2');
    expect(await screen.findByText('First owl')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Second owl')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    const asked = fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/nfts'));
    expect(asked).toEqual([expect.stringContaining('tab=collected'), expect.stringContaining('cursor=page-2')]);
  });

  it.each([
    ['offers', 'Offers received'],
    ['staked', 'No NFTs staked'],
    ['created', 'No NFTs created yet'],
    ['collections', 'No collections yet'],
  ] as const)('gives the %s tab a proper empty state', async (tab, title) => {
    stubApi();
    await renderWithProviders(<AccountPage address={address} tab={tab} />);
    expect(await screen.findByText(title)).toBeTruthy();
  });

  it('speaks Japanese', async () => {
    stubApi();
    await renderWithProviders(<AccountPage address={address} tab="offers" />, { language: 'ja' });
    expect(await screen.findByText('受け取ったオファー')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'お気に入り' })).toBeTruthy();
  });
});
