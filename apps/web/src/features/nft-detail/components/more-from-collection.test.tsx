// @vitest-environment jsdom
import type { NftListItem } from '@nft/api-contract';
import { useQuery } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ok, stubApi } from '../../../testing/stub-api';
import { MoreFromCollection } from './more-from-collection';

const contract = '0xdd8ea518923c683471e0db7ee8cd508380345725';
const collection = { id: 1, name: 'Aurora Gradients' };
const item = (tokenId: string) =>
  ({
    chain: 'local1',
    chainName: 'Local Chain A',
    contractAddress: contract,
    tokenId,
    standard: 'ERC-721',
    name: `Aurora #${tokenId}`,
    image: null,
    collection,
    owner: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    ownerCount: 1,
    supply: '1',
    bestListing: null,
    lastSale: null,
    rarityRank: null,
    createdAt: '2026-11-29T00:00:00.000Z',
  }) as unknown as NftListItem;

function stubCollection(items: NftListItem[]) {
  return stubApi((method, path, _body, query) =>
    path === '/v1/nfts' && query.get('collection') === '1'
      ? ok({ items: items.slice(0, Number(query.get('limit'))), nextCursor: null })
      : undefined,
  );
}

/** Watches the section's query without fetching: `data-settled` once its answer is in the cache. */
function Settled() {
  const query = useQuery({ queryKey: ['more-from-collection', collection.id], enabled: false, queryFn: () => null });
  return <output data-settled={query.status === 'success' || undefined} />;
}

const names = () => [...document.querySelectorAll('[data-nft-card] [data-nft-name]')].map((node) => node.textContent);

describe('more from this collection', () => {
  afterEach(cleanup);

  it("shows four other NFTs of the collection, never the page's own, and links to the collection", async () => {
    const calls = stubCollection(['8', '7', '6', '5', '4', '3'].map(item));
    // The page's key as a URL may spell the contract with capitals.
    await renderWithProviders(
      <MoreFromCollection
        nftKey={{ chain: 'local1', contractAddress: contract.toUpperCase().replace('0X', '0x'), tokenId: '7' }}
        collection={collection}
      />,
    );
    await waitFor(() => expect(names()).toEqual(['Aurora #8', 'Aurora #6', 'Aurora #5', 'Aurora #4']));
    expect(screen.getByRole('heading', { name: 'More from Aurora Gradients' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View collection' }).getAttribute('href')).toBe('/collection-detail/1/collected');
    expect(calls.filter((call) => call.path.startsWith('/v1/nfts?')).map((call) => call.path)).toEqual(['/v1/nfts?collection=1&limit=5']);
  });

  it('shows nothing for the only NFT of its collection', async () => {
    stubCollection([item('7')]);
    const { container } = await renderWithProviders(
      <>
        <MoreFromCollection nftKey={{ chain: 'local1', contractAddress: contract, tokenId: '7' }} collection={collection} />
        <Settled />
      </>,
    );
    await waitFor(() => expect(container.querySelector('[data-settled]')).toBeTruthy());
    expect(container.querySelector('[data-more-from-collection]')).toBeNull();
  });
});
