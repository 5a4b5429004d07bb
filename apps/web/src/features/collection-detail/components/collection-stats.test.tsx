// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollectionDetail } from '@nft/api-contract';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { stubApi } from '../../../testing/stub-api';
import { CollectionStats } from './collection-stats';

const collection = {
  id: 5,
  chain: 'local1',
  paymentToken: null,
  royaltyBps: 250,
  stats: { items: 40, owners: 12, listed: 3, floorPrice: null, floorPrice24hAgo: null, volume: '0', volume7d: '0', sales: 0 },
} as unknown as CollectionDetail;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stat = (name: string) => within(document.querySelector<HTMLElement>(`[data-stat="${name}"]`)!);

describe('CollectionStats', () => {
  it('shows the share of the items on sale, with the counts in its title', async () => {
    stubApi(() => undefined);
    await renderWithProviders(<CollectionStats collection={collection} />);
    // 3 of 40 items.
    const listed = await stat('listed').findByText('7.5%');
    expect(listed.getAttribute('title')).toBe('3 / 40');
    stat('listed').getByText('Listed');
  });

  it('says nothing is listed of an empty collection with a dash, in Japanese', async () => {
    stubApi(() => undefined);
    await renderWithProviders(<CollectionStats collection={{ ...collection, stats: { ...collection.stats, items: 0, listed: 0 } }} />, {
      language: 'ja',
    });
    await stat('listed').findByText('出品中');
    expect(stat('listed').getByText('—')).toBeTruthy();
    expect(screen.queryByText('NaN%')).toBeNull();
  });

  it("shows the floor's move over 24 hours beside it, up or down, and nothing without a floor a day ago", async () => {
    stubApi(() => undefined);
    const withFloors = (floorPrice: string | null, floorPrice24hAgo: string | null) => ({
      ...collection,
      stats: { ...collection.stats, floorPrice, floorPrice24hAgo },
    });
    await renderWithProviders(<CollectionStats collection={withFloors('105000000000000000', '100000000000000000')} />);
    expect((await stat('floor').findByText('+5% 24h')).getAttribute('data-floor-change')).toBe('0.05');
    cleanup();
    await renderWithProviders(<CollectionStats collection={withFloors('50000000000000000', '200000000000000000')} />, { language: 'ja' });
    await stat('floor').findByText('24時間 -75%');
    cleanup();
    await renderWithProviders(<CollectionStats collection={withFloors('50000000000000000', null)} />);
    await stat('floor').findByText('Floor');
    expect(document.querySelector('[data-floor-change]')).toBeNull();
  });
});
