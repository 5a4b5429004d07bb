// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ExploreLayout } from './explore-layout';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A window whose width is a phone's (every `max-width` query matches) or a desktop's (none does). */
function stubWidth(phone: boolean) {
  const query = (media: string) => ({ matches: phone, media, addEventListener: () => {}, removeEventListener: () => {} });
  vi.stubGlobal('matchMedia', query);
}

// The phones' filter drawer loads the first time it opens (docs/decisions/033-first-load-javascript.md).
describe('ExploreLayout', () => {
  it('opens the filter drawer with the sidebar on the first click, and closes it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <ExploreLayout toolbar={null} sidebar={<p>The filters</p>} activeFilters={0}>
        <p>The results</p>
      </ExploreLayout>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Filters' }));

    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('The filters')).toBeTruthy();
    await user.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  // The hidden sidebar was part of a phone's first render (docs/decisions/065-first-screen-chunks.md).
  it('renders the filter sidebar on a desktop, not on a phone, where the drawer shows it', async () => {
    stubWidth(false);
    const page = (
      <ExploreLayout toolbar={null} sidebar={<p>The filters</p>} activeFilters={0}>
        <p>The results</p>
      </ExploreLayout>
    );
    await renderWithProviders(page);
    expect(within(screen.getByRole('complementary', { name: 'Filters' })).getByText('The filters')).toBeTruthy();
    cleanup();

    stubWidth(true);
    await renderWithProviders(page);
    expect(screen.getByText('The results')).toBeTruthy();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByText('The filters')).toBeNull();
  });
});
