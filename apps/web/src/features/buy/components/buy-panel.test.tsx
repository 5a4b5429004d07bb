// @vitest-environment jsdom
import type { Order } from '@nft/api-contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetChainRegistry } from '../../../lib/chain-registry/get-chain-registry';
import { orderFixture } from '../../../testing/order-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ok, stubApi } from '../../../testing/stub-api';
import { BuyPanel } from './buy-panel';

const nft = { chain: 'local1', contractAddress: '0x5fbdb2315678afecb367f032d93f642f64180aa3', tokenId: '7' };
const ether = 10n ** 18n;
const loaded = { timeout: 10_000 };

const listing = (orderHash: string, patch: Partial<Order> = {}) =>
  orderFixture({ orderHash, contract: nft.contractAddress, tokenId: nft.tokenId, ...patch });

const hash = `0x${'c'.repeat(64)}`;

/** The panel once the listing is loaded (before, a disabled Buy now stands in). */
async function panelOf(orderHash: string): Promise<Element> {
  let panel: Element | null = null;
  await waitFor(() => {
    panel = document.querySelector(`[data-buy-panel][data-order-hash="${orderHash}"]`);
    expect(panel).not.toBeNull();
  }, loaded);
  return panel!;
}

beforeEach(forgetChainRegistry);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BuyPanel', () => {
  it('does not say a fixed price twice: the page shows it above as the current price', async () => {
    stubApi((method, path) => (method === 'GET' && path === '/v1/orders' ? ok({ items: [listing(hash)], nextCursor: null }) : undefined));
    await renderWithProviders(<BuyPanel nft={nft} name="Tile" headlineOrderHash={hash} />);
    const panel = await panelOf(hash);
    expect(panel.querySelector('[data-buy-price]')?.getAttribute('data-buy-price')).toBe(String(ether / 2n));
    expect(screen.queryByText('Price now')).toBeNull();
  });

  it('says the price now of a declining listing, which moves every second', async () => {
    const declining = listing(hash, { kind: 'declining', startPrice: String(ether), endPrice: String(ether / 10n) });
    stubApi((method, path) => (method === 'GET' && path === '/v1/orders' ? ok({ items: [declining], nextCursor: null }) : undefined));
    await renderWithProviders(<BuyPanel nft={nft} name="Tile" headlineOrderHash={hash} />);
    await panelOf(hash);
    expect(screen.getByText('Price now')).toBeTruthy();
    expect(screen.getByText('The price falls over time')).toBeTruthy();
  });

  it('offers no Buy now for a token only in auction (it is bid on in the auction panel), a disabled one when unlisted', async () => {
    const auction = listing(hash, { kind: 'auction', auctionEndTime: Math.floor(Date.now() / 1000) + 3600 });
    let items: Order[] = [auction];
    stubApi((method, path) => (method === 'GET' && path === '/v1/orders' ? ok({ items, nextCursor: null }) : undefined));
    const first = await renderWithProviders(<BuyPanel nft={nft} name="Tile" headlineOrderHash={hash} />);
    await waitFor(() => expect(document.querySelector('[data-action="buy-now"]')).toBeNull(), loaded);
    // Loading shows the disabled Buy now; once the auction is known it goes.
    first.unmount();
    items = [];
    await renderWithProviders(<BuyPanel nft={nft} name="Tile" headlineOrderHash={null} />);
    await waitFor(() => expect(document.querySelector<HTMLButtonElement>('[data-action="buy-now"]')?.disabled).toBe(true), loaded);
  });

  it("shows the owner no Buy now and reads no listings for them (the panel only keeps a purchase's dialog)", async () => {
    const calls = stubApi(() => undefined);
    const { container } = await renderWithProviders(<BuyPanel nft={nft} name="Tile" headlineOrderHash={hash} ownerView />);
    expect(container.querySelector('[data-action="buy-now"]')).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('/v1/orders'))).toEqual([]);
  });
});
