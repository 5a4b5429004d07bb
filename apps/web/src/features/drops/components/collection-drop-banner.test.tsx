// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DropPhase } from '@nft/api-contract';
import { okResponse } from '../../../testing/api-response';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { drop } from '../testing/drop-fixture';
import { CollectionDropBanner } from './collection-drop-banner';

/** GET /v1/drops/3 answers the fixture in `phase`; the asked paths are recorded. */
function stubDrop(phase: DropPhase) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(new URL(url, 'http://localhost').pathname);
      return Promise.resolve(okResponse({ ...drop, phase, wallet: null }));
    }),
  );
  return asked;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CollectionDropBanner', () => {
  it("says a live drop's collection is minting now, with minted of supply and the way to its mint page", async () => {
    const asked = stubDrop('public');
    const { container } = await renderWithProviders(<CollectionDropBanner dropId={3} />);
    await screen.findByText('Minting now');
    expect(container.textContent).toContain('4 / 10 minted');
    expect(screen.getByRole('link', { name: 'Go to the mint page' }).getAttribute('href')).toBe('/mint/3');
    expect(asked).toEqual(['/v1/drops/3']);
  });

  it('says when the mint is over, in Japanese', async () => {
    stubDrop('soldOut');
    await renderWithProviders(<CollectionDropBanner dropId={3} />, { language: 'ja' });
    await screen.findByText('ミントは終了しました');
    expect(screen.getByRole('link', { name: 'ミントページへ' }).getAttribute('href')).toBe('/mint/3');
  });
});
