// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ok, stubApi, weth } from '../../../testing/stub-api';
import { PriceContext } from './price-context';

const ether = 10n ** 18n;
const registryLoaded = { timeout: 10_000 };
const facts = () => [...document.querySelectorAll('[data-price-fact]')].map((fact) => fact.textContent);

describe("the sell page's price context", () => {
  it("shows the collection's floor, the best offer and the last sale, each in its currency", async () => {
    const calls = stubApi((method, path) =>
      method === 'GET' && path === '/v1/collections/4'
        ? ok({ id: 4, chain: 'local1', paymentToken: null, stats: { floorPrice: String(ether / 25n) } })
        : undefined,
    );
    const nft = {
      chain: 'local1',
      collection: { id: 4, name: 'Tiles' },
      bestOffer: { price: String((ether * 8n) / 100n), currency: weth, orderHash: null },
      lastSale: { price: String(ether / 4n), currency: '0x0000000000000000000000000000000000000000', at: null },
    };
    await renderWithProviders(<PriceContext nft={nft} />);
    await waitFor(() => expect(facts()).toEqual(['Collection floor0.04 ETH', 'Best offer0.08 WETH', 'Last sale0.25 ETH']), registryLoaded);
    expect(calls.map((call) => call.path)).toContain('/v1/collections/4');
  });

  it('shows nothing for an NFT outside a collection, never offered on nor sold', async () => {
    const calls = stubApi(() => undefined);
    const { container } = await renderWithProviders(
      <PriceContext nft={{ chain: 'local1', collection: null, bestOffer: null, lastSale: null }} />,
    );
    expect(container.querySelector('[data-price-context]')).toBeNull();
    // No collection to read a floor from: nothing is asked.
    expect(calls).toEqual([]);
  });

  it('puts a price the chain lists in into the form when picked; one it cannot list in is only shown', async () => {
    stubApi((method, path) =>
      method === 'GET' && path === '/v1/collections/4'
        ? ok({ id: 4, chain: 'local1', paymentToken: null, stats: { floorPrice: String(ether / 25n) } })
        : undefined,
    );
    const stranger = '0x1111111111111111111111111111111111111111';
    const nft = {
      chain: 'local1',
      collection: { id: 4, name: 'Tiles' },
      bestOffer: { price: '5', currency: stranger, orderHash: null },
      lastSale: null,
      rarityRank: null,
    };
    const onPick = vi.fn();
    await renderWithProviders(<PriceContext nft={nft} onPick={onPick} pickable={(price) => price.currency !== stranger} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Use this price: Collection floor' }));
    expect(onPick).toHaveBeenCalledWith({ key: 'floor', amount: String(ether / 25n), currency: null });
    expect(document.querySelector('[data-price-fact="best_offer"]')!.tagName).toBe('DIV');
    expect(screen.queryByRole('button', { name: /Best offer/ })).toBeNull();
  });
});
