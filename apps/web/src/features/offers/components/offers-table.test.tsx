// @vitest-environment jsdom
import type { Order } from '@nft/api-contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetChainRegistry } from '../../../lib/chain-registry/get-chain-registry';
import { orderFixture } from '../../../testing/order-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ok, refused, stubApi, weth } from '../../../testing/stub-api';
import { OffersTable } from './offers-table';

const me = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const other = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const contract = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

// An item offer of 1.5 WETH on token 7 of `contract`, open until 2030.
const offer = (orderHash: string, maker: string, patch: Partial<Order> = {}) =>
  orderFixture({
    orderHash,
    maker,
    side: 'offer',
    contract,
    currency: weth,
    price: '1500000000000000000',
    startPrice: '1500000000000000000',
    endPrice: '1500000000000000000',
    startTime: 1_800_000_000,
    endTime: 1_900_000_000,
    createdAt: '2026-11-26T09:00:00.000Z',
    ...patch,
  });

const hashA = `0x${'a'.repeat(64)}`;
const hashB = `0x${'b'.repeat(64)}`;
const row = (hash: string) => document.querySelector(`[data-offer-row="${hash}"]`)!;

// The registry answers through a stubbed fetch; on a busy machine a render may take longer than 1 s.
const registryLoaded = { timeout: 10_000 };

