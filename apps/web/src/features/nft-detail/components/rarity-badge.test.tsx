// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { RarityBadge } from './rarity-badge';

afterEach(cleanup);

describe('RarityBadge', () => {
  it('says which rank of how many, and opens the collection sorted rarest first', async () => {
    await renderWithProviders(<RarityBadge rarity={{ rank: 3, of: 1200 }} collectionId={7} />);
    const link = screen.getByRole('link', { name: 'Rarity rank #3 of 1,200' });
    expect(link.getAttribute('href')).toBe('/collection-detail/7/collected?sort=rarity');
  });

  it('reads in Japanese', async () => {
    await renderWithProviders(<RarityBadge rarity={{ rank: 3, of: 40 }} collectionId={7} />, { language: 'ja' });
    expect(screen.getByRole('link').textContent).toBe('レア度ランク 40 点中 3 位');
  });
});
