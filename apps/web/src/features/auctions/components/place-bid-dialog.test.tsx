// @vitest-environment jsdom
import type { Order } from '@nft/api-contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetChainRegistry } from '../../../lib/chain-registry/get-chain-registry';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { stubApi, tusd, type Answer } from '../../../testing/stub-api';
import { PlaceBidDialog } from './place-bid-dialog';

const auctionHash = `0x${'c'.repeat(64)}`;

const order = (patch: Partial<Order>): Order =>
  ({
    orderHash: auctionHash,
    chain: 'local1',
    side: 'listing',
    kind: 'auction',
    maker: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    currency: tusd,
    price: '10000000',
    status: 'active',
    ...patch,
  }) as Order;

/** The registry, and the build route answering `build` (a refusal envelope or a build). */
const stubBuild = (build: Answer) => stubApi((method, path) => (method === 'POST' && path === '/v1/orders/build' ? build : undefined));

// The registry answers through a stubbed fetch; on a busy machine a render may take longer than 1 s.
const registryLoaded = { timeout: 10_000 };

// Each test stubs its own registry (with the devnet's ERC-20s); another file's must not be reused.
beforeEach(forgetChainRegistry);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const bidField = () => document.querySelector<HTMLInputElement>('[data-dialog="place-bid"] [data-field="bid"]')!;

describe('the place-bid dialog', () => {
  it('names the least bid (the highest + 5%) and refuses less before asking the API', async () => {
    const calls = stubBuild({ status: 500, body: {} });
    const user = userEvent.setup();
    const highest = order({ orderHash: `0x${'d'.repeat(64)}`, side: 'bid', price: '12500000' });
    await renderWithProviders(<PlaceBidDialog auction={order({})} highest={highest} title="Bid" onClose={() => {}} />);
    await waitFor(() => expect(screen.getByText('At least 13.125 TUSD')).toBeTruthy(), registryLoaded);
    await user.type(bidField(), '13.12');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(await screen.findByText('A bid must be higher than the current bid', {}, registryLoaded)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/v1/orders/build')).toBe(false);
  });

  it("builds a bid in the auction's currency and shows the API's refusal with the least bid it would take", async () => {
    const calls = stubBuild({
      status: 400,
      body: { code: 400, error: 'bid_too_low', message: 'A bid must be higher than the current bid', details: { minimumBid: '10500000' } },
    });
    const user = userEvent.setup();
    await renderWithProviders(<PlaceBidDialog auction={order({})} highest={undefined} title="Bid" onClose={() => {}} />);
    // No bid yet: the minimum itself is a valid first bid.
    await waitFor(() => expect(screen.getByText('At least 10 TUSD')).toBeTruthy(), registryLoaded);
    await user.type(bidField(), '9.9999');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(await screen.findByText('A bid must be at least the minimum bid', {}, registryLoaded)).toBeTruthy();
    await user.clear(bidField());
    // The page knew of no bid; the book had one meanwhile and refuses.
    await user.type(bidField(), '10.0001');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(
      (await screen.findByText('A bid must be higher than the current bid', {}, registryLoaded)).closest('[data-bid-error]'),
    ).toBeTruthy();
    // The API names the least bid it would take.
    expect(document.querySelector('[data-least-bid]')?.textContent).toBe('The least bid now is 10.5 TUSD');
    expect(calls.find((call) => call.method === 'POST' && call.path === '/v1/orders/build')?.body).toEqual({
      chain: 'local1',
      side: 'bid',
      auctionOrderHash: auctionHash,
      price: '10.0001',
      currency: tusd,
    });
  });
});
