// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ok, stubApi } from '../../../testing/stub-api';
import { accountNft } from '../testing/account-nft';
import { AccountNftsTab } from './account-nfts-tab';

const address = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const path = `/v1/accounts/${address}/nfts`;

/** The tab answers one owl, or nothing for a search of "zebra"; its collected NFTs are in one collection. */
function stubTab() {
  return stubApi((method, url, _body, query) => {
    if (url === `/v1/accounts/${address}/nft-collections` && query.get('tab') === 'collected') {
      return ok({ items: [{ id: 3, name: 'Owls', chain: 'local1', count: 2 }] });
    }
    if (url !== path) return undefined;
    return ok({ items: query.get('search') === 'zebra' ? [] : [accountNft('1', 'Barn owl', address)], nextCursor: null });
  });
}

/** The query of the tab's last request, without the page. */
function lastQuery(calls: { path: string }[]) {
  const last = calls.filter((call) => call.path.startsWith(path)).at(-1);
  const query = new URLSearchParams(last?.path.slice(path.length));
  query.delete('limit');
  return Object.fromEntries(query);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("an account tab's sort and filters", () => {
  it('asks the API for the sort, chain and statuses picked', async () => {
    const calls = stubTab();
    await renderWithProviders(<AccountNftsTab address={address} tab="collected" />);
    expect(await screen.findByText('Barn owl')).toBeTruthy();
    expect(lastQuery(calls)).toEqual({ tab: 'collected' });
    const user = userEvent.setup();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect([...(sort as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Recently received',
      'Price: low to high',
      'Price: high to low',
      'Highest offer',
    ]);
    await user.selectOptions(sort, 'Price: low to high');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ tab: 'collected', sort: 'price_asc' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Chains' }), 'Local Chain B');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ tab: 'collected', sort: 'price_asc', chain: 'local2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Buy now' }));
    await user.click(screen.getByRole('checkbox', { name: 'Has offers' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ chain: 'local2', status: 'buy_now,has_offers' }));
    // The collections of the tab's NFTs, with their counts.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Collections' }), 'Owls (2)');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ collection: '3', chain: 'local2' }));
  });

  it('says when nothing matches and clears the filters, keeping the sort', async () => {
    const calls = stubTab();
    await renderWithProviders(<AccountNftsTab address={address} tab="created" own />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zebra');
    expect(await screen.findByText('No search results found.')).toBeTruthy();
    // Not the empty tab's own message and way in: the tab is not empty.
    expect(screen.queryByText('No NFTs created yet')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('Barn owl')).toBeTruthy();
    expect(lastQuery(calls)).toEqual({ tab: 'created', sort: 'price_desc' });
  });

  it('keeps the previous results on screen, marked busy, until the new sort arrives', async () => {
    let release = () => {};
    const sorted = new Promise<void>((resolve) => (release = resolve));
    stubApi(async (_method, url, _body, query) => {
      if (url !== path) return undefined;
      if (query.get('sort') !== 'price_asc') return ok({ items: [accountNft('1', 'Barn owl', address)], nextCursor: null });
      await sorted;
      return ok({ items: [accountNft('2', 'Snowy owl', address)], nextCursor: null });
    });
    await renderWithProviders(<AccountNftsTab address={address} tab="collected" />);
    expect(await screen.findByText('Barn owl')).toBeTruthy();
    const results = () => document.querySelector('[data-account-results]')!;
    await waitFor(() => expect(results().getAttribute('aria-busy')).toBe('false'));
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() => expect(results().getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByText('Barn owl')).toBeTruthy();
    release();
    expect(await screen.findByText('Snowy owl')).toBeTruthy();
    await waitFor(() => expect(results().getAttribute('data-loading')).toBe('false'));
    expect(screen.queryByText('Barn owl')).toBeNull();
  });
});
