// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetChainRegistry } from '../../../lib/chain-registry/get-chain-registry';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { OfferTarget } from '../model/offer-target';
import { refused, stubApi, tusd, weth } from '../../../testing/stub-api';
import { walletSession } from '../../wallet';
import { MakeOfferDialog } from './make-offer-dialog';

const contract = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const erc1155: OfferTarget = { kind: 'item', chain: 'local1', contract, tokenId: '7', standard: 'ERC-1155' };

// The registry answers through a stubbed fetch; on a busy machine a render may take longer than 1 s.
const registryLoaded = { timeout: 10_000 };

// Each test stubs its own registry (with the devnet's ERC-20s); another file's must not be reused.
beforeEach(forgetChainRegistry);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (name: string) =>
  document.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-dialog="make-offer"] [data-field="${name}"]`)!;

async function openDialog(target: OfferTarget, language: 'en' | 'ja' = 'en') {
  const user = userEvent.setup();
  await renderWithProviders(<MakeOfferDialog target={target} title="Offer" onClose={() => {}} />, { language });
  // The currencies come from the registry: the chain's ERC-20s only, never its native currency.
  await waitFor(
    () => expect([...(field('currency') as HTMLSelectElement).options].map((option) => option.text)).toEqual(['WETH', 'TUSD']),
    registryLoaded,
  );
  return user;
}

describe('the make-offer dialog', () => {
  it("shows the maker's balance of the chosen token, read from the chain", async () => {
    const maker = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
    const held: Record<string, bigint> = { [weth]: 15n * 10n ** 17n, [tusd]: 2_500n * 10n ** 6n };
    // The chain's RPC (local1): balanceOf(maker) of the token the call is to.
    stubApi((method, path, body) => {
      const call = body as { id: number; method: string; params: [{ to: string; data: string }] } | undefined;
      if (method !== 'POST' || path !== '/' || call?.method !== 'eth_call') return undefined;
      const [{ to, data }] = call.params;
      expect(data.toLowerCase()).toContain(maker.slice(2));
      return { status: 200, body: { jsonrpc: '2.0', id: call.id, result: `0x${held[to.toLowerCase()]!.toString(16).padStart(64, '0')}` } };
    });
    walletSession.connect({ chain: 'local1', wallet: 'metamask', address: maker, chainId: '0x7a69' });
    try {
      const user = await openDialog(erc1155);
      expect(await screen.findByText('Your balance: 1.5 WETH', {}, registryLoaded)).toBeTruthy();
      await user.selectOptions(field('currency') as HTMLSelectElement, tusd);
      expect(await screen.findByText('Your balance: 2,500 TUSD', {}, registryLoaded)).toBeTruthy();
    } finally {
      walletSession.disconnect();
    }
  });

  it('says "Not enough tokens!" when the build refuses the amount, and opens no wallet', async () => {
    const calls = stubApi((method, path) =>
      method === 'POST' && path === '/v1/orders/build' ? refused(400, 'order_insufficient_tokens', 'Not enough tokens!') : undefined,
    );
    const user = await openDialog(erc1155);
    await user.type(field('price') as HTMLInputElement, '5000');
    await user.selectOptions(field('currency') as HTMLSelectElement, tusd);
    await user.clear(field('quantity') as HTMLInputElement);
    await user.type(field('quantity') as HTMLInputElement, '3');
    await user.click(screen.getByRole('button', { name: 'Make offer' }));
    expect((await screen.findByText('Not enough tokens!', {}, registryLoaded)).closest('[data-offer-error]')).toBeTruthy();
    const build = calls.find((call) => call.path === '/v1/orders/build');
    expect(build?.body).toMatchObject({
      chain: 'local1',
      side: 'offer',
      items: [{ contract, tokenId: '7', quantity: 3 }],
      price: '5000',
      currency: tusd,
    });
    // Nothing was signed or posted.
    expect(calls.filter((call) => call.path === '/v1/orders')).toEqual([]);
    expect(document.querySelector('[data-order-steps]')).toBeNull();
  });

  it('checks the price before asking the API, in Japanese too', async () => {
    const calls = stubApi(() => undefined);
    const user = await openDialog({ kind: 'collection', chain: 'local1', contract }, 'ja');
    // A collection offer buys one item: no copies field.
    expect(field('quantity')).toBeNull();
    await user.type(field('price') as HTMLInputElement, '0.00001');
    await user.click(screen.getByRole('button', { name: 'オファーする' }));
    expect(await screen.findByText('価格の精度エラー', {}, registryLoaded)).toBeTruthy();
    expect(calls.some((call) => call.path === '/v1/orders/build')).toBe(false);
    expect((field('currency') as HTMLSelectElement).value).toBe(weth);
  });
});
