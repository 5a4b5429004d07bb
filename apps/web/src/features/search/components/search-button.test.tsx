// @vitest-environment jsdom
import type { CollectionListItem, NftListItem } from '@nft/api-contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ok, stubApi } from '../../../testing/stub-api';
import { SearchButton } from './search-button';

const image = { url: 'https://media.test/aurora.png', thumbnailUrl: 'https://media.test/aurora-thumb.png', width: 600, height: 600 };
const contract = '0xdd8ea518923c683471e0db7ee8cd508380345725';
const collection = { id: 1, name: 'Aurora Gradients', chain: 'local1', chainName: 'Local Chain A', logo: image } as CollectionListItem;
const nft = (tokenId: string) =>
  ({
    chain: 'local1',
    chainName: 'Local Chain A',
    contractAddress: contract,
    tokenId,
    name: `Aurora #${tokenId}`,
    image,
    collection: { id: 1, name: 'Aurora Gradients' },
  }) as NftListItem;

function Location() {
  const location = useLocation();
  return <output data-location={location.pathname + location.search} />;
}
const location = () => document.querySelector('[data-location]')!.getAttribute('data-location');
const result = (name: string) => document.querySelector(`[data-search-result="${name}"]`) as HTMLElement | null;

function stubSearch(answers: { collections: CollectionListItem[]; nfts: NftListItem[] }) {
  return stubApi((method, path, _body, query) => {
    if (path === '/v1/collections' && query.get('search')) return ok({ items: answers.collections, nextCursor: null });
    if (path === '/v1/nfts' && query.get('search')) return ok({ items: answers.nfts, nextCursor: null });
    return undefined;
  });
}

async function openAndType(words: string) {
  await renderWithProviders(
    <>
      <SearchButton />
      <Location />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  const input = await screen.findByPlaceholderText('Search collections, NFTs and accounts');
  await userEvent.type(input, words);
  return input;
}

describe('the header search', () => {
  afterEach(cleanup);

  it('finds collections and NFTs as the user types, each with its picture; a pick opens its page', async () => {
    const calls = stubSearch({ collections: [collection], nfts: [nft('7'), nft('8')] });
    await openAndType('  auro');
    await waitFor(() => expect(result('nft:local1/' + contract + '/8')).toBeTruthy());
    expect(result('collection:1')!.textContent).toContain('Aurora Gradients');
    expect(result('nft:local1/' + contract + '/7')!.textContent).toContain('Aurora Gradients · Local Chain A');
    expect(
      result('nft:local1/' + contract + '/7')!
        .querySelector('img')!
        .getAttribute('src'),
    ).toBe(image.thumbnailUrl);
    // The words are sent trimmed, once typing pauses: not a request per key.
    const searches = calls.filter((call) => call.path.startsWith('/v1/nfts?'));
    expect(searches.map((call) => new URLSearchParams(call.path.split('?')[1]).get('search'))).toEqual(['auro']);

    await userEvent.click(result('nft:local1/' + contract + '/8')!);
    expect(location()).toBe(`/nft-detail/local1/${contract}/8`);
  });

  it('Enter with nothing picked shows every matching NFT on the explore page', async () => {
    stubSearch({ collections: [collection], nfts: [nft('7')] });
    const input = await openAndType('aurora');
    await waitFor(() => expect(result('see-all')?.textContent).toBe('All NFTs matching “aurora”'));
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(location()).toBe('/market-place?search=aurora'));
  });

  it("a pick made in the last words' list is dropped when the next words' answer replaces it: Enter shows them all", async () => {
    stubApi((method, path, _body, query) => {
      const words = query.get('search');
      if (path === '/v1/collections' && words) return ok({ items: [], nextCursor: null });
      if (path === '/v1/nfts' && words) return ok({ items: words === 'auro' ? [nft('7'), nft('8')] : [nft('8')], nextCursor: null });
      return undefined;
    });
    const input = await openAndType('auro');
    await waitFor(() => expect(result('nft:local1/' + contract + '/7')).toBeTruthy());
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    expect(result('nft:local1/' + contract + '/7')!.hasAttribute('data-selected')).toBe(true);
    await userEvent.type(input, 'ra #8');
    await waitFor(() => expect(result('nft:local1/' + contract + '/7')).toBeNull());
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(location()).toBe('/market-place?search=aurora+%238'));
  });

  it('only collections matched: see all leads to the collections page', async () => {
    stubSearch({ collections: [collection], nfts: [] });
    await openAndType('gradients');
    await waitFor(() => expect(result('see-all')?.textContent).toBe('All collections matching “gradients”'));
    await userEvent.click(result('see-all')!);
    expect(location()).toBe('/collections?search=gradients');
  });

  it('an address offers its account page; words that match nothing say so', async () => {
    stubSearch({ collections: [], nfts: [] });
    const input = await openAndType('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    await waitFor(() => expect(result('account')).toBeTruthy());
    expect(document.querySelector('[data-search-empty]')).toBeNull();
    await userEvent.click(result('account')!);
    expect(location()).toBe('/account/0x70997970c51812dc3a010c7d01b50e0d17dc79c8/collected');

    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.clear(input);
    await userEvent.type(await screen.findByPlaceholderText('Search collections, NFTs and accounts'), 'zzz');
    await waitFor(() => expect(document.querySelector('[data-search-empty]')?.textContent).toBe('Nothing matches “zzz”'));
  });

  it('opens with "/" typed outside a field', async () => {
    stubSearch({ collections: [], nfts: [] });
    await renderWithProviders(<SearchButton />);
    fireEvent.keyDown(document.documentElement, { key: '/', code: 'Slash' });
    expect(await screen.findByPlaceholderText('Search collections, NFTs and accounts')).toBeTruthy();
  });
});
