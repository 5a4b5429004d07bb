// @vitest-environment jsdom
import { chainConfigFromEnv, createChainRegistry } from '@nft/chains';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Activity } from '../lib/activity-schema';
import { forgetChainRegistry } from '../lib/chain-registry/get-chain-registry';
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
function stubChains(explorer = '') {
  const chains = createChainRegistry(chainConfigFromEnv({ LOCAL_CHAINS: 'true' }))
    .toPublic()
    .map((chain) => (chain.symbol === 'local1' && explorer ? { ...chain, blockExplorerUrl: explorer } : chain));
  const body = JSON.stringify({ code: 200, data: { chains, wallets: [] } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })),
  );
}

const row = (kind: string) => document.querySelector(`[data-activity-kind="${kind}"]`)!;

// Each test stubs its own registry (one with an explorer on local1).
beforeEach(forgetChainRegistry);

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

  it('says when a recent event happened relative to now, with the exact time in its title and its transaction linked', async () => {
    stubChains('https://scan.example.test/');
    const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const hash = `0x${'cd'.repeat(32)}`;
    const recent = [
      { ...activity(3, 'sale', '1000', alice, bob), occurredAt: threeHoursAgo, txHash: hash },
      { ...activity(4, 'list', '1000', alice, null), occurredAt: threeHoursAgo },
    ];
    await renderWithProviders(<ActivityTable rows={recent} />);
    const sold = await waitFor(() => {
      const link = row('sale').querySelector<HTMLAnchorElement>('a[data-tx]');
      expect(link).not.toBeNull();
      return link!;
    });
    expect(sold.textContent).toBe('3 hours ago');
    expect(sold.getAttribute('href')).toBe(`https://scan.example.test/tx/${hash}`);
    expect(sold.getAttribute('rel')).toBe('noopener noreferrer');
    expect(sold.getAttribute('title')).toContain(String(new Date(threeHoursAgo).getFullYear()));
    // A signed listing has no transaction: its time is plain text.
    const listed = row('list').querySelector('[data-activity-date]')!;
    expect(listed.tagName).not.toBe('A');
    expect(listed.textContent).toBe('3 hours ago');
  });

  it('writes an event older than 30 days as its date, and links nothing on a chain without an explorer', async () => {
    stubChains();
    await renderWithProviders(
      <ActivityTable rows={[{ ...activity(5, 'sale', '500000000000000000', alice, bob), txHash: `0x${'ef'.repeat(32)}` }]} />,
    );
    await waitFor(() => expect(row('sale').querySelector('[data-price]')?.textContent).toBe('0.5 ETH'));
    const date = row('sale').querySelector('[data-activity-date]')!;
    // Noon UTC is Jan 5 in any time zone within 11 hours of it.
    expect(date.textContent).toContain('Jan 5, 2026');
    expect(row('sale').querySelector('a[data-tx]')).toBeNull();
  });
});
