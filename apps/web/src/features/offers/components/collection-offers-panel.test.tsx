// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ok, stubApi, weth } from '../../../testing/stub-api';
import { CollectionOffersPanel } from './collection-offers-panel';

const contract = '0xdd8ea518923c683471e0db7ee8cd508380345725';
const base = { id: '4', name: 'Aurora Gradients', chain: 'local1', bestCollectionOffer: null };

/** No open offer of any kind, and no traits to offer on. */
function stubEmptyBook() {
  return stubApi((method, path) => {
    if (path === '/v1/orders') return ok({ items: [], nextCursor: null });
    if (path === '/v1/collections/4/attributes') return ok({ traits: [] });
    return undefined;
  });
}

afterEach(cleanup);

describe('CollectionOffersPanel', () => {
  it('offers a collection offer on a collection with its own contract, and says once that there is none yet', async () => {
    stubEmptyBook();
    await renderWithProviders(<CollectionOffersPanel collection={{ ...base, contractAddress: contract }} />);
    await screen.findByRole('button', { name: 'Make collection offer' });
    expect(screen.getAllByText(/no .*offer/i)).toHaveLength(1);
  });

  it('is absent for a collection on the shared contract, which has nothing of its own to offer on', async () => {
    const calls = stubEmptyBook();
    const { container } = await renderWithProviders(<CollectionOffersPanel collection={{ ...base, contractAddress: null }} />);
    expect(container.querySelector('[data-section="collection-offers"]')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows the best offer of such a collection when one was made', async () => {
    stubEmptyBook();
    await renderWithProviders(
      <CollectionOffersPanel
        collection={{
          ...base,
          contractAddress: null,
          bestCollectionOffer: { orderHash: '0x01', price: '20000000000000000', currency: weth },
        }}
      />,
    );
    await screen.findByText('0.02 WETH');
  });
});