// Each test stubs its own registry (with the devnet's ERC-20s); another file's must not be reused.
beforeEach(forgetChainRegistry);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the offers table', () => {
  it("shows price, maker, status incl. inactive; Accept on others' offers the viewer can sell into, Cancel on their own", async () => {
    stubApi(() => undefined);
    const sixDays = Math.floor(Date.now() / 1000) + 6 * 86_400 + 600;
    const offers = [offer(hashA, other, { endTime: sixDays }), offer(hashB, me, { status: 'inactive', statusReason: 'no_balance' })];
    await renderWithProviders(<OffersTable offers={offers} viewer={me} acceptableTokens={() => ['7']} />);
    await waitFor(() => expect(row(hashA).querySelector('[data-price]')?.textContent).toBe('1.5 WETH'), registryLoaded);
    expect(row(hashA).querySelector('[data-action="accept-offer"]')).toBeTruthy();
    expect(row(hashA).querySelector('[data-action="cancel-offer"]')).toBeNull();
    expect(row(hashB).querySelector('[data-offer-status="inactive"]')?.textContent).toBe('Inactive');
    expect(row(hashB).textContent).toContain('You');
    // One's own offer is never accepted by oneself; an inactive one cannot be accepted at all.
    expect(row(hashB).querySelector('[data-action="accept-offer"]')).toBeNull();
    expect(row(hashB).querySelector('[data-action="cancel-offer"]')).toBeTruthy();
    // When it expires, counted from now as OpenSea says it, with the date and time as its title.
    const expiry = row(hashA).querySelector('[data-offer-expiry]')!;
    expect(expiry.textContent).toBe('in 6 days');
    expect(expiry.getAttribute('title')).toBe(new Date(sixDays * 1000).toLocaleString('en'));
  });

  it('cancels gas-free: "Offer successfully cancelled!", or "Failed to cancel offer!" when the API refuses', async () => {
    let refuse = false;
    const calls = stubApi((method, path) =>
      method === 'POST' && path.endsWith('/cancel')
        ? refuse
          ? refused(409, 'offer_not_cancellable', 'Failed to cancel offer!')
          : ok({ orderHash: hashB, status: 'cancelled' })
        : undefined,
    );
    const user = userEvent.setup();
    await renderWithProviders(<OffersTable offers={[offer(hashB, me)]} viewer={me} acceptableTokens={() => []} />);
    await user.click(row(hashB).querySelector<HTMLButtonElement>('[data-action="cancel-offer"]')!);
    expect(await screen.findByText('Offer successfully cancelled!', {}, registryLoaded)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`/v1/orders/local1/${hashB}/cancel`]);
    refuse = true;
    await user.click(row(hashB).querySelector<HTMLButtonElement>('[data-action="cancel-offer"]')!);
    expect(await screen.findAllByText('Failed to cancel offer!', {}, registryLoaded)).not.toHaveLength(0);
  });

  it('Accept shows what the owner receives (offer, fee, royalty) and sells only on its own Accept', async () => {
    const calls = stubApi((method, path) =>
      method === 'POST' && path.endsWith('/fill') ? refused(409, 'order_not_fillable', 'No') : undefined,
    );
    const user = userEvent.setup();
    await renderWithProviders(
      <OffersTable
        offers={[offer(hashA, other)]}
        viewer={me}
        acceptableTokens={() => ['7']}
        tokenName={(id) => (id === '7' ? 'Tile Seven' : undefined)}
      />,
    );
    await user.click(row(hashA).querySelector<HTMLButtonElement>('[data-action="accept-offer"]')!);
    const summary = await screen.findByRole('dialog', { name: 'Accept this offer' }, registryLoaded);
    // 1.5 WETH less 2.5 % (0.0375) and 5 % (0.075): 1.3875 WETH.
    await waitFor(
      () => expect(summary.querySelector('[data-accept-receive] [data-price]')?.textContent).toBe('1.3875 WETH'),
      registryLoaded,
    );
    expect(summary.querySelector('[data-accept-fee] [data-price]')?.textContent).toBe('0.0375 WETH');
    expect(summary.querySelector('[data-accept-royalty] [data-price]')?.textContent).toBe('0.075 WETH');
    expect(summary.querySelector('[data-accept-receive]')?.getAttribute('data-accept-receive')).toBe('1387500000000000000');
    expect(summary.textContent).toContain('You sell Tile Seven to 0x3c44…93bc.');
    expect(calls.some((call) => call.path.endsWith('/fill'))).toBe(false);
    await user.click(summary.querySelector<HTMLButtonElement>('[data-action="confirm-accept-offer"]')!);
    await waitFor(() =>
      expect(calls.filter((call) => call.path.endsWith('/fill')).map((call) => call.path)).toEqual([`/v1/orders/local1/${hashA}/fill`]),
    );
  });

  it('lets an owner of several matching items choose the one to sell into a collection offer', async () => {
    stubApi(() => undefined);
    const collectionOffer = offer(hashA, other, { target: 'collection', tokenId: null });
    await renderWithProviders(<OffersTable offers={[collectionOffer]} viewer={me} showTarget acceptableTokens={() => ['3', '9']} />);
    const choice = row(hashA).querySelector<HTMLSelectElement>('[data-field="accept-token"]')!;
    expect([...choice.options].map((option) => option.text)).toEqual(['#3', '#9']);
    expect(row(hashA).textContent).toContain('Any item of 0x5fbd…0aa3');
  });

  it('names what each offer is for when the list carries it (include=nft): the token linked to its page, the collection', async () => {
    stubApi(() => undefined);
    const image = { url: 'http://media.test/a.png', thumbnailUrl: 'http://media.test/a-256.png', width: 10, height: 10 };
    const offers = [
      offer(hashA, other, { nft: { name: 'Tile #7', image }, collection: { id: 4, name: 'Named Tiles' } }),
      offer(hashB, other, { target: 'collection', tokenId: null, nft: null, collection: { id: 4, name: 'Named Tiles' } }),
    ];
    await renderWithProviders(<OffersTable offers={offers} viewer={undefined} showTarget acceptableTokens={() => []} />);
    const link = row(hashA).querySelector<HTMLAnchorElement>('[data-offer-item] a')!;
    expect(link.textContent).toBe('Tile #7');
    expect(link.getAttribute('href')).toBe(`/nft-detail/local1/${contract}/7`);
    expect(row(hashA).querySelector('img')?.getAttribute('src')).toBe(image.thumbnailUrl);
    expect(row(hashB).textContent).toContain('Any item of Named Tiles');
  });
});
