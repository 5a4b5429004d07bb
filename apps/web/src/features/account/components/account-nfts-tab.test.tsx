// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { stubApi } from '../../../testing/stub-api';
import { AccountNftsTab } from './account-nfts-tab';

const address = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

describe("an account's empty NFT tabs", () => {
  afterEach(cleanup);

  it.each([
    ['collected', 'No NFTs collected yet', 'Explore the market place', '/market-place'],
    ['favorited', 'No favorites yet', 'Explore the market place', '/market-place'],
    ['created', 'No NFTs created yet', 'Create an NFT', '/create-nft'],
  ] as const)('the owner of an empty %s tab is shown where to start', async (tab, title, action, path) => {
    // Every list answers empty (stub-api's default).
    stubApi(() => undefined);
    await renderWithProviders(<AccountNftsTab address={address} tab={tab} own />);
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByRole('link', { name: action }).getAttribute('href')).toBe(path);
    // Nothing to sort or narrow in an empty tab.
    expect(document.querySelector('[data-account-toolbar]')).toBeNull();
  });

  it("a visitor sees the empty tab without the owner's way in", async () => {
    stubApi(() => undefined);
    await renderWithProviders(<AccountNftsTab address={address} tab="created" own={false} />);
    expect(await screen.findByText('No NFTs created yet')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
