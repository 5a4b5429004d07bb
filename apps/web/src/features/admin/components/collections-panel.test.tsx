// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CollectionsPanel } from './collections-panel';
import { okResponse } from '../../../testing/api-response';

const collection = (id: number, name: string) => ({
  id,
  chain: 'local1',
  name,
  contractAddress: `0x${String(id).padStart(40, '0')}`,
  creatorAddress: '0x00000000000000000000000000000000000000c1',
  itemCount: 1,
  verified: false,
  hidden: false,
  hiddenReason: null,
  hiddenAt: null,
  deleted: false,
});

const page = (items: unknown[]) => okResponse({ items, nextCursor: null });

/** The unfiltered list answers at once; a search answers when the test says so. */
function stubApi() {
  let answerSearch: () => void = () => undefined;
  const searched = new Promise<void>((resolve) => (answerSearch = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      const url = new URL(String(input), 'http://app.test');
      if (url.pathname !== '/v1/admin/collections') return page([]);
      if (!url.searchParams.get('q')) return page([collection(1, 'Morning Tide'), collection(2, 'Sunrise Gate')]);
      await searched;
      return page([collection(2, 'Sunrise Gate')]);
    }),
  );
  return { answerSearch };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the console Collections tab', () => {
  it('keeps the last rows on screen while a search loads, then shows what it found', async () => {
    const api = stubApi();
    await renderWithProviders(<CollectionsPanel />);
    await screen.findByText('Morning Tide');
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Search collections by name or contract address' }), 'Sun');
    // The debounced search is asked for (and held); the table is not emptied meanwhile.
    await vi.waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([input]) => new URL(String(input), 'http://app.test').searchParams.get('q') === 'Sun')).toBe(
        true,
      ),
    );
    expect(screen.getByText('Morning Tide')).toBeTruthy();
    api.answerSearch();
    await vi.waitFor(() => expect(screen.queryByText('Morning Tide')).toBeNull());
    expect(screen.getByText('Sunrise Gate')).toBeTruthy();
  });
});
