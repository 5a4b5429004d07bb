// @vitest-environment jsdom
import { chainConfigFromEnv, createChainRegistry } from '@nft/chains';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Activity } from '../lib/activity-schema';
import { renderWithProviders } from '../testing/render-with-providers';
import { ActivityTable } from './activity-table';

const alice = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const bob = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const contract = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

function activity(id: number, kind: Activity['kind'], price: string | null, from: string | null, to: string | null): Activity {
  return {
    id,
    kind,
    chain: 'local1',
    contractAddress: contract,
    tokenId: '7',
    nft: { name: 'Night owl', image: null },
    from,
    to,
    quantity: '1',
    price,
    currency: null,
    orderHash: null,
    txHash: null,
    blockNumber: null,
    occurredAt: '2026-01-05T12:00:00.000Z',
  };
}

const rows = [activity(2, 'sale', '500000000000000000', alice, bob), activity(1, 'mint', null, null, alice)];

/** The real registry of the local chains, as GET /v1/chains answers it (prices need its currencies). */
function stubChains() {
  const chains = createChainRegistry(chainConfigFromEnv({ LOCAL_CHAINS: 'true' })).toPublic();
  const body = JSON.stringify({ code: 200, data: { chains, wallets: [] } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })),
  );
}

const row = (kind: string) => document.querySelector(`[data-activity-kind="${kind}"]`)!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ActivityTable', () => {
  it('shows a priced row (a sale) in its currency, and a dash where a row has no price or no sender', async () => {
    stubChains();
    await renderWithProviders(<ActivityTable rows={rows} withItem viewer={bob} />);
    await waitFor(() => expect(row('sale').querySelector('[data-price]')?.textContent).toBe('0.5 ETH'));
    expect(row('sale').textContent).toContain('Sale');
    expect(row('mint').querySelector('[data-price]')).toBeNull();
    const mintCells = [...row('mint').querySelectorAll('td')].map((cell) => cell.textContent);
    expect([mintCells[2], mintCells[3]]).toEqual(['—', '—']);
    expect(row('mint').textContent).toContain('Minted');
    // The item links to the NFT, the connected wallet reads "You", others their short address.
    expect(screen.getAllByRole('link', { name: 'Night owl' })[0]?.getAttribute('href')).toBe(`/nft-detail/local1/${contract}/7`);
    expect(row('sale').querySelector('[data-you]')?.textContent).toBe('You');
    expect(row('sale').querySelector(`[data-address="${alice}"]`)?.getAttribute('href')).toBe(`/account/${alice}/collected`);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Event',
      'Item',
      'Price',
      'From',
      'To',
      'Date',
    ]);
  });

  it("leaves out the item column for one NFT's history, links addresses to the tab asked for, and speaks Japanese", async () => {
    stubChains();
    await renderWithProviders(<ActivityTable rows={rows} addressTab="activity" />, { language: 'ja' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'イベント',
      '価格',
      '送信元',
      '送信先',
      '日時',
    ]);
    expect(row('sale').textContent).toContain('販売');
    expect(row('mint').querySelector(`[data-address="${alice}"]`)?.getAttribute('href')).toBe(`/account/${alice}/activity`);
  });
});
