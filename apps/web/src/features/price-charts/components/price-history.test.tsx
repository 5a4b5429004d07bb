// @vitest-environment jsdom
import { chainConfigFromEnv, createChainRegistry } from '@nft/chains';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetChainRegistry } from '../../../lib/chain-registry/get-chain-registry';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CollectionPriceHistory } from './collection-price-history';
import { NftPriceHistory } from './nft-price-history';
import { okResponse } from '../../../testing/api-response';

const native = '0x0000000000000000000000000000000000000000';
const nftKey = { chain: 'local1', contractAddress: '0x5fbdb2315678afecb367f032d93f642f64180aa3', tokenId: '7' };
const eth = (whole: string) => `${whole}000000000000000000`;

/** GET /v1/chains (the real local registry) and the history routes, answering `history` and recording the URLs asked. */
function stubServer(history: (url: URL) => unknown) {
  forgetChainRegistry();
  const chains = createChainRegistry(chainConfigFromEnv({ LOCAL_CHAINS: 'true' })).toPublic();
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      const data = url.pathname.endsWith('/chains') ? { chains, wallets: [] } : history(url);
      if (!url.pathname.endsWith('/chains')) asked.push(`${url.pathname}${url.search}`);
      return okResponse(data);
    }),
  );
  return asked;
}

const state = (section: string) =>
  document.querySelector(`[data-section="${section}"] [data-chart-state]`)?.getAttribute('data-chart-state');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NftPriceHistory', () => {
  it('draws the sales in the latest currency per item, tells the others apart, and lists them in a table for screen readers', async () => {
    stubServer(() => ({
      sales: [
        { occurredAt: '2026-03-01T10:00:00.000Z', price: eth('3'), quantity: '2', currency: native },
        { occurredAt: '2026-03-02T10:00:00.000Z', price: '5000000', quantity: '1', currency: '0x00000000000000000000000000000000000000aa' },
        { occurredAt: '2026-03-03T10:00:00.000Z', price: eth('2'), quantity: '1', currency: native },
      ],
    }));
    await renderWithProviders(<NftPriceHistory nftKey={nftKey} />);
    const table = await screen.findByRole('table', { name: 'Sales of this item, price per item in ETH' });
    const cells = [...table.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(cells.map((row) => row[1])).toEqual(['1.5 ETH', '2 ETH']);
    expect(cells[0]![0]).toContain('Mar 1, 2026');
    expect(document.querySelectorAll('[data-price-chart] svg circle')).toHaveLength(2);
    expect(document.querySelector('[data-price-chart] svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText(/1 sale in another currency than ETH is not drawn/)).toBeTruthy();
  });

  it('names the time of a single sale once, under its point', async () => {
    stubServer(() => ({ sales: [{ occurredAt: '2026-03-01T10:00:00.000Z', price: eth('1'), quantity: '1', currency: native }] }));
    await renderWithProviders(<NftPriceHistory nftKey={nftKey} />);
    await screen.findByRole('table', { name: 'Sales of this item, price per item in ETH' });
    const times = [...document.querySelectorAll('[data-price-chart] svg [data-axis-time]')];
    expect(times).toHaveLength(1);
    expect(times[0]!.getAttribute('text-anchor')).toBe('middle');
    expect(times[0]!.textContent).toContain('Mar 1, 2026');
  });

  it('says No sales yet for an unsold token, in Japanese too', async () => {
    stubServer(() => ({ sales: [] }));
    await renderWithProviders(<NftPriceHistory nftKey={nftKey} />);
    await screen.findByText('No sales yet');
    expect(state('nft-price-history')).toBe('empty');
    cleanup();
    stubServer(() => ({ sales: [] }));
    await renderWithProviders(<NftPriceHistory nftKey={nftKey} />, { language: 'ja' });
    await screen.findByText('まだ売買はありません');
  });
});

describe('CollectionPriceHistory', () => {
  it('shows daily volume and lowest sale for 30 days, and asks again for 7 days', async () => {
    const today = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00.000Z').toISOString();
    const asked = stubServer((url) => ({
      currency: native,
      interval: url.searchParams.get('interval'),
      range: url.searchParams.get('range'),
      buckets: [{ start: today, volume: eth('4'), sales: 3, minPrice: '500000000000000000' }],
      floor: [],
    }));
    await renderWithProviders(<CollectionPriceHistory collectionId="12" chain="local1" />);
    const table = await screen.findByRole('table', { name: 'Volume, lowest sale and floor per day, in ETH' });
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toEqual([['4 ETH', '0.5 ETH', '']]);
    expect(document.querySelector('[data-floor-steps]')).toBeNull();
    expect(document.querySelectorAll('[data-price-chart] svg rect[fill]')).toHaveLength(1);
    expect(asked).toEqual(['/v1/collections/12/stats/history?interval=day&range=30d']);
    // A week is charted by the hour.
    await userEvent.click(screen.getByText('7 days'));
    await waitFor(() =>
      expect(asked).toEqual([
        '/v1/collections/12/stats/history?interval=day&range=30d',
        '/v1/collections/12/stats/history?interval=hour&range=7d',
      ]),
    );
    await screen.findByRole('table', { name: 'Volume, lowest sale and floor per hour, in ETH' });
    expect(screen.getByRole('columnheader', { name: 'Hour (UTC)' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: "Floor at hour's end" })).toBeTruthy();
    // Its axis names hours without the year, so both ends fit on a phone.
    const axis = [...document.querySelectorAll('[data-price-chart] svg [data-axis-time]')].map((label) => label.textContent);
    expect(axis).toHaveLength(2);
    for (const label of axis) expect(label).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:00\s[AP]M$/);
  });

  it('draws the listing floor as dashed steps and lists it per day, even before any sale', async () => {
    const day = 86_400_000;
    const today = Date.parse(new Date().toISOString().slice(0, 10) + 'T00:00:00.000Z');
    stubServer((url) => ({
      currency: native,
      interval: url.searchParams.get('interval'),
      range: url.searchParams.get('range'),
      buckets: [],
      floor: [
        { at: new Date(Date.now() - 7 * day).toISOString(), price: eth('2') },
        { at: new Date(today - 2 * day + 3_600_000).toISOString(), price: '1500000000000000000' },
      ],
    }));
    await renderWithProviders(<CollectionPriceHistory collectionId="12" chain="local1" />);
    const table = await screen.findByRole('table', { name: 'Volume, lowest sale and floor per day, in ETH' });
    expect(screen.getByRole('columnheader', { name: "Floor at day's end" })).toBeTruthy();
    const floors = [...table.querySelectorAll('tbody tr')].map((row) => row.querySelectorAll('td')[2]!.textContent);
    // Over 30 days, the days with a floor (from a week ago to today): 2 ETH until two days ago, then 1.5 ETH.
    expect(floors).toEqual(['2 ETH', '2 ETH', '2 ETH', '2 ETH', '2 ETH', '1.5 ETH', '1.5 ETH', '1.5 ETH']);
    expect(document.querySelector('[data-floor-steps]')?.getAttribute('stroke-dasharray')).toBe('5 3');
    expect(state('collection-price-history')).toBe('ready');
  });
});
