// @vitest-environment jsdom
import type { NftListItem } from '@nft/api-contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { nftListItem } from '../../../testing/nft-list-item';
import { stubApi } from '../../../testing/stub-api';
import { NftCard } from './nft-card';

const native = '0x0000000000000000000000000000000000000000';
const nft = (overrides: Partial<NftListItem>) =>
  nftListItem('4', {
    contractAddress: '0xdd8ea518923c683471e0db7ee8cd508380345725',
    name: 'Aurora #4',
    collection: { id: 1, name: 'Aurora Gradients' },
    createdAt: '2026-11-29T00:00:00.000Z',
    ...overrides,
  });

afterEach(cleanup);

const card = () => within(document.querySelector<HTMLElement>('[data-nft-card]')!);

describe('NftCard', () => {
  it('shows the listing of a token on sale, not its last sale', async () => {
    stubApi(() => undefined);
    await renderWithProviders(
      <NftCard
        nft={nft({
          bestListing: { price: '250000000000000000', currency: native, kind: 'fixed', orderHash: null },
          lastSale: { price: '100000000000000000', currency: native, at: null },
        })}
      />,
    );
    await card().findByText('0.25 ETH');
    expect(card().queryByText('Last sale')).toBeNull();
  });

  it('shows what a token not on sale last sold for, in Japanese too', async () => {
    stubApi(() => undefined);
    await renderWithProviders(<NftCard nft={nft({ lastSale: { price: '1500000000000000000', currency: native, at: null } })} />);
    await card().findByText('1.5 ETH');
    card().getByText('Last sale');
    expect(card().queryByText('Not listed')).toBeNull();
    cleanup();
    await renderWithProviders(<NftCard nft={nft({ lastSale: { price: '1500000000000000000', currency: native, at: null } })} />, {
      language: 'ja',
    });
    await card().findByText('最終販売価格');
  });

  it('says a token never sold and not on sale is not listed', async () => {
    stubApi(() => undefined);
    await renderWithProviders(<NftCard nft={nft({})} />);
    await screen.findByText('Not listed');
    expect(document.querySelector('[data-price]')).toBeNull();
  });

  it('shows its rank by rarity in the collection, titled, and nothing for a token without one', async () => {
    stubApi(() => undefined);
    await renderWithProviders(<NftCard nft={nft({ rarityRank: 12 })} />);
    expect((await card().findByText('#12')).getAttribute('title')).toBe('Rarity rank 12');
    cleanup();
    await renderWithProviders(<NftCard nft={nft({})} />);
    await card().findByText('Aurora #4');
    expect(document.querySelector('[data-card-rarity]')).toBeNull();
  });
});
