// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { drop } from '../testing/drop-fixture';
import { DropsSection } from './drops-section';
import { okResponse } from '../../../testing/api-response';

/** GET /v1/drops: one live drop, one ended (sold out), none upcoming; answers the statuses asked for. */
function stubServer() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const status = new URL(url, 'http://localhost').searchParams.get('status') ?? '';
      asked.push(status);
      const items =
        status === 'live'
          ? [{ ...drop, phase: 'public', wallet: undefined }]
          : status === 'ended'
            ? [{ ...drop, id: 4, name: 'Evening drop', phase: 'soldOut', minted: 10 }]
            : [];
      return Promise.resolve(okResponse({ items }));
    }),
  );
  return asked;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DropsSection', () => {
  it('shows the live drops first, each linking to its mint page with its price and minted of supply', async () => {
    const asked = stubServer();
    await renderWithProviders(<DropsSection />);
    const card = await screen.findByRole('link', { name: /Morning drop/ });
    expect(card.getAttribute('href')).toBe('/mint/3');
    expect(card.textContent).toContain('0.05 ETH');
    expect(card.textContent).toContain('4 / 10 minted');
    expect(card.textContent).toContain('Public sale');
    expect(asked).toEqual(['live']);
  });

  it('switches to upcoming (none yet) and ended, in Japanese', async () => {
    const asked = stubServer();
    await renderWithProviders(<DropsSection />, { language: 'ja' });
    await screen.findByRole('link', { name: /Morning drop/ });
    await userEvent.click(screen.getByText('開始前'));
    await screen.findByText('まだドロップはありません。');
    await userEvent.click(screen.getByText('終了'));
    const card = await screen.findByRole('link', { name: /Evening drop/ });
    expect(card.textContent).toContain('完売');
    await waitFor(() => expect(asked).toEqual(['live', 'upcoming', 'ended']));
  });
});
