// @vitest-environment jsdom
import type { Order } from '@nft/api-contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '../../../testing/order-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ok, refused, stubApi, weth } from '../../../testing/stub-api';
import { MyListingsSection } from './my-listings-section';

const seller = '0x90f79bf6eb2c4f870365e785982e1f101e93b906';
const fixedHash = `0x${'a'.repeat(64)}`;
const auctionHash = `0x${'b'.repeat(64)}`;
const image = { url: 'https://media.test/study.png', thumbnailUrl: null, width: 600, height: 600 };
const now = Math.floor(Date.now() / 1000);

const fixed = orderFixture({ orderHash: fixedHash, maker: seller, tokenId: '6', nft: { name: 'Study #6', image } });
// An auction's signed end is a week after bidding closes (docs/product.md "Auctions"); the row says when bidding closes.
const auction = orderFixture({
  orderHash: auctionHash,
  maker: seller,
  kind: 'auction',
  tokenId: '8',
  currency: weth,
  auctionEndTime: now + 2 * 3600,
  endTime: now + 2 * 3600 + 7 * 86_400,
  nft: { name: 'Study #8', image },
});
const unnamed = orderFixture({ orderHash: `0x${'c'.repeat(64)}`, maker: seller, tokenId: '9', nft: null });

const row = (hash: string) => document.querySelector(`[data-listing="${hash}"]`)!;
const registryLoaded = { timeout: 10_000 };

function stubListings(orders: Order[], cancel?: () => ReturnType<typeof ok>) {
  return stubApi((method, path, _body, query) => {
    // The section reads the active and the inactive listings; these are all active.
    if (method === 'GET' && path === '/v1/orders' && query.get('status') === 'active') return ok({ items: orders, nextCursor: null });
    if (method === 'POST' && path.endsWith('/cancel')) return cancel?.();
    return undefined;
  });
}

describe("the account's listings", () => {
  it('names each NFT by picture and name (include=nft), or its contract and id when the API names none', async () => {
    const calls = stubListings([fixed, unnamed]);
    await renderWithProviders(<MyListingsSection address={seller} own />);
    const link = await screen.findByRole('link', { name: 'Study #6' }, registryLoaded);
    expect(link.getAttribute('href')).toBe(`/nft-detail/local1/${fixed.contract}/6`);
    expect(row(fixedHash).querySelector('img')?.getAttribute('src')).toBe(image.url);
    expect(row(unnamed.orderHash).textContent).toContain('0x5fbd…0aa3 #9');
    expect(row(fixedHash).textContent).toContain('Local Chain A');
    const reads = calls.filter((call) => call.path.startsWith('/v1/orders?'));
    expect(reads.map((call) => new URLSearchParams(call.path.split('?')[1]).get('include'))).toEqual(['nft', 'nft']);
  });

  it('a fixed listing offers lower price, cancel and the cancel on chain', async () => {
    stubListings([fixed]);
    await renderWithProviders(<MyListingsSection address={seller} own />);
    await waitFor(() => expect(row(fixedHash)).toBeTruthy(), registryLoaded);
    expect(row(fixedHash).textContent).toContain('Fixed price');
    expect(row(fixedHash).querySelector('[data-action="lower-price"]')).toBeTruthy();
    expect(row(fixedHash).querySelector('[data-action="cancel-listing"]')).toBeTruthy();
    expect(row(fixedHash).querySelector('[data-action="more"]')).toBeTruthy();
  });

  it('an auction shows its minimum bid and when bidding closes, and offers only the gas-free cancel', async () => {
    stubListings([auction], () => refused(409, 'auction_has_bids', 'An auction cannot be cancelled after its first bid'));
    const user = userEvent.setup();
    await renderWithProviders(<MyListingsSection address={seller} own />);
    await waitFor(() => expect(row(auctionHash)?.querySelector('[data-price]')?.textContent).toBe('0.5 WETH'), registryLoaded);
    const text = row(auctionHash).textContent ?? '';
    expect(text).toContain('Auction');
    expect(text).not.toContain('Fixed price');
    expect(text).toContain('Minimum bid');
    expect(text).toContain('Bidding ends in 2 hours');
    expect(row(auctionHash).querySelector('[data-action="lower-price"]')).toBeNull();
    expect(row(auctionHash).querySelector('[data-action="more"]')).toBeNull();
    await user.click(row(auctionHash).querySelector<HTMLButtonElement>('[data-action="cancel-listing"]')!);
    expect(await screen.findAllByText(/cannot be cancelled after its first bid/, {}, registryLoaded)).not.toHaveLength(0);
  });
});
