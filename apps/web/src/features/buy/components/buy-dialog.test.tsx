// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '../../../testing/order-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { stubApi } from '../../../testing/stub-api';
import { BuyDialog } from './buy-dialog';

describe('the buy dialog', () => {
  it('shows the NFT by picture and name above the total, as a checkout does', async () => {
    stubApi(() => undefined);
    const image = { url: 'https://media.test/tile.png', thumbnailUrl: 'https://media.test/tile.webp', width: 600, height: 600 };
    await renderWithProviders(<BuyDialog order={orderFixture()} name="Tile Seven" image={image} opened onClose={() => {}} />);
    const item = await screen.findByText('Tile Seven', { selector: '[data-buy-item] p' });
    expect(item.closest('[data-buy-item]')?.querySelector('img')?.getAttribute('src')).toBe(image.thumbnailUrl);
    await waitFor(() => expect(document.querySelector('[data-buy-total] [data-price]')?.textContent).toBe('0.5 ETH'), { timeout: 10_000 });
  });
});
