// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { nftListItem } from '../../../testing/nft-list-item';
import { orderFixture } from '../../../testing/order-fixture';
import { ok, stubApi } from '../../../testing/stub-api';
import { cartStore } from '../model/cart-store';
import { onCartOpenRequest } from '../model/cart-opener';
import { SweepButton } from './sweep-button';

const native = '0x0000000000000000000000000000000000000000';
const eth = (tenths: number) => (10n ** 17n * BigInt(tenths)).toString();

// Three tokens on sale at 0.1, 0.2 and 0.3 ETH, cheapest first, as GET /v1/nfts answers the sweep's list.
const onSale = [1, 2, 3].map((id) =>
  nftListItem(String(id), { name: `Owl ${id}`, bestListing: { price: eth(id), currency: native, kind: 'fixed', orderHash: null } }),
);

/** The list, and each token's listings: token 2's is reserved for another buyer since the list was read. */
function stubSweep() {
  return stubApi((method, path, _body, query) => {
    if (path === '/v1/nfts') return ok({ items: onSale, nextCursor: null });
    if (path === '/v1/orders') {
      const tokenId = query.get('tokenId')!;
      const taker = tokenId === '2' ? '0x90f79bf6eb2c4f870365e785982e1f101e93b906' : null;
      const order = orderFixture({ tokenId, orderHash: `0x${tokenId.repeat(64)}`, price: eth(Number(tokenId)), taker });
      return ok({ items: [{ ...order, startPrice: order.price, endPrice: order.price }], nextCursor: null });
    }
    return undefined;
  });
}

afterEach(() => {
  cleanup();
  cartStore.remove(
    'local1',
    (cartStore.get().local1 ?? []).map((item) => item.orderHash),
  );
  vi.unstubAllGlobals();
});

describe('Sweep on a collection page', () => {
  it('puts the cheapest items the viewer can buy into the cart, says what it left out, and opens the cart', async () => {
    const calls = stubSweep();
    const opened = vi.fn();
    const stop = onCartOpenRequest(opened);
    await renderWithProviders(<SweepButton collectionId="3" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sweep' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sweep the floor' });
    // Every item on sale fits under the default of five: 0.1 + 0.2 + 0.3 ETH.
    expect(await within(dialog).findByText('3 items')).toBeTruthy();
    expect(within(dialog.querySelector<HTMLElement>('[data-sweep-total]')!).getByText('0.6 ETH')).toBeTruthy();
    const list = calls.find((call) => call.path.startsWith('/v1/nfts?'))!;
    expect(Object.fromEntries(new URLSearchParams(list.path.split('?')[1]))).toMatchObject({
      collection: '3',
      status: 'buy_now',
      sort: 'price_asc',
    });

    within(dialog).getByRole('slider', { name: 'How many items' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(await within(dialog).findByText('2 items')).toBeTruthy();
    expect(within(dialog.querySelector<HTMLElement>('[data-sweep-total]')!).getByText('0.3 ETH')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 items to cart' }));

    expect(await screen.findByText('1 item added to the cart')).toBeTruthy();
    expect(screen.getByText('1 item could no longer be bought and was left out')).toBeTruthy();
    expect((cartStore.get().local1 ?? []).map((item) => [item.tokenId, item.startPrice])).toEqual([['1', eth(1)]]);
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    stop();
  });

  it('says there is nothing to sweep when every item on sale is already in the cart', async () => {
    stubSweep();
    await renderWithProviders(<SweepButton collectionId="3" />);
    for (const nft of onSale) {
      const order = orderFixture({ tokenId: nft.tokenId, orderHash: `0x${nft.tokenId.repeat(64)}` });
      cartStore.add({ ...order, name: nft.name!, listed: '1', quantity: '1' });
    }
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sweep' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sweep the floor' });
    expect(await within(dialog).findByText(/^Nothing to sweep/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Add/ })).toBeNull();
  });
});
