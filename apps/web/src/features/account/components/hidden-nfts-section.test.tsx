// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { walletSession } from '../../wallet';
import { AccountNftsTab } from './account-nfts-tab';
import { ok, stubApi } from '../../../testing/stub-api';
import { accountNft } from '../testing/account-nft';

const owner = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const contractAddress = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const hiddenNft = { ...accountNft('7', 'Tucked owl', owner), contractAddress };

/** An API where the owner hid one NFT; restoring it empties the hidden list. */
function stubHiddenApi() {
  let hidden = [hiddenNft];
  return stubApi((method, path) => {
    if (path === '/v1/me/hidden-nfts') return ok({ items: hidden });
    if (path === `/v1/nfts/local1/${contractAddress}/7/restore` && method === 'POST') {
      hidden = [];
      return ok({ restored: true });
    }
    return undefined;
  });
}

afterEach(() => {
  cleanup();
  walletSession.disconnect();
  vi.unstubAllGlobals();
});

describe('the Hidden section of the Collected tab', () => {
  it('lists the signed-in owner’s hidden NFTs, and Unhide shows one again', async () => {
    stubHiddenApi();
    walletSession.connect({ chain: 'local1', wallet: 'metamask', address: owner, chainId: '0x7a69' });
    walletSession.authenticate('owner-token');
    const user = userEvent.setup();
    await renderWithProviders(<AccountNftsTab address={owner} tab="collected" />);
    expect(await screen.findByText('Tucked owl')).toBeTruthy();
    expect(screen.getByText('Hidden')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unhide Tucked owl' }));
    await waitFor(() => expect(screen.queryByText('Tucked owl')).toBeNull());
    const fetch = vi.mocked(globalThis.fetch);
    const restore = fetch.mock.calls.find(([input]) => String(input).endsWith('/restore'));
    expect(restore?.[1]).toMatchObject({ method: 'POST' });
    expect(new Headers(restore?.[1]?.headers).get('token')).toBe('owner-token');
  });

  it('is not asked for or shown to visitors, nor to the owner before signing in', async () => {
    const calls = stubHiddenApi();
    await renderWithProviders(<AccountNftsTab address={owner} tab="collected" />);
    expect(await screen.findByText('No NFTs collected yet')).toBeTruthy();
    walletSession.connect({ chain: 'local1', wallet: 'metamask', address: owner, chainId: '0x7a69' });
    await screen.findByText('No NFTs collected yet');
    expect(calls.some((call) => call.path.includes('hidden-nfts'))).toBe(false);
    expect(screen.queryByText('Hidden')).toBeNull();
  });
});
